import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { VaultItemSummary } from '#shared/portal';
import type { VaultCategory } from '#shared/vault-category';
import { apiFetch } from '../../../lib/api';

export type VaultItemsFilter = { search: string; category: VaultCategory | 'all' };

function getVaultItems({ search, category }: VaultItemsFilter) {
  const params = new URLSearchParams();
  if (search.trim()) params.set('search', search.trim());
  if (category !== 'all') params.set('category', category);
  const query = params.size > 0 ? `?${params}` : '';
  return apiFetch<{ items: VaultItemSummary[] }>(`/api/portal/items${query}`);
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
