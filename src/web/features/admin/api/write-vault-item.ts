import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminVaultItem } from '#shared/admin';
import type { VaultItemFormInput } from '#shared/vault-item-schema';
import { apiFetch } from '../../../lib/api';
import { ADMIN_KEYS } from './admin-keys';

function useVaultItemMutation<Input, Output>(request: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ADMIN_KEYS.vaultItems }),
        queryClient.invalidateQueries({ queryKey: ADMIN_KEYS.overview }),
      ]),
  });
}

export function useCreateVaultItem() {
  return useVaultItemMutation((form: VaultItemFormInput) =>
    apiFetch<AdminVaultItem>('/api/admin/vault-items', { method: 'POST', json: form }),
  );
}

export function useUpdateVaultItem(itemId: string) {
  return useVaultItemMutation((form: VaultItemFormInput) =>
    apiFetch<AdminVaultItem>(`/api/admin/vault-items/${encodeURIComponent(itemId)}`, {
      method: 'PUT',
      json: form,
    }),
  );
}

export function useDeleteVaultItem() {
  return useVaultItemMutation((itemId: string) =>
    apiFetch<{ id: string; name: string }>(`/api/admin/vault-items/${encodeURIComponent(itemId)}`, {
      method: 'DELETE',
    }),
  );
}
