import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClientCreateInput } from '#shared/client-schema';
import { answerOf, api } from '../../../lib/api-client';
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

const client = api.admin.clients[':clientId'];

export function useCreateClient() {
  return useClientMutation((form: ClientCreateInput) =>
    answerOf(api.admin.clients.$post({ json: form })),
  );
}

/** The e-mail is not editable, so it is not sent. */
export function useUpdateClient(clientId: string) {
  return useClientMutation((form: Omit<ClientCreateInput, 'email'>) =>
    answerOf(client.$put({ param: { clientId }, json: form })),
  );
}

export function useDeleteClient() {
  return useClientMutation((clientId: string) => answerOf(client.$delete({ param: { clientId } })));
}
