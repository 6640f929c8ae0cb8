import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { VaultCategory } from '#shared/vault-category';
import { answerOf, api } from '../../../lib/api-client';

export type VaultItemsFilter = { search: string; category: VaultCategory | 'all' };

function getVaultItems({ search, category }: VaultItemsFilter) {
  return answerOf(
    api.portal.items.$get({
      query: {
        search: search.trim() || undefined,
        category: category === 'all' ? undefined : category,
      },
    }),
  );
}

const vaultItemsQueryOptions = (filter: VaultItemsFilter) =>
  queryOptions({
    queryKey: ['portal', 'items', filter],
    queryFn: async () => (await getVaultItems(filter)).items,
    meta: { errorTitle: 'Error fetching vault items' },
  });

/** The client's items for a search and category; the last result stays while the next loads. */
export function useVaultItems(filter: VaultItemsFilter) {
  return useQuery({ ...vaultItemsQueryOptions(filter), placeholderData: keepPreviousData });
}
