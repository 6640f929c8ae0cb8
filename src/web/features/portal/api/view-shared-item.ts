import { queryOptions, useQuery } from '@tanstack/react-query';
import { answerOf, api } from '../../../lib/api-client';

/**
 * Reading a shared item is an access the organisation sees in its access log (decision 065): as
 * for the organisation's own items (view-vault-item.ts), each opening asks the server again.
 */
const sharedItemQueryOptions = (itemId: string) =>
  queryOptions({
    queryKey: ['portal', 'shared-item', itemId],
    queryFn: () => answerOf(api.shared.items[':itemId'].$get({ param: { itemId } })),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

export function useSharedItem(itemId: string) {
  return useQuery(sharedItemQueryOptions(itemId));
}
