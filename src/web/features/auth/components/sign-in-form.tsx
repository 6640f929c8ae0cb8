import { lazy, Suspense, useState, type FormEvent } from 'react';
import { EMAIL_NOT_VERIFIED_CODE } from '#shared/auth';
import { ApiError } from '../../../lib/api';
import { useOpenedDialog } from '../../../lib/use-opened-dialog';
import { useTextField } from '../../../lib/use-text-field';
import { Button } from '../../../ui/button';
import { EmailField } from '../../../ui/email-field';
import { FormField } from '../../../ui/form-field';
import { PasswordInput } from '../../../ui/password-input';
import { useSignIn } from '../api/sign-in';
import { toastAccountFailure, toastMissingFields } from '../failure-text';
import { AUTH_TEXT } from '../messages';
import { EmailNotConfirmedBanner } from './email-not-confirmed-banner';
import { PasskeySignIn } from './passkey-sign-in';
import { SecondFactorForm } from './second-factor-form';

const loadForgotPasswordDialog = () => import('./forgot-password-dialog');
const ForgotPasswordDialog = lazy(async () => ({
  default: (await loadForgotPasswordDialog()).ForgotPasswordDialog,
}));

export function SignInForm({ initialEmail }: { initialEmail: string }) {
  const email = useTextField(initialEmail);
  const [password, setPassword] = useState('');
  const [unconfirmedEmail, setUnconfirmedEmail] = useState<string | null>(null);
  const [secondFactorAsked, setSecondFactorAsked] = useState(false);
  const signIn = useSignIn();
  /** The address the reset dialog opened with; null while it is closed. */
  const forgotPassword = useOpenedDialog<string>();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const address = email.value.trim();
    if (!address || !password) {
      toastMissingFields();
      return;
    }
    setUnconfirmedEmail(null);
    // Once signed in, the login page itself sends the user on (see LoginPage).
    signIn.mutate(
      { email: address, password },
      {
        onSuccess: (answer) => setSecondFactorAsked('two_factor_required' in answer),
        onError: (error) => {
          if (error instanceof ApiError && error.code === EMAIL_NOT_VERIFIED_CODE) {
            setUnconfirmedEmail(address);
            return;
          }
          toastAccountFailure(AUTH_TEXT.signInFailed, error);
        },
      },
    );
  }

  if (secondFactorAsked) {
    return (
      <SecondFactorForm
        onCancel={() => {
          setSecondFactorAsked(false);
          setPassword('');
        }}
      />
    );
  }

  return (
    <div className="grid gap-5">
      <form onSubmit={handleSubmit} noValidate className="grid gap-5" aria-label="Sign in">
        {unconfirmedEmail && <EmailNotConfirmedBanner email={unconfirmedEmail} />}
        <EmailField label="Email" required field={email} />
        <div className="grid gap-2">
          <FormField label="Password" required>
            <PasswordInput
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          </FormField>
          <div className="flex justify-end">
            <Button
              variant="link"
              className="h-auto p-0 text-sm"
              aria-haspopup="dialog"
              aria-expanded={forgotPassword.what !== null}
              onPointerEnter={() => void loadForgotPasswordDialog()}
              onFocus={() => void loadForgotPasswordDialog()}
              onClick={(event) => forgotPassword.open(email.value.trim(), event.currentTarget)}
            >
              Forgot password?
            </Button>
          </div>
        </div>
        <Button type="submit" size="lg" disabled={signIn.isPending}>
          {signIn.isPending ? 'Signing in...' : 'Sign In'}
        </Button>
      </form>
      {forgotPassword.what !== null && (
        <Suspense fallback={null}>
          <ForgotPasswordDialog initialEmail={forgotPassword.what} onClose={forgotPassword.close} />
        </Suspense>
      )}
      <PasskeySignIn />
    </div>
  );
}
