import { ROLE_LABELS } from '#shared/roles';
import { SignedInPlaceholder } from '../../../session/signed-in-placeholder';
import { AccessRequestsPanel } from '../components/access-requests-panel';

export function AdminHomePage() {
  return (
    <SignedInPlaceholder
      heading="Admin Dashboard"
      roleLabel={ROLE_LABELS.admin}
      signOutLabel="Log out"
    >
      <AccessRequestsPanel />
    </SignedInPlaceholder>
  );
}
