import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SHIPMENT_SORTS } from '#shared/admin';
import type { ShipmentStatus } from '#shared/shipment-status';
import { answerOf, api } from '../../../lib/api-client';
import { ADMIN_KEYS } from './admin-keys';

export type ShipmentListParams = {
  page: number;
  search: string;
  status: ShipmentStatus | 'all';
  sort: (typeof SHIPMENT_SORTS)[number];
  dir: 'asc' | 'desc';
};

const shipmentsQueryOptions = ({ page, search, status, sort, dir }: ShipmentListParams) =>
  queryOptions({
    queryKey: [...ADMIN_KEYS.shipments, 'list', { page, search, status, sort, dir }],
    queryFn: () =>
      answerOf(
        api.admin.shipments.$get({
          query: {
            page,
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
