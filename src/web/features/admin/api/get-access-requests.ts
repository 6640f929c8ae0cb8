import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';

/** An account that chose "Admin" at sign-up and waits for an administrator's decision. */
export type AccessRequest = {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  requestedAt: string;
};

async function getAccessRequests(): Promise<AccessRequest[]> {
  const { requests } = await apiFetch<{ requests: AccessRequest[] }>('/api/admin/access-requests');
  return requests;
}

export const accessRequestsQueryOptions = queryOptions({
  queryKey: ['admin', 'access-requests'],
  queryFn: getAccessRequests,
});

export function useAccessRequests() {
  return useQuery(accessRequestsQueryOptions);
}
