import type { ShipmentStatus } from '#shared/shipment-status';
import { PageHeader } from '../../../ui/page-header';
import { ShipmentStatusBadge } from '../../../ui/shipment-status-badge';

/** A shipment page's heading: its number, whose and which way it goes, and its status now. */
export function ShipmentHeader({
  shipment,
  clientName,
}: {
  shipment: {
    tracking_number: string;
    origin: string;
    destination: string;
    status: ShipmentStatus;
  };
  clientName: string;
}) {
  return (
    <PageHeader
      title={shipment.tracking_number}
      description={`${clientName} · ${shipment.origin} → ${shipment.destination}`}
      actions={
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          Current status <ShipmentStatusBadge status={shipment.status} />
        </p>
      }
    />
  );
}
