import { queryOptions, useQuery } from '@tanstack/react-query';
import { answerOf, api } from '../../../lib/api-client';

export const delegationsQueryOptions = queryOptions({
  queryKey: ['portal', 'team', 'delegations'],
  queryFn: async () => (await answerOf(api.team.delegations.$get())).delegations,
  // An account in no organisation is answered 404, as for the team itself: asking again changes
  // nothing.
  retry: false,
  meta: { errorTitle: 'Error fetching shared access' },
});

/** The organisation's read access for people outside it, newest first (decision 065). */
export function useDelegations() {
  return useQuery(delegationsQueryOptions);
}
