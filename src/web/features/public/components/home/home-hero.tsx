import { Clock, Lock, MapPin, Vault } from 'lucide-react';
import { DarkBandLinks } from './dark-band-links';

const PROMISES = [
  { icon: MapPin, label: 'Real-time GPS tracking' },
  { icon: Vault, label: 'Secure vault storage' },
  { icon: Lock, label: 'End-to-end encryption' },
  { icon: Clock, label: '24/7 monitoring' },
];

export function HomeHero() {
  return (
    <section
      aria-labelledby="hero-heading"
      className="relative isolate overflow-hidden bg-linear-to-br from-hero to-hero-deep text-white"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 400 400"
        className="absolute top-1/2 right-[-6rem] -z-10 hidden size-[40rem] -translate-y-1/2 text-amber-300/15 lg:block"
      >
        <g fill="none" stroke="currentColor" strokeWidth="1.5">
          <ellipse cx="200" cy="200" rx="190" ry="80" transform="rotate(-24 200 200)" />
          <ellipse cx="200" cy="200" rx="140" ry="58" transform="rotate(-24 200 200)" />
          <ellipse cx="200" cy="200" rx="90" ry="36" transform="rotate(-24 200 200)" />
        </g>
        <circle cx="200" cy="200" r="14" fill="currentColor" />
      </svg>
      <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 sm:py-28 lg:px-8 lg:py-32">
        <p className="inline-flex items-center gap-2 rounded-full border border-amber-300/40 bg-white/5 px-3 py-1 text-sm font-medium text-amber-200">
          Secure logistics &amp; vault storage
        </p>
        <h1
          id="hero-heading"
          className="mt-6 max-w-4xl text-4xl font-bold tracking-tight sm:text-5xl lg:text-6xl"
        >
          Orion Transit <span className="text-amber-300">&amp;</span> Custody
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-slate-200 sm:text-xl">
          We move and store your most valuable assets with real-time GPS tracking, secure vault
          storage, end-to-end encryption and round-the-clock monitoring.
        </p>
        <div className="mt-10 flex flex-col gap-4 sm:flex-row">
          <DarkBandLinks
            primary={{ to: '/track', label: 'Track Shipment' }}
            secondary={{ to: '/vault', label: 'Access Vault Portal' }}
          />
        </div>
        <ul className="mt-14 grid max-w-3xl grid-cols-1 gap-4 text-sm text-slate-200 sm:grid-cols-2 lg:grid-cols-4">
          {PROMISES.map(({ icon: Icon, label }) => (
            <li key={label} className="flex items-center gap-2">
              <Icon aria-hidden="true" className="size-5 text-amber-300" />
              {label}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
