import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../ui/button';
import { FormField } from '../../../ui/form-field';
import { Input } from '../../../ui/input';
import { useVerifySecondFactor } from '../api/verify-second-factor';
import { toastAccountFailure } from '../failure-text';
import { AUTH_TEXT } from '../messages';

/** The second step of a sign-in: the authenticator app's 6-digit code, or a backup code. */
export function SecondFactorForm({ onCancel }: { onCancel: () => void }) {
  const [kind, setKind] = useState<'totp' | 'backup'>('totp');
  const [code, setCode] = useState('');
  const [trustDevice, setTrustDevice] = useState(false);
  const trustId = useId();
  const verify = useVerifySecondFactor();
  const usingApp = kind === 'totp';

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    verify.mutate(
      { kind, code: code.trim(), trustDevice },
      { onError: (error) => toastAccountFailure(AUTH_TEXT.signInFailed, error) },
    );
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="grid gap-5" aria-label="Two-factor sign-in">
      <p className="text-sm text-muted-foreground">
        {usingApp
          ? 'Enter the 6-digit code from your authenticator app.'
          : 'Enter one of your backup codes. Each code works once.'}
      </p>
      <FormField label={usingApp ? 'Authentication code' : 'Backup code'} required>
        <Input
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="one-time-code"
          inputMode={usingApp ? 'numeric' : 'text'}
          maxLength={usingApp ? 6 : 32}
          autoFocus
        />
      </FormField>
      <div className="flex items-center gap-2">
        <input
          id={trustId}
          type="checkbox"
          className="size-4"
          checked={trustDevice}
          onChange={(event) => setTrustDevice(event.target.checked)}
        />
        <label htmlFor={trustId} className="text-sm">
          Trust this device for 30 days
        </label>
      </div>
      <Button type="submit" size="lg" disabled={verify.isPending}>
        {verify.isPending ? 'Verifying...' : 'Verify'}
      </Button>
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <Button
          type="button"
          variant="link"
          onClick={() => {
            setKind(usingApp ? 'backup' : 'totp');
            setCode('');
          }}
        >
          {usingApp ? 'Use a backup code instead' : 'Use the authenticator app instead'}
        </Button>
        <Button type="button" variant="link" onClick={onCancel}>
          Back to sign in
        </Button>
      </div>
    </form>
  );
}
