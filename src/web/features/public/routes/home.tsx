import { PageMeta } from '../../../lib/page-meta';
import { HomeHero } from '../components/home-hero';

export function HomePage() {
  return (
    <>
      <PageMeta
        title="Secure Logistics & Vault Storage"
        description="Orion Transit & Custody moves and stores valuable assets with real-time GPS tracking, secure vault storage, end-to-end encryption and 24/7 monitoring."
      />
      <HomeHero />
    </>
  );
}
