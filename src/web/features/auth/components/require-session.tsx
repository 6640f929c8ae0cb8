import { Navigate, Outlet, useLocation } from 'react-router';
import { loginPathReturningTo } from '../../../lib/safe-redirect';
import { useSession } from '../../../session/get-session';
import { VerifyingAccess } from './verifying-access';

/** Renders the nested routes only with a session; otherwise sends the visitor to sign in. */
export function RequireSession() {
  const { user, isPending } = useSession();
  const location = useLocation();

  if (isPending) return <VerifyingAccess />;
  if (!user) {
    const here = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={loginPathReturningTo(here)} replace />;
  }
  return <Outlet />;
}
