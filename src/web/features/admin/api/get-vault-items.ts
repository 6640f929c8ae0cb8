import { useQuery } from '@tanstack/react-query';
import type { VAULT_ITEM_SORTS } from '#shared/admin/vault-items';
import type { VaultCategory } from '#shared/vault-category';
import { answerOf, api } from '../../../lib/api-client';
import { listQueryOptions } from '../../../lib/list-query-options';
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

export function useVaultItems(params: VaultItemListParams) {
  return useQuery(
    listQueryOptions({
      key: [...ADMIN_KEYS.vaultItems, 'list'],
      chosen: params,
      fetch: (query) => answerOf(api.admin['vault-items'].$get({ query })),
      errorTitle: 'Error fetching data',
    }),
  );
}
