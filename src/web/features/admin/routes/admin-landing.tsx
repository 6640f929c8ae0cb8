import { Navigate } from 'react-router';
import { useSession } from '../../../session/get-session';
import { adminLanding } from '../lib/admin-pages';

/** /admin and any path it does not know: the staff member's first page. */
export function AdminLanding() {
  const { staffRole } = useSession();
  return <Navigate to={adminLanding(staffRole)} replace />;
}
