import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { SHIPMENT_CHANGED_EVENT } from '#shared/live-events';
import { ApiError } from '../../../lib/api';
import { answerOf, api } from '../../../lib/api-client';
import { useEventStream } from '../../../lib/use-event-stream';
import { ADMIN_KEYS } from './admin-keys';

/**
 * One shipment with its history. A shipment that does not exist (404, or 400 for an id that
 * cannot be one) is an answer, null, shown as 'Shipment not found.'; any other failure is an error
 * the page leaves on (spec §2).
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

/** The shipment, read again whenever staff anywhere change it (its live stream says so). */
export function useShipment(shipmentId: string) {
  const query = useQuery(shipmentQueryOptions(shipmentId));
  const queryClient = useQueryClient();
  const number = query.data?.tracking_number ?? null;
  const refresh = () =>
    void queryClient.invalidateQueries({ queryKey: shipmentQueryOptions(shipmentId).queryKey });
  useEventStream(number ? `/api/track/${encodeURIComponent(number)}/events` : null, {
    [SHIPMENT_CHANGED_EVENT]: refresh,
    onResubscribed: refresh,
  });
  return query;
}
