import { queryOptions, useQuery } from '@tanstack/react-query';
import { answerOf, api } from '../lib/api-client';

export const sessionQueryOptions = queryOptions({
  queryKey: ['auth', 'session'],
  queryFn: () => answerOf(api.auth['get-session'].$get()),
});

export function useSession() {
  const { data, isPending } = useQuery(sessionQueryOptions);
  // A failed read counts as signed out: the server decides access anyway.
  const user = data?.user ?? null;
  return { user, isAdmin: user?.role === 'admin', isPending };
}
