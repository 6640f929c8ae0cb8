import { ClipboardCheck, Clock, Lock, Satellite, ShieldCheck, Truck } from 'lucide-react';
import { FeatureGrid, type Feature } from '../shared/feature-grid';
import { PageSection } from '../shared/page-section';

const FEATURES: Feature[] = [
  {
    icon: Satellite,
    title: 'Real-time GPS',
    text: 'Every vehicle reports its position continuously, so the status you see is current.',
  },
  {
    icon: Lock,
    title: 'Tamper-evident Seals',
    text: 'Numbered seals are checked at every handover; any breach is flagged at once.',
  },
  {
    icon: Truck,
    title: 'Armoured Transport',
    text: 'Consignments travel in armoured vehicles crewed by vetted, trained staff.',
  },
  {
    icon: ClipboardCheck,
    title: 'Chain of Custody',
    text: 'Each checkpoint is signed for, giving an unbroken record from pickup to delivery.',
  },
  {
    icon: ShieldCheck,
    title: 'Insured Transit',
    text: 'Shipments are insured for their declared value for the whole journey.',
  },
  {
    icon: Clock,
    title: '24/7 Monitoring',
    text: 'Our operations centre watches every shipment around the clock.',
  },
];

export function TrackFeatures() {
  return (
    <PageSection
      headingId="track-features-heading"
      title="Secure from Pickup to Delivery"
      intro="What protects your shipment while you track it."
      className="grid gap-10"
    >
      <FeatureGrid features={FEATURES} className="lg:grid-cols-3" />
    </PageSection>
  );
}
