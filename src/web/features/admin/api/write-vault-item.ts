import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VaultItemFormInput } from '#shared/vault-item-schema';
import { answerOf, api } from '../../../lib/api-client';
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
    answerOf(api.admin['vault-items'].$post({ json: form })),
  );
}

export function useUpdateVaultItem(itemId: string) {
  return useVaultItemMutation((form: VaultItemFormInput) =>
    answerOf(api.admin['vault-items'][':itemId'].$put({ param: { itemId }, json: form })),
  );
}

export function useDeleteVaultItem() {
  return useVaultItemMutation((itemId: string) =>
    answerOf(api.admin['vault-items'][':itemId'].$delete({ param: { itemId } })),
  );
}
