import { Outlet } from 'react-router';
import { useSession } from '../../../session/get-session';
import { AccessDenied } from './access-denied';

/**
 * Renders the nested routes only for an administrator. Mount inside RequireSession, which has
 * already waited for the session and sent signed-out visitors to sign in. The server enforces
 * the same rule on every admin endpoint.
 */
export function RequireAdmin() {
  const { isAdmin } = useSession();
  return isAdmin ? <Outlet /> : <AccessDenied />;
}
