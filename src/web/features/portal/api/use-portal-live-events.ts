import { useQueryClient } from '@tanstack/react-query';
import {
  NOTIFICATION_EVENT,
  NOTIFICATIONS_READ_EVENT,
  REQUEST_CHANGED_EVENT,
  SHIPMENT_CHANGED_EVENT,
} from '#shared/live-events';
import type { RequestState } from '#shared/requests';
import { invalidateNotifications } from '../../../lib/notifications-key';
import { useEventStream } from '../../../lib/use-event-stream';
import { PORTAL_REQUESTS_KEY } from './get-requests';
import { PORTAL_SHIPMENTS_KEY } from './get-shipments';

/**
 * The signed-in client's live stream, open while the portal is: their shipments are read again
 * when staff change one, the organisation's requests when one moves (an approval by a colleague,
 * ours), and the bell when a notification arrives or is read in another tab.
 */
export function usePortalLiveEvents() {
  const queryClient = useQueryClient();
  const refreshShipments = () =>
    void queryClient.invalidateQueries({ queryKey: PORTAL_SHIPMENTS_KEY });
  const refreshRequests = () =>
    void queryClient.invalidateQueries({ queryKey: PORTAL_REQUESTS_KEY });
  // A booking we accepted became a shipment: the shipments are read again too.
  const onRequestChanged = (change: unknown) => {
    refreshRequests();
    if ((change as { state?: RequestState } | null)?.state === 'scheduled') refreshShipments();
  };
  const refreshBell = () => void invalidateNotifications(queryClient);
  useEventStream(
    '/api/live',
    {
      [SHIPMENT_CHANGED_EVENT]: refreshShipments,
      [REQUEST_CHANGED_EVENT]: onRequestChanged,
      [NOTIFICATION_EVENT]: refreshBell,
      [NOTIFICATIONS_READ_EVENT]: refreshBell,
    },
    () => {
      refreshShipments();
      refreshRequests();
      refreshBell();
    },
  );
}
