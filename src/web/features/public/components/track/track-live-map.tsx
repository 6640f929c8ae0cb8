import { ShipmentLiveMap } from '../../../../lib/live-map/lazy-live-map';
import { useSession } from '../../../../session/get-session';
import { useTrackedPositions } from '../../api/get-tracked-positions';
import { TrackCard } from './track-card';

/**
 * The live map, for the shipment's own client only (decision 075): everyone else, and the page
 * until the server said so, sees the public answer alone and downloads nothing of the map.
 */
export function TrackLiveMap({ trackingNumber }: { trackingNumber: string }) {
  const { user, isStaff } = useSession();
  const positions = useTrackedPositions(trackingNumber, user !== null && !isStaff);
  if (!positions.data) return null;
  return (
    <TrackCard id="track-live-map-heading" title="Live Map">
      <ShipmentLiveMap positions={positions.data} />
    </TrackCard>
  );
}
