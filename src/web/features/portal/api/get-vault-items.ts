import { useQuery } from '@tanstack/react-query';
import type { VaultCategory } from '#shared/vault-category';
import { answerOf, api } from '../../../lib/api-client';
import { listQueryOptions } from '../../../lib/list-query-options';

export type VaultItemsFilter = { search: string; category: VaultCategory | 'all' };

/** The client's items for a search and category; the last result stays while the next loads. */
export function useVaultItems(filter: VaultItemsFilter) {
  return useQuery(
    listQueryOptions({
      key: ['portal', 'vault-items'],
      chosen: filter,
      fetch: async ({ search, category }) =>
        (
          await answerOf(
            api.portal.items.$get({ query: { search: search?.trim() || undefined, category } }),
          )
        ).items,
      errorTitle: 'Error fetching vault items',
    }),
  );
}
