import { Navigate } from 'react-router';
import { PageMeta } from '../../../lib/page-meta';
import { useSession } from '../../../session/get-session';
import { SignOutButton } from '../../../session/sign-out-button';
import { EnrolTwoFactor } from '../../../session/two-factor/enrol-two-factor';

/**
 * Where a staff member without a second factor is sent before any admin page shows (ASVS 5.0
 * V6.3.2): the admin API answers TWO_FACTOR_REQUIRED until the enrolment is confirmed.
 */
export function EnrolTwoFactorPage() {
  const { user } = useSession();
  if (user?.two_factor_enabled) return <Navigate to="/admin" replace />;
  return (
    <section className="mx-auto grid max-w-xl gap-6 px-4 py-12">
      <PageMeta
        title="Set up two-factor sign-in"
        description="Administrators sign in with two factors."
      />
      <div className="grid gap-2">
        <h1 className="text-2xl font-bold tracking-tight">Set up two-factor sign-in</h1>
        <p className="text-muted-foreground">
          Administrators sign in with a code from an authenticator app as well as their password.
          Set it up to use the admin area.
        </p>
      </div>
      <div className="rounded-lg border border-border bg-card p-6 shadow-sm">
        <EnrolTwoFactor />
      </div>
      <SignOutButton />
    </section>
  );
}
