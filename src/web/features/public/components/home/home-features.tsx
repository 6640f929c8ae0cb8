import { Clock, Lock, MapPin, Vault } from 'lucide-react';
import { FeatureGrid } from '../shared/feature-grid';
import { PageSection } from '../shared/page-section';

const FEATURES = [
  {
    icon: MapPin,
    title: 'Real-time GPS Tracking',
    text: 'Follow every consignment minute by minute, from collection to signed hand-over.',
  },
  {
    icon: Vault,
    title: 'Secure Vault Storage',
    text: 'Climate-controlled, insured vaults with biometric access and dual-custody procedures.',
  },
  {
    icon: Lock,
    title: 'End-to-end Encryption',
    text: 'Manifests, documents and tracking data are encrypted in transit and at rest.',
  },
  {
    icon: Clock,
    title: '24/7 Monitoring',
    text: 'Our operations centre watches every vehicle and vault around the clock, every day.',
  },
];

export function HomeFeatures() {
  return (
    <PageSection
      headingId="features-heading"
      title="Why Leading Companies Choose Orion"
      intro="Every service is built around one idea: your assets are never out of sight or out of control."
      band="wide"
      className="py-20"
    >
      <FeatureGrid features={FEATURES} className="mt-12 lg:grid-cols-4" />
    </PageSection>
  );
}
