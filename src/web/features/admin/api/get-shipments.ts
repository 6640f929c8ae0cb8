import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SHIPMENT_SORTS } from '#shared/admin';
import type { ShipmentStatus } from '#shared/shipment-status';
import { answerOf, api } from '../../../lib/api-client';
import { ADMIN_KEYS } from './admin-keys';

export type ShipmentListParams = {
  page: number;
  /** The server's cursor for this page; '' to ask for it by number. */
  cursor: string;
  search: string;
  status: ShipmentStatus | 'all';
  sort: (typeof SHIPMENT_SORTS)[number];
  dir: 'asc' | 'desc';
};

const shipmentsQueryOptions = ({ page, cursor, search, status, sort, dir }: ShipmentListParams) =>
  queryOptions({
    queryKey: [...ADMIN_KEYS.shipments, 'list', { page, cursor, search, status, sort, dir }],
    queryFn: () =>
      answerOf(
        api.admin.shipments.$get({
          query: {
            page,
            cursor: cursor || undefined,
            search: search || undefined,
            status: status === 'all' ? undefined : status,
            sort,
            dir,
          },
        }),
      ),
    meta: { errorTitle: 'Error fetching data' },
  });

export function useShipments(params: ShipmentListParams) {
  return useQuery({ ...shipmentsQueryOptions(params), placeholderData: keepPreviousData });
}
