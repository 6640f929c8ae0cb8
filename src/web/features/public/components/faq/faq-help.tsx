import { Mail, Phone, Vault } from 'lucide-react';
import { Link } from 'react-router';
import { telHref } from '../../../../lib/tel-href';
import { usePublicSettings } from '../../api/get-public-settings';
import { PageSection } from '../shared/page-section';

const linkClasses = 'mt-auto font-semibold text-accent-text underline-offset-4 hover:underline';

/** Call, e-mail and portal cards; phone and e-mail come from the site settings (or fallbacks). */
export function FaqHelp() {
  const { settings } = usePublicSettings();
  const cards = [
    {
      icon: Phone,
      title: 'Call Us',
      text: 'Speak to our team, 24/7.',
      action: (
        <a href={telHref(settings.contact_phone)} className={linkClasses}>
          {settings.contact_phone}
        </a>
      ),
    },
    {
      icon: Mail,
      title: 'Email Us',
      text: 'We answer e-mail within 2 hours.',
      action: (
        <a href={`mailto:${settings.contact_email}`} className={linkClasses}>
          {settings.contact_email}
        </a>
      ),
    },
    {
      icon: Vault,
      title: 'Client Portal',
      text: 'See your shipments, vault items and access log.',
      action: (
        <Link to="/vault" className={linkClasses}>
          Open the Vault Portal
        </Link>
      ),
    },
  ];

  return (
    <PageSection
      headingId="help-heading"
      title="Need More Help?"
      intro="Our team is here around the clock for anything the answers above do not cover."
      band="wide"
      className="py-16"
    >
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {cards.map(({ icon: Icon, title, text, action }) => (
          <li
            key={title}
            className="flex flex-col items-center gap-3 rounded-xl border border-border bg-card p-6 text-center text-card-foreground shadow-sm"
          >
            <span className="grid size-12 place-items-center rounded-full bg-primary text-primary-foreground">
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <h3 className="text-lg font-semibold">{title}</h3>
            <p className="text-sm text-muted-foreground">{text}</p>
            <span className="break-all">{action}</span>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
