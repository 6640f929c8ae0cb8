import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { VAULT_ITEM_SORTS } from '#shared/admin';
import type { VaultCategory } from '#shared/vault-category';
import { answerOf, api } from '../../../lib/api-client';
import { ADMIN_KEYS } from './admin-keys';

export type VaultItemListParams = {
  page: number;
  /** The server's cursor for this page; '' to ask for it by number. */
  cursor: string;
  search: string;
  category: VaultCategory | 'all';
  sort: (typeof VAULT_ITEM_SORTS)[number];
  dir: 'asc' | 'desc';
};

const vaultItemsQueryOptions = ({
  page,
  cursor,
  search,
  category,
  sort,
  dir,
}: VaultItemListParams) =>
  queryOptions({
    queryKey: [...ADMIN_KEYS.vaultItems, 'list', { page, cursor, search, category, sort, dir }],
    queryFn: () =>
      answerOf(
        api.admin['vault-items'].$get({
          query: {
            page,
            cursor: cursor || undefined,
            search: search || undefined,
            category: category === 'all' ? undefined : category,
            sort,
            dir,
          },
        }),
      ),
    meta: { errorTitle: 'Error fetching data' },
  });

export function useVaultItems(params: VaultItemListParams) {
  return useQuery({ ...vaultItemsQueryOptions(params), placeholderData: keepPreviousData });
}
