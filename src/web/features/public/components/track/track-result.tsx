import type { PublicTracking } from '#shared/tracking-answer';
import { TrackActions } from './track-actions';
import { TrackLiveMap } from './track-live-map';
import { TrackPackageDetails } from './track-package-details';
import { TrackSecurityFeatures } from './track-security-features';
import { TrackSummary } from './track-summary';
import { TrackTimeline } from './track-timeline';

export function TrackResult({ tracking }: { tracking: PublicTracking }) {
  return (
    <div className="grid gap-6">
      <TrackSummary tracking={tracking} />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="grid content-start gap-6 lg:col-span-2">
          <TrackLiveMap trackingNumber={tracking.tracking_number} />
          <TrackTimeline timeline={tracking.timeline} />
        </div>
        <div className="grid content-start gap-6">
          <TrackPackageDetails tracking={tracking} />
          <TrackSecurityFeatures features={tracking.security_features} />
          <TrackActions
            trackingNumber={tracking.tracking_number}
            photoCount={tracking.photo_count}
          />
        </div>
      </div>
    </div>
  );
}
