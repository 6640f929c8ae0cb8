import { queryOptions, useQuery } from '@tanstack/react-query';
import { answerOf, api } from '../../../lib/api-client';

const shipmentsQueryOptions = queryOptions({
  queryKey: ['portal', 'shipments'],
  meta: { errorTitle: 'Error fetching shipments' },
  queryFn: async () => (await answerOf(api.portal.shipments.$get())).shipments,
});

export function useShipments() {
  return useQuery(shipmentsQueryOptions);
}
