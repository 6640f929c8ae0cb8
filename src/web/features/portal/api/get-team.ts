import { queryOptions, useQuery } from '@tanstack/react-query';
import { answerOf, api } from '../../../lib/api-client';

export const teamQueryOptions = queryOptions({
  queryKey: ['portal', 'team'],
  queryFn: () => answerOf(api.team.$get()),
  // An account in no organisation is answered 404: asking again changes nothing.
  retry: false,
  meta: { errorTitle: 'Error fetching the team' },
});

/** The organisation the session works in, its people and its open invitations. */
export function useTeam() {
  return useQuery(teamQueryOptions);
}
