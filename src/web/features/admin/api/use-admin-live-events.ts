import { useQueryClient } from '@tanstack/react-query';
import { REQUEST_CHANGED_EVENT, SHIPMENT_CHANGED_EVENT } from '#shared/live-events';
import type { RequestState } from '#shared/requests';
import { useEventStream } from '../../../lib/use-event-stream';
import { ADMIN_KEYS } from './admin-keys';

/**
 * The administrator's live stream, open while the admin area is: a change to any shipment, made
 * by any administrator on any instance, reads the shipment lists, details and overview again; a
 * client's request that moves (asked, approved, cancelled) reads the requests inbox again.
 */
export function useAdminLiveEvents() {
  const queryClient = useQueryClient();
  const refreshShipments = () => {
    void queryClient.invalidateQueries({ queryKey: ADMIN_KEYS.shipments });
    void queryClient.invalidateQueries({ queryKey: ADMIN_KEYS.overview });
  };
  const refreshRequests = () =>
    void queryClient.invalidateQueries({ queryKey: ADMIN_KEYS.requests });
  // An accepted booking became a shipment: the shipments are read again too.
  const onRequestChanged = (change: unknown) => {
    refreshRequests();
    if ((change as { state?: RequestState } | null)?.state === 'scheduled') refreshShipments();
  };
  useEventStream(
    '/api/live',
    { [SHIPMENT_CHANGED_EVENT]: refreshShipments, [REQUEST_CHANGED_EVENT]: onRequestChanged },
    () => {
      refreshShipments();
      refreshRequests();
    },
  );
}
