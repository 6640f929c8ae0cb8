import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { answerOf, api } from '../../lib/api-client';

const sessionsQueryOptions = queryOptions({
  queryKey: ['account', 'sessions'],
  queryFn: async () => (await answerOf(api.account.sessions.$get())).sessions,
});

export function useAccountSessions() {
  return useQuery(sessionsQueryOptions);
}

function useSessionsMutation<Input, Output>(request: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryOptions.queryKey }),
  });
}

export function useEndSession() {
  return useSessionsMutation((sessionId: string) =>
    answerOf(api.account.sessions[':sessionId'].$delete({ param: { sessionId } })),
  );
}

export function useEndOtherSessions() {
  return useSessionsMutation((_: void) => answerOf(api.account.sessions['revoke-others'].$post()));
}
