import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientName, CLIENT_SORTS } from '#shared/admin';
import type { AdminClient } from '#shared/portal';
import type { Page } from '#shared/list-query';
import { apiFetch } from '../../../lib/api';
import { queryString } from '../../../lib/query-string';
import { ADMIN_KEYS } from './admin-keys';

export type ClientListParams = {
  page: number;
  search: string;
  sort: (typeof CLIENT_SORTS)[number];
  dir: 'asc' | 'desc';
};

const clientsQueryOptions = (params: ClientListParams) =>
  queryOptions({
    queryKey: [...ADMIN_KEYS.clients, 'list', params],
    queryFn: () => apiFetch<Page<AdminClient>>(`/api/admin/clients${queryString(params)}`),
    meta: { errorTitle: 'Error fetching clients' },
  });

export function useClients(params: ClientListParams) {
  return useQuery({ ...clientsQueryOptions(params), placeholderData: keepPreviousData });
}

/** The picker's choices for what the admin typed, found on the server. */
export function useClientOptions(search: string) {
  return useQuery({
    queryKey: [...ADMIN_KEYS.clients, 'options', search],
    queryFn: async () =>
      (
        await apiFetch<{ options: ClientName[] }>(
          `/api/admin/clients/options${queryString({ search })}`,
        )
      ).options,
    placeholderData: keepPreviousData,
  });
}

export function useClient(clientId: string | null) {
  return useQuery({
    queryKey: [...ADMIN_KEYS.clients, 'detail', clientId],
    queryFn: () =>
      apiFetch<AdminClient>(`/api/admin/clients/${encodeURIComponent(clientId ?? '')}`),
    enabled: clientId !== null,
  });
}
