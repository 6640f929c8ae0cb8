import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { EMAIL_NOT_VERIFIED_CODE } from '#shared/auth';
import { ApiError } from '../../../lib/api';
import { safeRedirectPath } from '../../../lib/safe-redirect';
import { Button } from '../../../ui/button';
import { FormField } from '../../../ui/form-field';
import { Input } from '../../../ui/input';
import { PasswordInput } from '../../../ui/password-input';
import { toast } from '../../../ui/use-toast';
import { useSignIn } from '../api/sign-in';
import { toastAccountFailure, toastMissingFields } from '../failure-text';
import { AUTH_TEXT } from '../messages';
import { EmailNotConfirmedBanner } from './email-not-confirmed-banner';
import { ForgotPasswordDialog, ForgotPasswordLink } from './forgot-password-dialog';

export function SignInForm({ initialEmail }: { initialEmail: string }) {
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [unconfirmedEmail, setUnconfirmedEmail] = useState<string | null>(null);
  const signIn = useSignIn();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const address = email.trim();
    if (!address || !password) {
      toastMissingFields();
      return;
    }
    setUnconfirmedEmail(null);
    signIn.mutate(
      { email: address, password },
      {
        onSuccess: ({ user }) => {
          toast({ title: AUTH_TEXT.signInSuccess });
          const home = user.role === 'admin' ? '/admin' : '/vault';
          void navigate(safeRedirectPath(searchParams.get('redirect'), home), { replace: true });
        },
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

  return (
    <ForgotPasswordDialog initialEmail={email.trim()}>
      <form onSubmit={handleSubmit} noValidate className="grid gap-5" aria-label="Sign in">
        {unconfirmedEmail && <EmailNotConfirmedBanner email={unconfirmedEmail} />}
        <FormField label="Email" required>
          <Input
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </FormField>
        <div className="grid gap-2">
          <FormField label="Password" required>
            <PasswordInput
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          </FormField>
          <div className="flex justify-end">
            <ForgotPasswordLink />
          </div>
        </div>
        <Button type="submit" size="lg" disabled={signIn.isPending}>
          {signIn.isPending ? 'Signing in...' : 'Sign In'}
        </Button>
      </form>
    </ForgotPasswordDialog>
  );
}
