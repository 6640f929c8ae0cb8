import { queryOptions, useQuery } from '@tanstack/react-query';
import { answerOf, api } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';
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

/** Read again after a failure too: the session may have ended meanwhile. */
const refreshSessionsOf = (clientId: string) => ({
  refresh: [clientSessionsQueryOptions(clientId).queryKey],
  evenAfterFailure: true,
});

export function useEndClientSession(clientId: string) {
  return useRefreshingMutation(refreshSessionsOf(clientId), (sessionId: string) =>
    answerOf(
      api.admin.clients[':clientId'].sessions[':sessionId'].$delete({
        param: { clientId, sessionId },
      }),
    ),
  );
}

export function useEndAllClientSessions(clientId: string) {
  return useRefreshingMutation(refreshSessionsOf(clientId), (_: void) =>
    answerOf(api.admin.clients[':clientId'].sessions.$delete({ param: { clientId } })),
  );
}
