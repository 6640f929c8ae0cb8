import { useQuery } from '@tanstack/react-query';
import type { RequestKind, RequestState } from '#shared/requests';
import { answerOf, api } from '../../../lib/api-client';
import { listQueryOptions } from '../../../lib/list-query-options';
import { ADMIN_KEYS } from './admin-keys';

export type RequestInboxParams = {
  page: number;
  kind: RequestKind | 'all';
  state: RequestState | 'all';
};

/** One page of every organisation's requests, newest first, by type and state. */
export function useRequestInbox({ page, kind, state }: RequestInboxParams) {
  return useQuery(
    listQueryOptions({
      key: [...ADMIN_KEYS.requests, 'list'],
      chosen: { page, kind, state },
      fetch: (query) => answerOf(api.admin.requests.$get({ query })),
      errorTitle: 'Error fetching requests',
    }),
  );
}
