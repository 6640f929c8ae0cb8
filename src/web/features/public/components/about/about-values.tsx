import { Award, Handshake, Lightbulb, Shield } from 'lucide-react';
import { CORE_VALUES } from '../../content/about';
import { FeatureGrid } from '../shared/feature-grid';
import { SectionHeading } from '../shared/section-heading';

const ICONS = {
  'Security First': Shield,
  'Client Partnership': Handshake,
  Excellence: Award,
  Innovation: Lightbulb,
} as const;

const VALUES = CORE_VALUES.map((value) => ({ ...value, icon: ICONS[value.title] }));

export function AboutValues() {
  return (
    <section aria-labelledby="values-heading" className="bg-muted/60 py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="values-heading"
          title="Our Core Values"
          intro="Four principles guide every crew, every vault and every line of code."
        />
        <FeatureGrid features={VALUES} className="mt-12 lg:grid-cols-4" />
      </div>
    </section>
  );
}
