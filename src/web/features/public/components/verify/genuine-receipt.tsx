import { ShieldCheck } from 'lucide-react';
import type { ReceiptVerdict } from '#shared/receipt';
import { DescriptionList } from '../../../../ui/description-list';
import { SecurityLevelBadge } from '../../../../ui/security-level-badge';
import { ShipmentStatusBadge } from '../../../../ui/shipment-status-badge';
import { formatDateTime, NOT_AVAILABLE } from '../../../../lib/format';
import { TrackCard } from '../track/track-card';
import { TrackTimeline } from '../track/track-timeline';

type Receipt = Extract<ReceiptVerdict, { status: 'genuine' }>['receipt'];

/** A receipt whose signature holds: what it states, exactly as it was issued. */
export function GenuineReceipt({ receipt }: { receipt: Receipt }) {
  const { facts } = receipt;
  return (
    <div className="grid gap-6">
      <section
        aria-labelledby="verdict-heading"
        className="flex gap-4 rounded-lg border border-green-700/40 bg-green-50 p-6 dark:bg-green-950/40"
      >
        <ShieldCheck
          aria-hidden="true"
          className="size-8 shrink-0 text-green-700 dark:text-green-400"
        />
        <div className="grid gap-1">
          <h2 id="verdict-heading" className="text-2xl font-bold tracking-tight">
            Genuine receipt
          </h2>
          <p>
            Issued by Orion Transit &amp; Custody on {formatDateTime(receipt.issued_at)} and
            unchanged since. Compare it with the receipt you hold: everything below is what it
            states.
          </p>
          <p className="text-sm break-all text-muted-foreground">Receipt {receipt.id}</p>
        </div>
      </section>
      <div className="grid gap-6 lg:grid-cols-3">
        <TrackCard id="receipt-facts-heading" title="Shipment" className="lg:col-span-1">
          <DescriptionList
            layout="beside"
            items={[
              { term: 'Tracking Number', details: facts.tracking_number },
              { term: 'Status', details: <ShipmentStatusBadge status={facts.status} /> },
              { term: 'Origin', details: facts.origin },
              { term: 'Destination', details: facts.destination },
              {
                term: 'Current Location',
                details: facts.current_location,
                fallback: NOT_AVAILABLE,
              },
              { term: 'Shipped', details: formatDateTime(facts.shipped_at) },
              { term: 'Estimated Delivery', details: formatDateTime(facts.estimated_delivery) },
              { term: 'Delivered', details: formatDateTime(facts.delivered_at) },
              {
                term: 'Security Level',
                details: <SecurityLevelBadge level={facts.security_level} />,
              },
              {
                term: 'Weight',
                details: facts.weight_kg === null ? null : `${facts.weight_kg} kg`,
                fallback: NOT_AVAILABLE,
              },
              {
                term: 'Dimensions',
                details: facts.dimensions_cm && `${facts.dimensions_cm} cm`,
                fallback: NOT_AVAILABLE,
              },
            ]}
          />
        </TrackCard>
        <div className="lg:col-span-2">
          <TrackTimeline timeline={facts.timeline} />
        </div>
      </div>
    </div>
  );
}
