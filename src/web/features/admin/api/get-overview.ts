import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OverviewStats } from '#shared/admin';
import { apiFetch } from '../../../lib/api';
import { ADMIN_KEYS } from './admin-keys';

const overviewQueryOptions = queryOptions({
  queryKey: ADMIN_KEYS.overview,
  queryFn: () => apiFetch<OverviewStats>('/api/admin/overview'),
  staleTime: 0,
  meta: {
    errorTitle: 'Failed to load dashboard data',
    errorDescription: 'Please check your connection and try again.',
  },
});

export function useOverview() {
  return useQuery(overviewQueryOptions);
}
