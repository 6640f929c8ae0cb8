import { PageMeta } from '../../../lib/page-meta';
import { ComingSoon } from '../../../ui/coming-soon';

export function LoginPage() {
  return (
    <>
      <PageMeta
        title="Sign In"
        description="Sign in to your Orion Transit & Custody account or create a new one."
      />
      <ComingSoon title="Sign In" description="Sign in and sign up for client accounts." />
    </>
  );
}
