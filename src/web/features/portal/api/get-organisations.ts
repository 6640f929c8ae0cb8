import { queryOptions, useQuery } from '@tanstack/react-query';
import { answerOf, api } from '../../../lib/api-client';

export const organisationsQueryOptions = queryOptions({
  queryKey: ['portal', 'organisations'],
  queryFn: () => answerOf(api.team.organisations.$get()),
});

/** Every organisation the account belongs to, the one the session works in marked `current`. */
export function useOrganisations() {
  return useQuery(organisationsQueryOptions);
}
