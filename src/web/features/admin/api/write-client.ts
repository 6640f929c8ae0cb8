import type { ClientCreateInput } from '#shared/client-schema';
import { answerOf, api } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';
import { ADMIN_KEYS } from './admin-keys';

const CLIENT_WRITE = { refresh: [ADMIN_KEYS.clients, ADMIN_KEYS.overview] };

const client = api.admin.clients[':clientId'];

export function useCreateClient() {
  return useRefreshingMutation(CLIENT_WRITE, (form: ClientCreateInput) =>
    answerOf(api.admin.clients.$post({ json: form })),
  );
}

/** The e-mail is not editable, so it is not sent. */
export function useUpdateClient(clientId: string) {
  return useRefreshingMutation(CLIENT_WRITE, (form: Omit<ClientCreateInput, 'email'>) =>
    answerOf(client.$put({ param: { clientId }, json: form })),
  );
}

export function useDeleteClient() {
  return useRefreshingMutation(CLIENT_WRITE, (clientId: string) =>
    answerOf(client.$delete({ param: { clientId } })),
  );
}
