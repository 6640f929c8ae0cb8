import { answerOf, api } from '../../../lib/api-client';
import { useLivePositions } from '../../../lib/live-map/use-live-positions';
import { ADMIN_KEYS } from './admin-keys';

/** A shipment's live map as staff read it (decision 075), read again as its crew reports. */
export function useShipmentPositions(shipmentId: string) {
  return useLivePositions({
    queryKey: [...ADMIN_KEYS.shipments, 'positions', shipmentId],
    read: () =>
      answerOf(api.admin.shipments[':shipmentId'].positions.$get({ param: { shipmentId } })),
  });
}
