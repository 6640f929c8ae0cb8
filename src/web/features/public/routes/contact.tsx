import { PageMeta } from '../../../lib/page-meta';
import { ComingSoon } from '../../../ui/coming-soon';

export function ContactPage() {
  return (
    <>
      <PageMeta
        title="Contact Us"
        description="Contact Orion Transit & Custody: send a message, call our 24/7 line or visit one of our four offices."
      />
      <ComingSoon title="Contact Us" description="Send us a message or find our offices." />
    </>
  );
}
