import { useQueryClient } from '@tanstack/react-query';
import {
  NOTIFICATION_EVENT,
  NOTIFICATIONS_READ_EVENT,
  SHIPMENT_CHANGED_EVENT,
} from '#shared/live-events';
import { invalidateNotifications } from '../../../lib/notifications-key';
import { useEventStream } from '../../../lib/use-event-stream';
import { PORTAL_SHIPMENTS_KEY } from './get-shipments';

/**
 * The signed-in client's live stream, open while the portal is: their shipments are read again
 * when staff change one, and the bell when a notification arrives or is read in another tab.
 */
export function usePortalLiveEvents() {
  const queryClient = useQueryClient();
  const refreshShipments = () =>
    void queryClient.invalidateQueries({ queryKey: PORTAL_SHIPMENTS_KEY });
  const refreshBell = () => void invalidateNotifications(queryClient);
  useEventStream(
    '/api/live',
    {
      [SHIPMENT_CHANGED_EVENT]: refreshShipments,
      [NOTIFICATION_EVENT]: refreshBell,
      [NOTIFICATIONS_READ_EVENT]: refreshBell,
    },
    () => {
      refreshShipments();
      refreshBell();
    },
  );
}
