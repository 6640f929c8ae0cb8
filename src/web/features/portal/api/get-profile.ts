import { queryOptions, useQuery } from '@tanstack/react-query';
import { answerOf, api } from '../../../lib/api-client';

export const profileQueryOptions = queryOptions({
  queryKey: ['portal', 'profile'],
  queryFn: () => answerOf(api.portal.profile.$get()),
  retry: false,
  meta: { errorTitle: 'Failed to load details' },
});

export function useProfile() {
  return useQuery(profileQueryOptions);
}
