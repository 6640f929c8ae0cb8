import { ROLE_LABELS } from '#shared/roles';
import { SignedInPlaceholder } from '../../../session/signed-in-placeholder';

export function PortalHomePage() {
  return (
    <SignedInPlaceholder
      heading="Client Portal"
      roleLabel={ROLE_LABELS.client}
      signOutLabel="Log Out"
    />
  );
}
