import { queryOptions, useQuery } from '@tanstack/react-query';
import { answerOf, api } from '../../../lib/api-client';
import { PORTAL_REQUESTS_KEY } from './get-requests';

const requestQueryOptions = (requestId: string) =>
  queryOptions({
    queryKey: [...PORTAL_REQUESTS_KEY, 'detail', requestId],
    queryFn: () => answerOf(api.requests[':requestId'].$get({ param: { requestId } })),
    meta: { errorTitle: 'Error fetching request' },
    // Another organisation's request, or none, answers 404: asking again changes nothing.
    retry: false,
  });

/** One of the organisation's requests, with what the signed-in person may do to it now. */
export function useRequest(requestId: string) {
  return useQuery(requestQueryOptions(requestId));
}
