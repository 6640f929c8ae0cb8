import { KeyRound } from 'lucide-react';
import { Button } from '../../ui/button';
import { usePasskeyReauthentication } from './passkey-reauthentication-api';
import { useBrowserSupportsPasskeys, passkeyFailureText } from './webauthn';

/**
 * "Use a passkey instead" for the dialog that asks the owner to prove who they are again: the
 * passkey ceremony, after which the server's 10-minute window is open again. Not shown where the
 * browser cannot use passkeys.
 */
export function PasskeyReauthenticateButton({
  onReauthenticated,
}: {
  onReauthenticated: () => void;
}) {
  const reauthenticate = usePasskeyReauthentication();
  const supported = useBrowserSupportsPasskeys();
  if (!supported) return null;
  return (
    <div className="grid gap-2">
      <Button
        type="button"
        variant="outline"
        disabled={reauthenticate.isPending}
        onClick={() => reauthenticate.mutate(undefined, { onSuccess: onReauthenticated })}
      >
        <KeyRound aria-hidden="true" />
        {reauthenticate.isPending ? 'Waiting for your passkey...' : 'Use a passkey instead'}
      </Button>
      {reauthenticate.isError && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {passkeyFailureText(reauthenticate.error)}
        </p>
      )}
    </div>
  );
}
