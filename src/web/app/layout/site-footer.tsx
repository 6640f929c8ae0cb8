import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BrandMark } from '../../ui/brand-mark';
import { FooterContact } from './footer-contact';
import { FOOTER_LINKS, type SiteLink } from './nav-links';

const SERVICE_LABELS = ['Logistics Management', 'Security Solutions', 'Risk Assessment'];
const POLICY_LABELS = ['Privacy Policy', 'Terms of Service', 'Security Policy'];

export function SiteFooter() {
  return (
    <footer className="bg-hero-deep text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4 lg:px-8">
        <div>
          <p className="flex items-center gap-2 font-semibold text-white">
            <BrandMark />
            Orion Transit &amp; Custody
          </p>
          <p className="mt-4 text-sm">
            Secure logistics and vault storage for the assets that matter most, guarded around the
            clock.
          </p>
        </div>
        <FooterSection title="Quick Links">
          <FooterLinks section="company" />
        </FooterSection>
        <FooterSection title="Services">
          <FooterLinks section="services" />
          {SERVICE_LABELS.map((label) => (
            <li key={label}>{label}</li>
          ))}
        </FooterSection>
        <div>
          <h2 className="mb-4 text-sm font-semibold tracking-wide text-white uppercase">
            Contact Us
          </h2>
          <FooterContact />
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 text-sm sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
          <p>© 2025 Orion Transit &amp; Custody. All rights reserved.</p>
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            {POLICY_LABELS.map((label) => (
              <li key={label}>{label}</li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}

function FooterSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="mb-4 text-sm font-semibold tracking-wide text-white uppercase">{title}</h2>
      <ul className="space-y-2 text-sm">{children}</ul>
    </div>
  );
}

function FooterLinks({ section }: { section: SiteLink['footerSection'] }) {
  return FOOTER_LINKS.filter((link) => link.footerSection === section).map((link) => (
    <li key={link.to}>
      <Link to={link.to} className="rounded-sm hover:text-amber-200">
        {link.footerLabel}
      </Link>
    </li>
  ));
}
