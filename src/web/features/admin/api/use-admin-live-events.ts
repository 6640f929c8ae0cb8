import { useQueryClient } from '@tanstack/react-query';
import {
  DISPATCH_CHANGED_EVENT,
  NOTIFICATION_EVENT,
  NOTIFICATIONS_READ_EVENT,
  REQUEST_CHANGED_EVENT,
  SHIPMENT_CHANGED_EVENT,
} from '#shared/live-events';
import type { RequestState } from '#shared/requests';
import { invalidateNotifications } from '../../../lib/notifications-key';
import { useEventStream } from '../../../lib/use-event-stream';
import { ADMIN_KEYS } from './admin-keys';
import { DISPATCH_BOARD_KEY } from './get-dispatch-board';

/**
 * The administrator's live stream, open while the admin area is: a change to any shipment, made
 * by any administrator on any instance, reads the shipment lists, details and overview again; a
 * client's request that moves (asked, approved, cancelled) reads the requests inbox again; the
 * Dispatch board follows its shipments and what the field reports (decision 076); the bell its
 * notifications.
 */
export function useAdminLiveEvents() {
  const queryClient = useQueryClient();
  const refreshBoard = () => void queryClient.invalidateQueries({ queryKey: DISPATCH_BOARD_KEY });
  const refreshShipments = () => {
    void queryClient.invalidateQueries({ queryKey: ADMIN_KEYS.shipments });
    void queryClient.invalidateQueries({ queryKey: ADMIN_KEYS.overview });
    refreshBoard();
  };
  const refreshBell = () => void invalidateNotifications(queryClient);
  const refreshRequests = () =>
    void queryClient.invalidateQueries({ queryKey: ADMIN_KEYS.requests });
  // An accepted booking became a shipment: the shipments are read again too.
  const onRequestChanged = (change: unknown) => {
    refreshRequests();
    if ((change as { state?: RequestState } | null)?.state === 'scheduled') refreshShipments();
  };
  useEventStream(
    '/api/live',
    {
      [SHIPMENT_CHANGED_EVENT]: refreshShipments,
      [REQUEST_CHANGED_EVENT]: onRequestChanged,
      [DISPATCH_CHANGED_EVENT]: refreshBoard,
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
