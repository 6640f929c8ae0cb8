import { useQuery } from '@tanstack/react-query';
import type { VaultCategory } from '#shared/vault-category';
import { answerOf, api } from '../../../lib/api-client';
import { listQueryOptions } from '../../../lib/list-query-options';

export type VaultItemsFilter = { search: string; category: VaultCategory | 'all' };

function vaultItemsQueryOptions(filter: VaultItemsFilter) {
  return listQueryOptions({
    key: ['portal', 'vault-items'],
    chosen: filter,
    fetch: async ({ search, category }) =>
      (
        await answerOf(
          api.portal.items.$get({ query: { search: search?.trim() || undefined, category } }),
        )
      ).items,
    errorTitle: 'Error fetching vault items',
  });
}

/** The client's items for a search and category; the last result stays while the next loads. */
export function useVaultItems(filter: VaultItemsFilter) {
  return useQuery(vaultItemsQueryOptions(filter));
}

const ALL_ITEMS: VaultItemsFilter = { search: '', category: 'all' };

/** Every item still in our custody: what a release may choose from. */
export function useHeldVaultItems() {
  return useQuery({
    ...vaultItemsQueryOptions(ALL_ITEMS),
    select: (items) => items.filter((item) => !item.released_at),
  });
}
