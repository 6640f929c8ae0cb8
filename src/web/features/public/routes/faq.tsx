import { PageMeta } from '../../../lib/page-meta';
import { ComingSoon } from '../../../ui/coming-soon';

export function FaqPage() {
  return (
    <>
      <PageMeta
        title="FAQ"
        description="Answers about secure shipping, vault storage, security and billing at Orion Transit & Custody."
      />
      <ComingSoon
        title="Frequently Asked Questions"
        description="Answers about security, shipping, vault storage and billing."
      />
    </>
  );
}
