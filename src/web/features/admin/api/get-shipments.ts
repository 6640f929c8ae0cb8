import { useQuery } from '@tanstack/react-query';
import type { SHIPMENT_SORTS } from '#shared/admin/shipments';
import type { ShipmentStatus } from '#shared/shipment-status';
import { answerOf, api } from '../../../lib/api-client';
import { listQueryOptions } from '../../../lib/list-query-options';
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

export function useShipments(params: ShipmentListParams) {
  return useQuery(
    listQueryOptions({
      key: [...ADMIN_KEYS.shipments, 'list'],
      chosen: params,
      fetch: (query) => answerOf(api.admin.shipments.$get({ query })),
      errorTitle: 'Error fetching data',
    }),
  );
}
