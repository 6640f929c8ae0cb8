import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientShipment } from '#shared/portal';
import { apiFetch } from '../../../lib/api';

const shipmentsQueryOptions = queryOptions({
  queryKey: ['portal', 'shipments'],
  meta: { errorTitle: 'Error fetching shipments' },
  queryFn: async () =>
    (await apiFetch<{ shipments: ClientShipment[] }>('/api/portal/shipments')).shipments,
});

export function useShipments() {
  return useQuery(shipmentsQueryOptions);
}
