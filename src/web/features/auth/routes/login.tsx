import { useState } from 'react';
import { Navigate, redirect, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { PageMeta } from '../../../lib/page-meta';
import { safeRedirectPath } from '../../../lib/safe-redirect';
import { areaHome } from '../../../session/area-home';
import { useSession } from '../../../session/get-session';
import { isSigningOut } from '../../../session/session-expiry-watcher';
import { Button } from '../../../ui/button';
import { toast } from '../../../ui/use-toast';
import { SignInForm } from '../components/sign-in-form';
import { SignUpForm } from '../components/sign-up-form';
import { AUTH_TEXT } from '../messages';

/**
 * The confirmation link lands on /login?confirmed=1 (with &error=… when the link was bad): say
 * what happened once, then drop the flags from the address.
 */
export function loginLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  if (!url.searchParams.has('confirmed')) return null;
  const failed = url.searchParams.has('error');
  toast(
    failed
      ? {
          title: AUTH_TEXT.invalidLinkTitle,
          description: AUTH_TEXT.confirmationInvalid,
          variant: 'destructive',
        }
      : { title: AUTH_TEXT.confirmedTitle, description: AUTH_TEXT.confirmedDescription },
  );
  url.searchParams.delete('confirmed');
  url.searchParams.delete('error');
  return redirect(`${url.pathname}${url.search}`);
}

type Mode = 'signIn' | 'signUp';

export function LoginPage() {
  const [mode, setMode] = useState<Mode>('signIn');
  const [signInEmail, setSignInEmail] = useState('');
  const { user } = useSession();
  const [searchParams] = useSearchParams();
  const signingIn = mode === 'signIn';

  // A signed-in user has nothing to do here: on to the page they came for, or to their own area
  // (also right after signing in). Not while signing out, when the session is still being dropped.
  if (user && !isSigningOut()) {
    return (
      <Navigate to={safeRedirectPath(searchParams.get('redirect'), areaHome(user.role))} replace />
    );
  }

  return (
    <section className="mx-auto grid max-w-md gap-6 px-4 py-16 sm:px-6">
      <PageMeta
        title={signingIn ? 'Sign In' : 'Create Account'}
        description="Sign in to your Orion Transit & Custody account or create a new one."
      />
      <div className="grid gap-2 text-center">
        <h1 className="text-3xl font-bold tracking-tight">
          {signingIn ? 'Sign In' : 'Create Account'}
        </h1>
        <p className="text-muted-foreground">
          {signingIn
            ? 'Access your vault portal and shipments.'
            : 'Open an account to track shipments and see your vault holdings.'}
        </p>
      </div>
      <div className="rounded-lg border border-border bg-card p-6 shadow-sm">
        {signingIn ? (
          <SignInForm key={signInEmail} initialEmail={signInEmail} />
        ) : (
          <SignUpForm
            onSignedUp={(email) => {
              setSignInEmail(email);
              setMode('signIn');
            }}
          />
        )}
      </div>
      <p className="text-center text-sm text-muted-foreground">
        {signingIn ? "Don't have an account?" : 'Already have an account?'}{' '}
        <Button
          variant="link"
          className="h-auto p-0"
          onClick={() => setMode(signingIn ? 'signUp' : 'signIn')}
        >
          {signingIn ? 'Sign up' : 'Sign in'}
        </Button>
      </p>
    </section>
  );
}
