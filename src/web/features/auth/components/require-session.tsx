import { Navigate, Outlet, useLocation } from 'react-router';
import { loginPathReturningTo } from '../../../lib/safe-redirect';
import { useSession } from '../../../session/get-session';
import { isSigningOut } from '../../../session/session-expiry-watcher';
import { VerifyingAccess } from './verifying-access';

/** Renders the nested routes only with a session; otherwise sends the visitor to sign in. */
export function RequireSession() {
  const { user, isPending } = useSession();
  const location = useLocation();

  if (isPending) return <VerifyingAccess />;
  if (!user) {
    // After signing out on purpose there is nothing to come back to.
    if (isSigningOut()) return <Navigate to="/login" replace />;
    const here = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={loginPathReturningTo(here)} replace />;
  }
  return <Outlet />;
}
