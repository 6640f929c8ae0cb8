import { Award, Handshake, Lightbulb, Shield } from 'lucide-react';
import { CORE_VALUES } from '../../content/about';
import { FeatureGrid } from '../shared/feature-grid';
import { PageSection } from '../shared/page-section';

const ICONS = {
  'Security First': Shield,
  'Client Partnership': Handshake,
  Excellence: Award,
  Innovation: Lightbulb,
} as const;

const VALUES = CORE_VALUES.map((value) => ({ ...value, icon: ICONS[value.title] }));

export function AboutValues() {
  return (
    <PageSection
      headingId="values-heading"
      title="Our Core Values"
      intro="Four principles guide every crew, every vault and every line of code."
      band="wide"
      className="bg-muted/60 py-20"
    >
      <FeatureGrid features={VALUES} className="mt-12 lg:grid-cols-4" />
    </PageSection>
  );
}
