import { useQueryClient } from '@tanstack/react-query';
import { SHIPMENT_CHANGED_EVENT } from '#shared/live-events';
import { useEventStream } from '../../../lib/use-event-stream';
import { PORTAL_SHIPMENTS_KEY } from './get-shipments';

/**
 * The signed-in client's live stream, open while the portal is: their shipments are read again
 * when staff change one.
 */
export function usePortalLiveEvents() {
  const queryClient = useQueryClient();
  const refreshShipments = () =>
    void queryClient.invalidateQueries({ queryKey: PORTAL_SHIPMENTS_KEY });
  useEventStream('/api/live', {
    [SHIPMENT_CHANGED_EVENT]: refreshShipments,
    onResubscribed: refreshShipments,
  });
}
