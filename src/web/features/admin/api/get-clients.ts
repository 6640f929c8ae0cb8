import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CLIENT_SORTS } from '#shared/admin/clients';
import { answerOf, api } from '../../../lib/api-client';
import { listQueryOptions } from '../../../lib/list-query-options';
import { ADMIN_KEYS } from './admin-keys';

export type ClientListParams = {
  page: number;
  /** The server's cursor for this page; '' to ask for it by number. */
  cursor: string;
  search: string;
  sort: (typeof CLIENT_SORTS)[number];
  dir: 'asc' | 'desc';
};

export function useClients(params: ClientListParams) {
  return useQuery(
    listQueryOptions({
      key: [...ADMIN_KEYS.clients, 'list'],
      chosen: params,
      fetch: (query) => answerOf(api.admin.clients.$get({ query })),
      errorTitle: 'Error fetching clients',
    }),
  );
}

/** The picker's choices for what the admin typed, found on the server. */
export function useClientOptions(search: string) {
  return useQuery({
    queryKey: [...ADMIN_KEYS.clients, 'options', search],
    queryFn: async () =>
      (await answerOf(api.admin.clients.options.$get({ query: { search: search || undefined } })))
        .options,
    placeholderData: keepPreviousData,
  });
}

export function useClient(clientId: string | null) {
  return useQuery({
    queryKey: [...ADMIN_KEYS.clients, 'detail', clientId],
    queryFn: () =>
      answerOf(api.admin.clients[':clientId'].$get({ param: { clientId: clientId ?? '' } })),
    enabled: clientId !== null,
  });
}
