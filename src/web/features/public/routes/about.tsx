import { PageMeta } from '../../../lib/page-meta';
import { ComingSoon } from '../../../ui/coming-soon';

export function AboutPage() {
  return (
    <>
      <PageMeta
        title="About Us"
        description="Since 2015 Orion Transit & Custody has moved and stored high-value assets with security at every step."
      />
      <ComingSoon
        title="About Orion Transit & Custody"
        description="Our story, values, leadership and certifications."
      />
    </>
  );
}
