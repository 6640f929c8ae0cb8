import { CircleCheck } from 'lucide-react';
import type { TrackingUpdate } from '#shared/tracking-answer';
import { ShipmentStatusBadge } from '../../../../ui/shipment-status-badge';
import { TrackCard } from './track-card';
import { formatDateTime } from '../../../../lib/format';

/** The shipment's updates as the server orders them: newest first, every one completed. */
export function TrackTimeline({ timeline }: { timeline: TrackingUpdate[] }) {
  return (
    <TrackCard id="track-timeline-heading" title="Shipment Timeline">
      {timeline.length === 0 ? (
        <p className="text-muted-foreground">No tracking updates yet.</p>
      ) : (
        <ol aria-labelledby="track-timeline-heading" className="grid gap-6">
          {timeline.map((update) => (
            <li key={`${update.timestamp}-${update.status}`} className="flex gap-4">
              <CircleCheck
                role="img"
                aria-label="Completed"
                className="mt-0.5 size-6 shrink-0 text-green-700 dark:text-green-400"
              />
              <div className="grid min-w-0 gap-1">
                <div className="flex flex-wrap items-center gap-2">
                  <ShipmentStatusBadge status={update.status} />
                  <span className="font-medium">{update.location}</span>
                </div>
                {update.description && (
                  <p className="text-sm text-muted-foreground">{update.description}</p>
                )}
                <time dateTime={update.timestamp} className="text-sm text-muted-foreground">
                  {formatDateTime(update.timestamp)}
                </time>
              </div>
            </li>
          ))}
        </ol>
      )}
    </TrackCard>
  );
}
