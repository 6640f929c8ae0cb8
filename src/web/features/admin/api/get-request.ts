import { queryOptions, useQuery } from '@tanstack/react-query';
import { answerOf, api } from '../../../lib/api-client';
import { ADMIN_KEYS } from './admin-keys';

const requestQueryOptions = (requestId: string) =>
  queryOptions({
    queryKey: [...ADMIN_KEYS.requests, 'detail', requestId],
    queryFn: () => answerOf(api.admin.requests[':requestId'].$get({ param: { requestId } })),
    meta: { errorTitle: 'Error fetching request' },
    retry: false,
  });

/** One request with its history, and what the staff member's role may do to it now. */
export function useInboxRequest(requestId: string) {
  return useQuery(requestQueryOptions(requestId));
}
