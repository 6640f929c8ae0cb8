import { useQuery, useQueryClient } from '@tanstack/react-query';
import { POSITIONS_REPORTED_EVENT } from '#shared/live-events';
import type { ShipmentPositions } from '#shared/shipment-positions';
import { useEventStream } from '../use-event-stream';

/**
 * A shipment's positions for its live map, read again whenever its crew reports (the signed-in
 * stream's `positions_reported`, decision 075) and after a break in the stream. The stream is
 * opened only once the first read succeeded: a reader the server refuses listens to nothing.
 */
export function useLivePositions<Answer extends ShipmentPositions | null>({
  queryKey,
  read,
  enabled = true,
}: {
  queryKey: readonly unknown[];
  /** Null: no map for this reader (the tracking page's read for a shipment not theirs). */
  read: () => Promise<Answer>;
  enabled?: boolean;
}) {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey, queryFn: read, enabled, retry: false });
  const shipmentId = query.data?.shipment_id ?? null;
  const refresh = () => void queryClient.invalidateQueries({ queryKey });
  useEventStream(
    shipmentId ? '/api/live' : null,
    {
      [POSITIONS_REPORTED_EVENT]: (event) => {
        if ((event as { shipment_id?: string } | null)?.shipment_id === shipmentId) refresh();
      },
    },
    (again) => {
      if (again) refresh();
    },
  );
  return query;
}
