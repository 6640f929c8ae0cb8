import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminVaultItem, VAULT_ITEM_SORTS } from '#shared/admin';
import type { Page } from '#shared/list-query';
import type { VaultCategory } from '#shared/vault-category';
import { apiFetch } from '../../../lib/api';
import { queryString } from '../../../lib/query-string';
import { ADMIN_KEYS } from './admin-keys';

export type VaultItemListParams = {
  page: number;
  search: string;
  category: VaultCategory | 'all';
  sort: (typeof VAULT_ITEM_SORTS)[number];
  dir: 'asc' | 'desc';
};

const vaultItemsQueryOptions = (params: VaultItemListParams) =>
  queryOptions({
    queryKey: [...ADMIN_KEYS.vaultItems, 'list', params],
    queryFn: () =>
      apiFetch<Page<AdminVaultItem>>(
        `/api/admin/vault-items${queryString({
          ...params,
          category: params.category === 'all' ? undefined : params.category,
        })}`,
      ),
    meta: { errorTitle: 'Error fetching data' },
  });

export function useVaultItems(params: VaultItemListParams) {
  return useQuery({ ...vaultItemsQueryOptions(params), placeholderData: keepPreviousData });
}
