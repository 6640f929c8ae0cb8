import { useQuery } from '@tanstack/react-query';
import type { RequestState } from '#shared/requests';
import { answerOf, api } from '../../../lib/api-client';
import { listQueryOptions } from '../../../lib/list-query-options';

/** Every request query of the portal sits under it: a change or a live event reads them again. */
export const PORTAL_REQUESTS_KEY = ['portal', 'requests'] as const;

export type RequestsFilter = { page: number; state: RequestState | 'all' };

/** One page of the organisation's requests, newest first, in one state or all. */
export function useRequests(filter: RequestsFilter) {
  return useQuery(
    listQueryOptions({
      key: [...PORTAL_REQUESTS_KEY, 'list'],
      chosen: filter,
      fetch: (query) => answerOf(api.requests.$get({ query })),
      errorTitle: 'Error fetching requests',
    }),
  );
}
