import { useState } from 'react';
import { isStaffRole } from '#shared/roles';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/card';
import { Button } from '../../ui/button';
import { toast } from '../../ui/use-toast';
import { useSession } from '../get-session';
import { BackupCodes } from './backup-codes';
import { EnrolTwoFactor } from './enrol-two-factor';
import { PasswordStep } from './password-step';
import { useDisableTwoFactor, useRenewBackupCodes } from './two-factor-api';

type Step = 'idle' | 'enrol' | 'disable' | 'renew';

/** Account Settings (client) and Profile (admin): two-factor sign-in on or off, new backup codes. */
export function TwoFactorCard() {
  const { user } = useSession();
  const [step, setStep] = useState<Step>('idle');
  const enabled = user?.two_factor_enabled ?? false;
  // Staff must keep it (requireStaff): turning it off would only send them to enrol again.
  const required = isStaffRole(user?.role);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Two-Factor Sign-In</CardTitle>
        <p className="text-sm text-muted-foreground">
          {enabled
            ? `On: signing in asks for a code from your authenticator app.${required ? ' Required for staff.' : ''}`
            : 'Off: add a code from an authenticator app to your password when you sign in.'}
        </p>
      </CardHeader>
      <CardContent className="grid gap-4">
        {step === 'idle' && (
          <div className="flex flex-wrap gap-2">
            {enabled ? (
              <>
                <Button variant="outline" onClick={() => setStep('renew')}>
                  New backup codes
                </Button>
                {!required && (
                  <Button variant="destructive" onClick={() => setStep('disable')}>
                    Turn off two-factor sign-in
                  </Button>
                )}
              </>
            ) : (
              <Button onClick={() => setStep('enrol')}>Turn on two-factor sign-in</Button>
            )}
          </div>
        )}
        {step === 'enrol' && <EnrolTwoFactor onEnabled={() => setStep('idle')} />}
        {step === 'disable' && <DisableStep onDone={() => setStep('idle')} />}
        {step === 'renew' && <RenewStep />}
      </CardContent>
    </Card>
  );
}

function DisableStep({ onDone }: { onDone: () => void }) {
  const disable = useDisableTwoFactor();
  return (
    <PasswordStep
      action="Turn off"
      pending={disable.isPending}
      error={disable.error?.message}
      onSubmit={(password) =>
        disable.mutate(password, {
          onSuccess: () => {
            toast({ title: 'Two-factor sign-in is off' });
            onDone();
          },
        })
      }
    />
  );
}

function RenewStep() {
  const renew = useRenewBackupCodes();
  if (renew.data) return <BackupCodes codes={renew.data.backup_codes} />;
  return (
    <PasswordStep
      action="Show new backup codes"
      pending={renew.isPending}
      error={renew.error?.message}
      onSubmit={(password) => renew.mutate(password)}
    />
  );
}
