import { queryOptions, useQuery } from '@tanstack/react-query';
import { answerOf, api } from '../../../lib/api-client';

/**
 * Reading an item's details is an audited access (decision 008): each opening of the dialog
 * asks the server again rather than showing a cached copy, so each view is on record.
 */
const vaultItemQueryOptions = (itemId: string) =>
  queryOptions({
    queryKey: ['portal', 'vault-item', itemId],
    queryFn: () => answerOf(api.portal.items[':itemId'].$get({ param: { itemId } })),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

export function useVaultItem(itemId: string) {
  return useQuery(vaultItemQueryOptions(itemId));
}
