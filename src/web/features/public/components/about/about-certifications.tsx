import { BadgeCheck } from 'lucide-react';
import { CERTIFICATIONS } from '../../content/about';
import { PageSection } from '../shared/page-section';

export function AboutCertifications() {
  return (
    <PageSection
      headingId="certifications-heading"
      title="Certifications & Recognition"
      intro="Independent auditors check what we promise, every year."
      band="wide"
      className="py-20"
    >
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {CERTIFICATIONS.map(({ title, text }) => (
          <li key={title} className="flex gap-4 rounded-xl border border-border bg-card p-6">
            <BadgeCheck
              aria-hidden="true"
              className="size-8 shrink-0 text-green-700 dark:text-green-400"
            />
            <div>
              <h3 className="font-semibold">{title}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
