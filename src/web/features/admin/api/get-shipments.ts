import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminShipmentRow, SHIPMENT_SORTS } from '#shared/admin';
import type { Page } from '#shared/list-query';
import type { ShipmentStatus } from '#shared/shipment-status';
import { apiFetch } from '../../../lib/api';
import { queryString } from '../../../lib/query-string';
import { ADMIN_KEYS } from './admin-keys';

export type ShipmentListParams = {
  page: number;
  search: string;
  status: ShipmentStatus | 'all';
  sort: (typeof SHIPMENT_SORTS)[number];
  dir: 'asc' | 'desc';
};

const shipmentsQueryOptions = (params: ShipmentListParams) =>
  queryOptions({
    queryKey: [...ADMIN_KEYS.shipments, 'list', params],
    queryFn: () =>
      apiFetch<Page<AdminShipmentRow>>(
        `/api/admin/shipments${queryString({
          ...params,
          status: params.status === 'all' ? undefined : params.status,
        })}`,
      ),
    meta: { errorTitle: 'Error fetching data' },
  });

export function useShipments(params: ShipmentListParams) {
  return useQuery({ ...shipmentsQueryOptions(params), placeholderData: keepPreviousData });
}
