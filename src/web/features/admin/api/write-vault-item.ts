import type { VaultItemFormInput } from '#shared/vault-item-schema';
import { answerOf, api } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';
import { ADMIN_KEYS } from './admin-keys';

const VAULT_ITEM_WRITE = { refresh: [ADMIN_KEYS.vaultItems, ADMIN_KEYS.overview] };

export function useCreateVaultItem() {
  return useRefreshingMutation(VAULT_ITEM_WRITE, (form: VaultItemFormInput) =>
    answerOf(api.admin['vault-items'].$post({ json: form })),
  );
}

export function useUpdateVaultItem(itemId: string) {
  return useRefreshingMutation(VAULT_ITEM_WRITE, (form: VaultItemFormInput) =>
    answerOf(api.admin['vault-items'][':itemId'].$put({ param: { itemId }, json: form })),
  );
}

export function useDeleteVaultItem() {
  return useRefreshingMutation(VAULT_ITEM_WRITE, (itemId: string) =>
    answerOf(api.admin['vault-items'][':itemId'].$delete({ param: { itemId } })),
  );
}
