import { Building2, Phone } from 'lucide-react';
import { telHref } from '../../../../lib/tel-href';
import { OFFICES } from '../../content/offices';
import { ContactMap } from './contact-map';
import { PageSection } from '../shared/page-section';

export function ContactLocations() {
  return (
    <PageSection
      headingId="locations-heading"
      title="Our Locations"
      intro="Four secure offices, each with vault facilities and a dispatch team."
      className="grid gap-8"
    >
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {OFFICES.map((office) => (
          <li key={office.id} className="rounded-lg border border-border bg-card p-6 shadow-sm">
            <Building2 aria-hidden="true" className="size-6 text-accent-text" />
            <h3 className="mt-3 text-lg font-bold">{office.name}</h3>
            <p className="text-sm font-medium text-accent-text">{office.label}</p>
            <address className="mt-3 text-sm text-muted-foreground not-italic">
              {office.address.map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
            </address>
            <a
              href={telHref(office.phone)}
              className="mt-3 inline-flex items-center gap-2 text-sm font-medium hover:underline"
            >
              <Phone aria-hidden="true" className="size-4" />
              {office.phone}
            </a>
          </li>
        ))}
      </ul>
      <ContactMap />
    </PageSection>
  );
}
