import QRCode from 'qrcode';
import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { TwoFactorEnrolment } from '#shared/two-factor';
import { Button } from '../../ui/button';
import { FormField } from '../../ui/form-field';
import { Input } from '../../ui/input';
import { toast } from '../../ui/use-toast';
import { BackupCodes } from './backup-codes';
import { PasswordStep } from './password-step';
import { useConfirmTwoFactor, useEnableTwoFactor } from './two-factor-api';

/** The secret an authenticator app needs, for typing in by hand when the QR code cannot be read. */
function secretOf(totpUri: string): string {
  return new URL(totpUri).searchParams.get('secret') ?? '';
}

/**
 * Turning on two-factor sign-in: the password again, then the QR code (and its secret as text)
 * with the 10 backup codes, then a first code from the app to prove it holds the secret.
 */
export function EnrolTwoFactor({ onEnabled }: { onEnabled?: () => void }) {
  const enable = useEnableTwoFactor();
  const [enrolment, setEnrolment] = useState<TwoFactorEnrolment | null>(null);

  if (!enrolment) {
    return (
      <PasswordStep
        action="Set up two-factor sign-in"
        pending={enable.isPending}
        error={enable.error?.message}
        onSubmit={(password) => enable.mutate(password, { onSuccess: setEnrolment })}
      />
    );
  }
  return <ConfirmEnrolment enrolment={enrolment} onEnabled={onEnabled} />;
}

function ConfirmEnrolment({
  enrolment,
  onEnabled,
}: {
  enrolment: TwoFactorEnrolment;
  onEnabled?: () => void;
}) {
  const confirm = useConfirmTwoFactor();
  const [code, setCode] = useState('');
  const qr = useQuery({
    queryKey: ['two-factor-qr', enrolment.totp_uri],
    queryFn: () => QRCode.toDataURL(enrolment.totp_uri, { margin: 1, width: 200 }),
    staleTime: Infinity,
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    confirm.mutate(code.trim(), {
      onSuccess: () => {
        toast({ title: 'Two-factor sign-in is on' });
        onEnabled?.();
      },
    });
  }

  return (
    <div className="grid gap-5">
      <div className="grid gap-2">
        <p className="text-sm">
          1. Scan this QR code with your authenticator app (Google Authenticator, 1Password,
          Authy…).
        </p>
        {qr.data && (
          <img
            src={qr.data}
            alt="QR code for your authenticator app"
            width={200}
            height={200}
            className="rounded border border-border bg-white"
          />
        )}
        <p className="text-sm text-muted-foreground">
          Or enter this key by hand:{' '}
          <code data-testid="totp-secret">{secretOf(enrolment.totp_uri)}</code>
        </p>
      </div>
      <div className="grid gap-2">
        <p className="text-sm">2. Save your backup codes.</p>
        <BackupCodes codes={enrolment.backup_codes} />
      </div>
      <form
        noValidate
        onSubmit={submit}
        className="grid gap-3"
        aria-label="Confirm two-factor sign-in"
      >
        <FormField label="Code from your app" error={confirm.error?.message}>
          <Input
            value={code}
            onChange={(event) => setCode(event.target.value)}
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={6}
          />
        </FormField>
        <Button type="submit" disabled={confirm.isPending} className="justify-self-start">
          3. Turn on two-factor sign-in
        </Button>
      </form>
    </div>
  );
}
