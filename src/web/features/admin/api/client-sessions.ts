import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { answerOf, api } from '../../../lib/api-client';
import { ADMIN_KEYS } from './admin-keys';

const clientSessionsQueryOptions = (clientId: string) =>
  queryOptions({
    queryKey: [...ADMIN_KEYS.clients, clientId, 'sessions'],
    queryFn: async () =>
      (await answerOf(api.admin.clients[':clientId'].sessions.$get({ param: { clientId } })))
        .sessions,
  });

export function useClientSessions(clientId: string) {
  return useQuery(clientSessionsQueryOptions(clientId));
}

function useClientSessionsMutation<Input, Output>(
  clientId: string,
  request: (input: Input) => Promise<Output>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: clientSessionsQueryOptions(clientId).queryKey }),
  });
}

export function useEndClientSession(clientId: string) {
  return useClientSessionsMutation(clientId, (sessionId: string) =>
    answerOf(
      api.admin.clients[':clientId'].sessions[':sessionId'].$delete({
        param: { clientId, sessionId },
      }),
    ),
  );
}

export function useEndAllClientSessions(clientId: string) {
  return useClientSessionsMutation(clientId, (_: void) =>
    answerOf(api.admin.clients[':clientId'].sessions.$delete({ param: { clientId } })),
  );
}
