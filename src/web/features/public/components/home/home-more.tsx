import { HomeCallToAction } from './home-call-to-action';
import { HomeFeatures } from './home-features';
import { HomeSecurity } from './home-security';
import { HomeStats } from './home-stats';
import { HomeTestimonials } from './home-testimonials';

/** Everything below the calculator: its own chunk, rendered right after the first paint. */
export default function HomeMore() {
  return (
    <>
      <HomeStats />
      <HomeFeatures />
      <HomeSecurity />
      <HomeTestimonials />
      <HomeCallToAction />
    </>
  );
}
