import { PageMeta } from '../../../lib/page-meta';
import { AboutCertifications } from '../components/about/about-certifications';
import { AboutTeam } from '../components/about/about-team';
import { AboutTimeline } from '../components/about/about-timeline';
import { AboutValues } from '../components/about/about-values';
import { AboutVision } from '../components/about/about-vision';
import { PageHero } from '../components/shared/page-hero';

export function AboutPage() {
  return (
    <>
      <PageMeta
        title="About Us"
        description="Since 2015 Orion Transit & Custody has moved and stored high-value assets with security at every step."
      />
      <PageHero eyebrow="Our story" title="About Orion Transit & Custody">
        <p>
          Since 2015 we have moved and stored art, jewellery, bullion and documents for the
          companies that own them, with security at every step and nothing left to chance.
        </p>
      </PageHero>
      <AboutVision />
      <AboutValues />
      <AboutTeam />
      <AboutTimeline />
      <AboutCertifications />
    </>
  );
}
