import { useQueryClient } from '@tanstack/react-query';
import { SHIPMENT_CHANGED_EVENT } from '#shared/live-events';
import { useEventStream } from '../../../lib/use-event-stream';
import { ADMIN_KEYS } from './admin-keys';

/**
 * The administrator's live stream, open while the admin area is: a change to any shipment, made
 * by any administrator on any instance, reads the shipment lists, details and overview again.
 */
export function useAdminLiveEvents() {
  const queryClient = useQueryClient();
  const refreshShipments = () => {
    void queryClient.invalidateQueries({ queryKey: ADMIN_KEYS.shipments });
    void queryClient.invalidateQueries({ queryKey: ADMIN_KEYS.overview });
  };
  useEventStream('/api/live', { [SHIPMENT_CHANGED_EVENT]: refreshShipments }, refreshShipments);
}
