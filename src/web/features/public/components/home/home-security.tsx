import { ArrowRight, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../../ui/button';
import { CheckList } from './check-list';
import { SectionHeading } from '../shared/section-heading';

const SOLUTIONS = [
  'Armoured transport with vetted, two-person crews',
  'Tamper-evident sealing and a documented chain of custody',
  'Risk assessment and route planning for every consignment',
  'Insurance cover matched to the declared value',
];

export function HomeSecurity() {
  return (
    <section aria-labelledby="security-heading" className="bg-muted/60 py-20">
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-2 lg:px-8">
        <div>
          <SectionHeading
            id="security-heading"
            align="start"
            title="Comprehensive Security Solutions"
            intro="From a single heirloom to a gallery's collection, we plan each move and each stay in the vault around the risks it carries."
          />
          <CheckList items={SOLUTIONS} icon={ShieldCheck} className="mt-8" />
          <Button asChild className="mt-8">
            <Link to="/about">
              Learn More
              <span className="sr-only"> about Orion Transit &amp; Custody</span>
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
        <SecurityIllustration />
      </div>
    </section>
  );
}

/** A decorative shield over concentric rings, drawn inline (no image to download). */
function SecurityIllustration() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 320 240"
      className="mx-auto w-full max-w-md rounded-2xl bg-linear-to-br from-hero to-hero-deep"
    >
      <g fill="none" stroke="#fcd34d" strokeOpacity="0.25" strokeWidth="1.5">
        <circle cx="160" cy="120" r="100" />
        <circle cx="160" cy="120" r="72" />
        <circle cx="160" cy="120" r="44" />
      </g>
      <path
        d="M160 62l46 17v36c0 30-19 53-46 63-27-10-46-33-46-63V79z"
        fill="#fbbf24"
        fillOpacity="0.9"
      />
      <path
        d="M140 120l14 14 28-30"
        fill="none"
        stroke="#0b2545"
        strokeWidth="8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
