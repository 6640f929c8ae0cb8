import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LedgerProofs } from '#shared/ledger';
import type { CustodyRecordCheck, ProofBundleSubject } from '#shared/ledger-bundle';
import { answerOf, api } from '../../../lib/api-client';

function proofsOf(subject: ProofBundleSubject): Promise<LedgerProofs> {
  return subject.type === 'shipment'
    ? answerOf(api.ledger.shipments[':number'].$get({ param: { number: subject.id } }))
    : answerOf(api.ledger['vault-items'][':itemId'].$get({ param: { itemId: subject.id } }));
}

/**
 * A shipment's or vault item's custody entries with their proofs, the latest checkpoint and the
 * keys, and the browser's own check of each entry against it (decision 080). The checker is
 * loaded with the first check; each opening checks the current record again.
 */
const custodyRecordQueryOptions = (subject: ProofBundleSubject) =>
  queryOptions({
    queryKey: ['ledger', subject.type, subject.id],
    queryFn: async (): Promise<{ proofs: LedgerProofs; check: CustodyRecordCheck | null }> => {
      const [proofs, { checkInBrowser }] = await Promise.all([
        proofsOf(subject),
        import('../../../lib/custody-check/check-in-browser'),
      ]);
      const check = proofs.checkpoint
        ? await checkInBrowser({ ...proofs, checkpoint: proofs.checkpoint })
        : null;
      return { proofs, check };
    },
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

export function useCustodyRecord(subject: ProofBundleSubject) {
  return useQuery(custodyRecordQueryOptions(subject));
}
