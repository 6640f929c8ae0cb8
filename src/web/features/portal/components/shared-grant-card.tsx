import { Eye } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { describeShared, type SharedWithMe } from '#shared/delegation';
import { VAULT_CATEGORY_LABELS } from '#shared/vault-category';
import { formatDate, formatDateTime, formatMoney } from '../../../lib/format';
import { Button } from '../../../ui/button';
import { SecurityLevelBadge } from '../../../ui/security-level-badge';
import { ShipmentStatusBadge } from '../../../ui/shipment-status-badge';

type SharedGrant = SharedWithMe['grants'][number];

type SharedGrantCardProps = {
  grant: SharedGrant;
  /** Told which button asked, so the focus can go back to it when the details close. */
  onViewItem: (itemId: string, opener: HTMLElement) => void;
};

/** One organisation's grant: until when, its items (each opened on demand) and its shipments. */
export function SharedGrantCard({ grant, onViewItem }: SharedGrantCardProps) {
  const headingId = useId();
  const organisation = grant.organisation_name;
  const what = describeShared({ items: grant.items.length, shipments: grant.shipments.length });
  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-5 rounded-lg border border-border bg-card p-5 shadow-sm"
    >
      <div className="grid gap-1">
        <h2 id={headingId} className="text-lg font-semibold break-words">
          {organisation} — until {formatDateTime(grant.ends_at)}
        </h2>
        <p className="text-sm text-muted-foreground">
          {what}, {grant.show_values ? 'with their values' : 'without their values'}.
        </p>
      </div>
      {grant.items.length > 0 && (
        <div className="grid gap-2">
          <h3 className="font-semibold">Vault Items</h3>
          <ul
            aria-label={`Vault items ${organisation} shares`}
            className="divide-y divide-border rounded-md border border-border"
          >
            {grant.items.map((item) => (
              <li key={item.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 p-3">
                <div className="min-w-0 flex-1 basis-48">
                  <h4 className="font-medium break-words">{item.name}</h4>
                  <p className="text-sm text-muted-foreground">
                    {VAULT_CATEGORY_LABELS[item.category]}
                    {item.value !== null && <> · Estimated Value: {formatMoney(item.value)}</>}
                  </p>
                </div>
                <div className="flex items-center gap-3">
                  <SecurityLevelBadge level={item.security_level} />
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={(event) => onViewItem(item.id, event.currentTarget)}
                  >
                    <Eye aria-hidden="true" />
                    View
                    <span className="sr-only"> {item.name}</span>
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        </div>
      )}
      {grant.shipments.length > 0 && (
        <div className="grid gap-2">
          <h3 className="font-semibold">Shipments</h3>
          <ul
            aria-label={`Shipments ${organisation} shares`}
            className="divide-y divide-border rounded-md border border-border"
          >
            {grant.shipments.map((shipment) => (
              <li key={shipment.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 p-3">
                <div className="min-w-0 flex-1 basis-48">
                  <Link
                    to={`/track?number=${encodeURIComponent(shipment.tracking_number)}`}
                    className="font-mono font-medium underline underline-offset-4"
                  >
                    {shipment.tracking_number}
                  </Link>
                  <p className="text-sm">
                    {shipment.origin} <span aria-hidden="true">→</span>
                    <span className="sr-only">to</span> {shipment.destination}
                  </p>
                  <p className="text-sm text-muted-foreground">
                    Est. Delivery: {formatDate(shipment.estimated_delivery)}
                  </p>
                </div>
                <ShipmentStatusBadge status={shipment.status} />
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
