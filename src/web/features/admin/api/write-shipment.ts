import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ShipmentFormInput, TrackingUpdateInput } from '#shared/shipment-schema';
import { answerOf, api } from '../../../lib/api-client';
import { ADMIN_KEYS } from './admin-keys';

/** Every shipment write refreshes the lists, the detail and the overview counts. */
function useShipmentMutation<Input, Output>(request: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ADMIN_KEYS.shipments }),
        queryClient.invalidateQueries({ queryKey: ADMIN_KEYS.overview }),
      ]),
  });
}

const shipment = api.admin.shipments[':shipmentId'];

export function useCreateShipment() {
  return useShipmentMutation((form: ShipmentFormInput) =>
    answerOf(api.admin.shipments.$post({ json: form })),
  );
}

export function useUpdateShipment(shipmentId: string) {
  return useShipmentMutation((form: ShipmentFormInput) =>
    answerOf(shipment.$put({ param: { shipmentId }, json: form })),
  );
}

export function useDeleteShipment() {
  return useShipmentMutation((shipmentId: string) =>
    answerOf(shipment.$delete({ param: { shipmentId } })),
  );
}

export function useAddTrackingUpdate(shipmentId: string) {
  return useShipmentMutation((update: TrackingUpdateInput) =>
    answerOf(shipment.updates.$post({ param: { shipmentId }, json: update })),
  );
}
