import { lazy, Suspense } from 'react';
import { PageMeta } from '../../../lib/page-meta';
import { HomeCalculator } from '../components/home/home-calculator';
import { HomeHero } from '../components/home/home-hero';

// The sections below the fold come in a second chunk, so the first render (hero and calculator)
// is a shorter task on slow phones; the reserved height keeps the footer from jumping.
const HomeMore = lazy(() => import('../components/home/home-more'));

export function HomePage() {
  return (
    <>
      <PageMeta
        title="Secure Logistics & Vault Storage"
        description="Orion Transit & Custody moves and stores valuable assets with real-time GPS tracking, secure vault storage, end-to-end encryption and 24/7 monitoring."
      />
      <HomeHero />
      <HomeCalculator />
      <Suspense fallback={<div className="min-h-[200vh]" aria-hidden="true" />}>
        <HomeMore />
      </Suspense>
    </>
  );
}
