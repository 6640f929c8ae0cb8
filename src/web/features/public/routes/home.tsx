import { PageMeta } from '../../../lib/page-meta';
import { HomeCalculator } from '../components/home-calculator';
import { HomeCallToAction } from '../components/home-call-to-action';
import { HomeFeatures } from '../components/home-features';
import { HomeHero } from '../components/home-hero';
import { HomeSecurity } from '../components/home-security';
import { HomeStats } from '../components/home-stats';
import { HomeTestimonials } from '../components/home-testimonials';

export function HomePage() {
  return (
    <>
      <PageMeta
        title="Secure Logistics & Vault Storage"
        description="Orion Transit & Custody moves and stores valuable assets with real-time GPS tracking, secure vault storage, end-to-end encryption and 24/7 monitoring."
      />
      <HomeHero />
      <HomeCalculator />
      <HomeStats />
      <HomeFeatures />
      <HomeSecurity />
      <HomeTestimonials />
      <HomeCallToAction />
    </>
  );
}
