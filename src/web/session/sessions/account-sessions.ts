import { queryOptions, useQuery } from '@tanstack/react-query';
import { answerOf, api } from '../../lib/api-client';
import { useRefreshingMutation } from '../../lib/use-refreshing-mutation';

const sessionsQueryOptions = queryOptions({
  queryKey: ['account', 'sessions'],
  queryFn: async () => (await answerOf(api.account.sessions.$get())).sessions,
});

export function useAccountSessions() {
  return useQuery(sessionsQueryOptions);
}

const SESSIONS_CHANGE = { refresh: [sessionsQueryOptions.queryKey], evenAfterFailure: true };

export function useEndSession() {
  return useRefreshingMutation(SESSIONS_CHANGE, (sessionId: string) =>
    answerOf(api.account.sessions[':sessionId'].$delete({ param: { sessionId } })),
  );
}

export function useEndOtherSessions() {
  return useRefreshingMutation(SESSIONS_CHANGE, (_: void) =>
    answerOf(api.account.sessions['revoke-others'].$post()),
  );
}
