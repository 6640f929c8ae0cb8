import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminTrackingUpdate } from '#shared/admin';
import type { ShipmentFormInput, TrackingUpdateInput } from '#shared/shipment-schema';
import { apiFetch } from '../../../lib/api';
import { ADMIN_KEYS } from './admin-keys';

type Saved = { id: string; tracking_number: string };

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

export function useCreateShipment() {
  return useShipmentMutation((form: ShipmentFormInput) =>
    apiFetch<Saved>('/api/admin/shipments', { method: 'POST', json: form }),
  );
}

export function useUpdateShipment(shipmentId: string) {
  return useShipmentMutation((form: ShipmentFormInput) =>
    apiFetch<Saved>(`/api/admin/shipments/${encodeURIComponent(shipmentId)}`, {
      method: 'PUT',
      json: form,
    }),
  );
}

export function useDeleteShipment() {
  return useShipmentMutation((shipmentId: string) =>
    apiFetch<Saved>(`/api/admin/shipments/${encodeURIComponent(shipmentId)}`, {
      method: 'DELETE',
    }),
  );
}

export function useAddTrackingUpdate(shipmentId: string) {
  return useShipmentMutation((update: TrackingUpdateInput) =>
    apiFetch<AdminTrackingUpdate>(
      `/api/admin/shipments/${encodeURIComponent(shipmentId)}/updates`,
      { method: 'POST', json: update },
    ),
  );
}
