import type { ShipmentFormInput, TrackingUpdateInput } from '#shared/shipment-schema';
import { answerOf, api } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';
import { ADMIN_KEYS } from './admin-keys';

/** Every shipment write refreshes the lists, the detail and the overview counts. */
const SHIPMENT_WRITE = { refresh: [ADMIN_KEYS.shipments, ADMIN_KEYS.overview] };

const shipment = api.admin.shipments[':shipmentId'];

export function useCreateShipment() {
  return useRefreshingMutation(SHIPMENT_WRITE, (form: ShipmentFormInput) =>
    answerOf(api.admin.shipments.$post({ json: form })),
  );
}

export function useUpdateShipment(shipmentId: string) {
  return useRefreshingMutation(SHIPMENT_WRITE, (form: ShipmentFormInput) =>
    answerOf(shipment.$put({ param: { shipmentId }, json: form })),
  );
}

export function useDeleteShipment() {
  return useRefreshingMutation(SHIPMENT_WRITE, (shipmentId: string) =>
    answerOf(shipment.$delete({ param: { shipmentId } })),
  );
}

export function useAddTrackingUpdate(shipmentId: string) {
  return useRefreshingMutation(SHIPMENT_WRITE, (update: TrackingUpdateInput) =>
    answerOf(shipment.updates.$post({ param: { shipmentId }, json: update })),
  );
}
