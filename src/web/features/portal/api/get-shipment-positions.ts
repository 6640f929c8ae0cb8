import { answerOf, api } from '../../../lib/api-client';
import { useLivePositions } from '../../../lib/live-map/use-live-positions';
import { PORTAL_SHIPMENTS_KEY } from './get-shipments';

/** A shipment's live map as its organisation reads it (decision 075), asked once the map is open. */
export function useShipmentPositions(shipmentId: string, open: boolean) {
  return useLivePositions({
    queryKey: [...PORTAL_SHIPMENTS_KEY, 'positions', shipmentId],
    read: () =>
      answerOf(api.portal.shipments[':shipmentId'].positions.$get({ param: { shipmentId } })),
    enabled: open,
  });
}
