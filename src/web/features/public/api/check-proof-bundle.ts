import { useMutation } from '@tanstack/react-query';
import type { ProofBundle, CustodyRecordCheck } from '#shared/ledger-bundle';
import { answerOf, api } from '../../../lib/api-client';

/** A file or text that is not a bundle: said as it is, not as a failed request. */
class NotABundle extends Error {}

type CheckedBundle = { bundle: ProofBundle; check: CustodyRecordCheck };

/**
 * Checks a proof bundle here, in the browser (decision 080): against the checkpoint it holds,
 * signed by one of our keys as GET /api/ledger/keys gives them now. The checker comes with the
 * first bundle, so the page itself stays light.
 */
async function checkProofBundle(text: string): Promise<CheckedBundle> {
  const [{ readProofBundle }, { checkInBrowser }] = await Promise.all([
    import('#shared/ledger-bundle'),
    import('../../../lib/custody-check/check-in-browser'),
  ]);
  const read = readProofBundle(text);
  if (!read.ok) throw new NotABundle(read.reason);
  const { keys } = await answerOf(api.ledger.keys.$get());
  const { bundle } = read;
  return { bundle, check: await checkInBrowser({ ...bundle, trustedKeys: keys }) };
}

export function useProofBundleCheck() {
  return useMutation({ mutationFn: checkProofBundle });
}
