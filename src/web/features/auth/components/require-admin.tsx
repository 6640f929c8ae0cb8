import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../../../session/get-session';
import { AccessDenied } from './access-denied';

const ADMIN_ENROL_PATH = '/admin/security/enrol';

/**
 * Renders the nested routes only for staff. Mount inside RequireSession, which has already waited
 * for the session and sent signed-out visitors to sign in. The server enforces the same rule on
 * every admin endpoint, and each page's role (AdminLayout) too.
 */
export function RequireAdmin() {
  const { isStaff, user } = useSession();
  const { pathname } = useLocation();
  if (!isStaff) return <AccessDenied />;
  // Two-factor sign-in is mandatory for staff: enrol before any admin page shows.
  if (!user?.two_factor_enabled && pathname !== ADMIN_ENROL_PATH) {
    return <Navigate to={ADMIN_ENROL_PATH} replace />;
  }
  return <Outlet />;
}
