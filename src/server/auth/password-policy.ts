import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '#shared/auth';
import {
  loadCommonPasswords,
  passwordPolicyProblem,
  type PasswordOwner,
} from '#shared/password-policy';
import { fieldError } from '../core/errors';

/**
 * Refuses, with 400 on the given field, a password that is common or contains the owner's e-mail
 * address or name. Length is left to the rules that already answer it, so a short password keeps
 * its "too short" answer.
 */
export async function refuseWeakPassword(input: {
  password: string;
  owner: PasswordOwner;
  field: string;
}): Promise<void> {
  const { password, owner, field } = input;
  if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH) return;
  const problem = passwordPolicyProblem(password, owner, await loadCommonPasswords());
  if (problem) throw fieldError('BAD_REQUEST', field, problem);
}
