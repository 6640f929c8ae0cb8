import { describeShipmentStatus } from '#shared/shipment-status';
import { ToneBadge } from './tone-badge';

/** A shipment status in its label and colour, the same on every page. */
export function ShipmentStatusBadge({ status }: { status: string }) {
  const { label, tone } = describeShipmentStatus(status);
  return <ToneBadge tone={tone}>{label}</ToneBadge>;
}
