import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import {
  loadCommonPasswords,
  passwordPolicyProblem,
  personalPartsOf,
  type PasswordOwner,
} from '#shared/password-policy';

/**
 * Loaded only by the strength meter, through a dynamic import, so the password list and zxcvbn
 * stay out of the first bundle.
 */

export type PasswordEstimate = {
  /** zxcvbn's 0 (guessable) to 4 (very hard to guess); 0 whenever the server would refuse it. */
  score: 0 | 1 | 2 | 3 | 4;
  /** The server's message for a password it would refuse, or null. */
  problem: string | null;
};

export type PasswordEstimator = (password: string, owner: PasswordOwner) => PasswordEstimate;

export async function createPasswordEstimator(): Promise<PasswordEstimator> {
  const [common, { adjacencyGraphs, dictionary }] = await Promise.all([
    loadCommonPasswords(),
    import('@zxcvbn-ts/language-common'),
  ]);
  const zxcvbn = new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  return (password, owner) => {
    const problem = passwordPolicyProblem(password, owner, common);
    if (problem) return { score: 0, problem };
    return { score: zxcvbn.check(password, personalPartsOf(owner)).score, problem: null };
  };
}
