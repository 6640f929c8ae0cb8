import { queryOptions, useQuery } from '@tanstack/react-query';
import { answerOf, api } from '../../../lib/api-client';
import { missingAsNull } from '../../../lib/missing-as-null';
import { ADMIN_KEYS } from './admin-keys';

/**
 * One shipment with its history. A shipment that does not exist (404, or 400 for an id that
 * cannot be one) is an answer, null, shown as 'Shipment not found.'; any other failure is an error
 * the page leaves on.
 */
const shipmentQueryOptions = (shipmentId: string) =>
  queryOptions({
    queryKey: [...ADMIN_KEYS.shipments, 'detail', shipmentId],
    queryFn: () =>
      missingAsNull(answerOf(api.admin.shipments[':shipmentId'].$get({ param: { shipmentId } }))),
    retry: false,
    meta: { errorTitle: 'Error fetching shipment data' },
  });

export function useShipment(shipmentId: string) {
  return useQuery(shipmentQueryOptions(shipmentId));
}
