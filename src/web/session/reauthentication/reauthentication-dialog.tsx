import { useState, type FormEvent } from 'react';
import { PASSWORD_REQUIRED, REAUTHENTICATION_WINDOW_SECONDS } from '#shared/auth';
import { ApiError } from '../../lib/api';
import { Dialog, DialogContent, DialogFormActions } from '../../ui/dialog';
import { FormField } from '../../ui/form-field';
import { PasswordInput } from '../../ui/password-input';
import { PasskeyReauthenticateButton } from '../passkeys/passkey-reauthenticate-button';
import { usePasskeys } from '../passkeys/passkeys-api';
import { useReauthenticate } from './reauthenticate';
import { reauthenticationRequests } from './with-reauthentication';

const { settle } = reauthenticationRequests;

/**
 * "Confirm it's you", shown by ReauthenticationPrompt while withReauthentication waits for the
 * password. Closing it (Cancel, Escape, ×) cancels the request.
 */
export function ReauthenticationDialog({ confirmation }: { confirmation: number }) {
  return (
    <Dialog open onOpenChange={(open) => !open && settle('cancelled')}>
      <DialogContent
        title="Confirm it's you"
        description={`For your security, enter your password again to continue. You will not be asked again for ${REAUTHENTICATION_WINDOW_SECONDS / 60} minutes.`}
      >
        {/* Keyed by the confirmation: each one starts with an empty field and no error. */}
        <PasswordConfirmation key={confirmation} />
      </DialogContent>
    </Dialog>
  );
}

function PasswordConfirmation() {
  const reauthenticate = useReauthenticate();
  // A passkey is offered only to an account that has one.
  const hasPasskeys = (usePasskeys().data?.length ?? 0) > 0;
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const error = reauthenticate.error;
  const message = missing
    ? PASSWORD_REQUIRED
    : error instanceof ApiError
      ? (error.fields.password ?? error.message)
      : error?.message;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setMissing(!password);
    if (!password) return;
    reauthenticate.mutate(password, { onSuccess: () => settle('confirmed') });
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <FormField label="Password" error={message}>
        <PasswordInput
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </FormField>
      {hasPasskeys && <PasskeyReauthenticateButton onReauthenticated={() => settle('confirmed')} />}
      <DialogFormActions
        submitLabel="Confirm"
        pendingLabel="Confirming..."
        pending={reauthenticate.isPending}
      />
    </form>
  );
}
