import { PageMeta } from '../../../lib/page-meta';
import { ComingSoon } from '../../../ui/coming-soon';

export function NewsPage() {
  return (
    <>
      <PageMeta
        title="News & Updates"
        description="Security, technology, company and industry news from Orion Transit & Custody."
      />
      <ComingSoon title="News & Updates" description="Security, technology and company news." />
    </>
  );
}
