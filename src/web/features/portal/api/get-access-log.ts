import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { answerOf, api } from '../../../lib/api-client';

const accessLogQueryKey = ['portal', 'access-log'] as const;

const accessLogQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...accessLogQueryKey, page],
    queryFn: () => answerOf(api.portal['access-log'].$get({ query: { page: String(page) } })),
    // A log is read fresh each visit: a view recorded a moment ago must be there.
    staleTime: 0,
    meta: { errorTitle: 'Error fetching access logs' },
  });

export function useAccessLog(page: number) {
  return useQuery({ ...accessLogQueryOptions(page), placeholderData: keepPreviousData });
}
