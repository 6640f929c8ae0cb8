import { queryOptions, useQuery } from '@tanstack/react-query';
import { answerOf, api } from '../../../lib/api-client';

async function getAccessRequests() {
  const { requests } = await answerOf(api.admin['access-requests'].$get());
  return requests;
}

export const accessRequestsQueryOptions = queryOptions({
  queryKey: ['admin', 'access-requests'],
  queryFn: getAccessRequests,
});

export function useAccessRequests() {
  return useQuery(accessRequestsQueryOptions);
}
