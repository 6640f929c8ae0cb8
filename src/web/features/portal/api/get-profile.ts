import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientProfile } from '#shared/portal';
import { apiFetch } from '../../../lib/api';

export const profileQueryOptions = queryOptions({
  queryKey: ['portal', 'profile'],
  queryFn: () => apiFetch<ClientProfile>('/api/portal/profile'),
  retry: false,
  meta: { errorTitle: 'Failed to load details' },
});

export function useProfile() {
  return useQuery(profileQueryOptions);
}
