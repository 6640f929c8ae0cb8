import { PageMeta } from '../../../lib/page-meta';
import { ComingSoon } from '../../../ui/coming-soon';

export function UpdatePasswordPage() {
  return (
    <>
      <PageMeta
        title="Update Password"
        description="Choose a new password for your Orion Transit & Custody account."
      />
      <ComingSoon
        title="Set a New Password"
        description="Choose a new password after following a reset link."
      />
    </>
  );
}
