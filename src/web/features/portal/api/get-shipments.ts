import { queryOptions, useQuery } from '@tanstack/react-query';
import { answerOf, api } from '../../../lib/api-client';

export const PORTAL_SHIPMENTS_KEY = ['portal', 'shipments'] as const;

const shipmentsQueryOptions = queryOptions({
  queryKey: PORTAL_SHIPMENTS_KEY,
  meta: { errorTitle: 'Error fetching shipments' },
  queryFn: async () => (await answerOf(api.portal.shipments.$get())).shipments,
});

export function useShipments() {
  return useQuery(shipmentsQueryOptions);
}
