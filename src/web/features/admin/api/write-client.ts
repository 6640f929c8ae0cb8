import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminClient } from '#shared/portal';
import type { ClientCreateInput } from '#shared/client-schema';
import { apiFetch } from '../../../lib/api';
import { ADMIN_KEYS } from './admin-keys';

function useClientMutation<Input, Output>(request: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ADMIN_KEYS.clients }),
        queryClient.invalidateQueries({ queryKey: ADMIN_KEYS.overview }),
      ]),
  });
}

export function useCreateClient() {
  return useClientMutation((form: ClientCreateInput) =>
    apiFetch<AdminClient>('/api/admin/clients', { method: 'POST', json: form }),
  );
}

/** The e-mail is not editable (spec §5), so it is not sent. */
export function useUpdateClient(clientId: string) {
  return useClientMutation((form: Omit<ClientCreateInput, 'email'>) =>
    apiFetch<AdminClient>(`/api/admin/clients/${encodeURIComponent(clientId)}`, {
      method: 'PUT',
      json: form,
    }),
  );
}

export function useDeleteClient() {
  return useClientMutation((clientId: string) =>
    apiFetch<{ id: string; email: string }>(`/api/admin/clients/${encodeURIComponent(clientId)}`, {
      method: 'DELETE',
    }),
  );
}
