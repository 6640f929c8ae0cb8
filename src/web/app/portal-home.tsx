import { Navigate } from 'react-router';
import { useSession } from '../session/get-session';

/**
 * Where /vault (and an unknown /vault/… address) lands: the organisation's vault, or Shared with
 * Me for an account in no organisation, such as a delegate who signed up from a grant's link
 * (decision 065). The session is already read: the portal's guard waits for it.
 */
export function PortalHome() {
  const { inNoOrganisation } = useSession();
  return <Navigate to={inNoOrganisation ? '/vault/shared' : '/vault/items'} replace />;
}
