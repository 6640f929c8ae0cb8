import { queryOptions, useQuery } from '@tanstack/react-query';
import { answerOf, api } from '../../../lib/api-client';
import { ADMIN_KEYS } from './admin-keys';

const analyticsQueryOptions = queryOptions({
  queryKey: ADMIN_KEYS.analytics,
  queryFn: () => answerOf(api.admin.analytics.$get()),
  meta: { errorTitle: 'Error fetching data' },
});

export function useAnalytics() {
  return useQuery(analyticsQueryOptions);
}
