import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api';
import { answerOf, api } from '../../../lib/api-client';
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
      answerOf(api.admin.shipments[':shipmentId'].$get({ param: { shipmentId } })).catch(
        (error: unknown) => {
          if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
            return null;
          }
          throw error;
        },
      ),
    retry: false,
    meta: { errorTitle: 'Error fetching shipment data' },
  });

export function useShipment(shipmentId: string) {
  return useQuery(shipmentQueryOptions(shipmentId));
}
