import { KeyRound } from 'lucide-react';
import { useBrowserSupportsPasskeys, passkeyFailureText } from '../../../session/passkeys/webauthn';
import { Button } from '../../../ui/button';
import { useSignInWithPasskey } from '../api/sign-in-with-passkey';

/**
 * "Sign in with a passkey", beside the password form: no e-mail address asked, the browser offers
 * the passkeys it holds for us. Lands where a password sign-in lands (the login page sends the new
 * user on). Not shown where the browser cannot use passkeys.
 */
export function PasskeySignIn() {
  const signIn = useSignInWithPasskey();
  const supported = useBrowserSupportsPasskeys();
  if (!supported) return null;
  return (
    <div className="grid gap-3">
      <p className="flex items-center gap-3 text-sm text-muted-foreground">
        <span aria-hidden="true" className="h-px flex-1 bg-border" />
        or
        <span aria-hidden="true" className="h-px flex-1 bg-border" />
      </p>
      <Button
        type="button"
        variant="outline"
        size="lg"
        disabled={signIn.isPending}
        onClick={() => signIn.mutate()}
      >
        <KeyRound aria-hidden="true" />
        {signIn.isPending ? 'Waiting for your passkey...' : 'Sign in with a passkey'}
      </Button>
      {signIn.isError && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {passkeyFailureText(signIn.error)}
        </p>
      )}
    </div>
  );
}
