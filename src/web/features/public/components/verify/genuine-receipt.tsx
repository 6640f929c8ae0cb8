import type { GenuineDocument } from '#shared/document-verdict';
import { DescriptionList } from '../../../../ui/description-list';
import { SecurityLevelBadge } from '../../../../ui/security-level-badge';
import { ShipmentStatusBadge } from '../../../../ui/shipment-status-badge';
import { formatDateTime, NOT_AVAILABLE } from '../../../../lib/format';
import { TrackCard } from '../track/track-card';
import { GenuineBanner } from './genuine-banner';
import { TrackTimeline } from '../track/track-timeline';

type Receipt = Extract<GenuineDocument, { type: 'receipt' }>;

/** A receipt whose signature holds: what it states, exactly as it was issued. */
export function GenuineReceipt({ receipt }: { receipt: Receipt }) {
  const { facts } = receipt;
  return (
    <div className="grid gap-6">
      <GenuineBanner title="Genuine receipt">
        <p>
          Issued by Orion Transit &amp; Custody on {formatDateTime(receipt.issued_at)} and unchanged
          since. Compare it with the receipt you hold: everything below is what it states.
        </p>
        <p className="text-sm break-all text-muted-foreground">Receipt {receipt.id}</p>
      </GenuineBanner>
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
