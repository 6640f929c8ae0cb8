import type { ReactNode } from 'react';
import type { AdminShipmentDetail } from '#shared/admin/shipments';
import { formatDateTime } from '../../../lib/format';
import { ShipmentStatusBadge } from '../../../ui/shipment-status-badge';

type HistoryUpdate = Omit<AdminShipmentDetail['updates'][number], 'photos'>;

/**
 * A shipment's tracking updates newest first, in a box of 18rem that scrolls (and can be scrolled
 * by keyboard); `children` adds what a page shows under each, such as its custody photos.
 */
export function ShipmentHistory<Update extends HistoryUpdate>({
  updates,
  children,
}: {
  updates: readonly Update[];
  children?: (update: Update) => ReactNode;
}) {
  return (
    <div
      role="region"
      aria-label="Tracking history"
      tabIndex={0}
      className="h-72 overflow-y-auto rounded-md border border-border p-4 focus-visible:outline-2 focus-visible:outline-ring"
    >
      {updates.length === 0 ? (
        <p className="text-muted-foreground">No tracking history available.</p>
      ) : (
        <ol className="grid gap-4">
          {updates.map((update) => (
            <li key={update.id} className="grid gap-1 border-l-2 border-border pl-4">
              <div className="flex flex-wrap items-center gap-2">
                <ShipmentStatusBadge status={update.status} />
                <span className="font-medium">{update.location}</span>
              </div>
              {update.description && <p className="text-sm">{update.description}</p>}
              <time dateTime={update.timestamp} className="text-xs text-muted-foreground">
                {formatDateTime(update.timestamp)}
              </time>
              {children?.(update)}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
