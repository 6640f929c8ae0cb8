import { queryOptions, useQuery } from '@tanstack/react-query';
import { answerOf, api } from '../../../lib/api-client';

/** The verdict on one receipt: genuine with its public facts, or not valid. */
const verifyReceiptQueryOptions = (receiptId: string) =>
  queryOptions({
    queryKey: ['receipts', receiptId],
    queryFn: () => answerOf(api.receipts[':receiptId'].$get({ param: { receiptId } })),
    retry: false,
    refetchOnWindowFocus: false,
  });

export function useReceiptVerdict(receiptId: string) {
  return useQuery(verifyReceiptQueryOptions(receiptId));
}
