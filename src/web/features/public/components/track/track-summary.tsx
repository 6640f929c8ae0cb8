import type { ReactNode } from 'react';
import type { PublicTracking } from '#shared/tracking-answer';
import { SecurityLevelBadge } from '../../../../ui/security-level-badge';
import { ShipmentStatusBadge } from '../../../../ui/shipment-status-badge';
import { formatDateTime, NOT_AVAILABLE } from '../../../../lib/format';

/** The result's header: number, route and status, then the four facts a visitor looks for. */
export function TrackSummary({ tracking }: { tracking: PublicTracking }) {
  const delivered = tracking.status === 'delivered';
  return (
    <section
      aria-labelledby="track-result-heading"
      className="rounded-lg border border-border bg-card p-6 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <p className="text-sm text-muted-foreground">Tracking Number</p>
          <h2 id="track-result-heading" className="text-2xl font-bold tracking-tight break-all">
            {tracking.tracking_number}
          </h2>
          <p className="mt-1 text-muted-foreground">
            {tracking.origin} → {tracking.destination}
          </p>
        </div>
        <ShipmentStatusBadge status={tracking.status} />
      </div>
      <dl className="mt-6 grid grid-cols-1 gap-4 border-t border-border pt-6 sm:grid-cols-2 lg:grid-cols-4">
        <Fact label="Current Location">{tracking.current_location || NOT_AVAILABLE}</Fact>
        {delivered ? (
          <Fact label="Delivered At">{formatDateTime(tracking.delivered_at)}</Fact>
        ) : (
          <Fact label="Estimated Delivery">{formatDateTime(tracking.estimated_delivery)}</Fact>
        )}
        <Fact label="Security Level">
          <SecurityLevelBadge level={tracking.security_level} />
        </Fact>
        <Fact label="Carrier">{tracking.carrier}</Fact>
      </dl>
    </section>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}
