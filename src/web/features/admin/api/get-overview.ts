import { queryOptions, useQuery } from '@tanstack/react-query';
import { answerOf, api } from '../../../lib/api-client';
import { ADMIN_KEYS } from './admin-keys';

const overviewQueryOptions = queryOptions({
  queryKey: ADMIN_KEYS.overview,
  queryFn: () => answerOf(api.admin.overview.$get()),
  staleTime: 0,
  meta: {
    errorTitle: 'Failed to load dashboard data',
    errorDescription: 'Please check your connection and try again.',
  },
});

export function useOverview() {
  return useQuery(overviewQueryOptions);
}
