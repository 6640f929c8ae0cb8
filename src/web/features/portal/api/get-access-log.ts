import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Page } from '#shared/list-query';
import type { AccessLogEntry } from '#shared/portal';
import { apiFetch } from '../../../lib/api';

const accessLogQueryKey = ['portal', 'access-log'] as const;

export const ACCESS_LOG_CSV_URL = '/api/portal/access-log.csv';

const accessLogQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...accessLogQueryKey, page],
    queryFn: () => apiFetch<Page<AccessLogEntry>>(`/api/portal/access-log?page=${page}`),
    // A log is read fresh each visit: a view recorded a moment ago must be there.
    staleTime: 0,
    meta: { errorTitle: 'Error fetching access logs' },
  });

export function useAccessLog(page: number) {
  return useQuery({ ...accessLogQueryOptions(page), placeholderData: keepPreviousData });
}
