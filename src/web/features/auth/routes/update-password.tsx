import { useState, type FormEvent } from 'react';
import { redirect, useNavigate, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { PASSWORD_MIN_LENGTH } from '#shared/auth';
import { ApiError } from '../../../lib/api';
import { PageMeta } from '../../../lib/page-meta';
import { Button } from '../../../ui/button';
import { FormField } from '../../../ui/form-field';
import { PasswordInput } from '../../../ui/password-input';
import { toast } from '../../../ui/use-toast';
import { INVALID_TOKEN_CODE, useResetPassword } from '../api/reset-password';
import { NewPasswordField } from '../components/new-password-field';
import { toastFailure } from '../failure-text';
import { AUTH_TEXT } from '../messages';

function invalidLink() {
  toast({
    title: AUTH_TEXT.invalidLinkTitle,
    description: AUTH_TEXT.invalidLinkDescription,
    variant: 'destructive',
  });
}

/** The reset link arrives here as ?token=… (or ?error=INVALID_TOKEN when it was bad or old). */
export function updatePasswordLoader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  if (params.has('error') || !params.get('token')) {
    invalidLink();
    return redirect('/login');
  }
  return null;
}

type Errors = { newPassword?: string; confirmPassword?: string };

export function UpdatePasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const reset = useResetPassword();
  const navigate = useNavigate();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: Errors = {};
    if (newPassword.length < PASSWORD_MIN_LENGTH) found.newPassword = AUTH_TEXT.passwordTooShort;
    if (confirmPassword !== newPassword) found.confirmPassword = AUTH_TEXT.passwordsDiffer;
    setErrors(found);
    if (found.newPassword || found.confirmPassword) return;
    reset.mutate(
      { token, newPassword },
      {
        onSuccess: () => {
          toast({
            title: AUTH_TEXT.passwordUpdated,
            description: AUTH_TEXT.passwordUpdatedDescription,
          });
          void navigate('/login', { replace: true });
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === INVALID_TOKEN_CODE) {
            invalidLink();
            void navigate('/login', { replace: true });
            return;
          }
          // A password the server refuses (common, or holding the e-mail or name) is shown on it.
          if (error instanceof ApiError && error.fields.newPassword) {
            setErrors({ newPassword: error.fields.newPassword });
          }
          toastFailure(AUTH_TEXT.passwordUpdateFailed, error);
        },
      },
    );
  }

  return (
    <section className="mx-auto grid max-w-md gap-6 px-4 py-16 sm:px-6">
      <PageMeta
        title="Update Password"
        description="Choose a new password for your Orion Transit & Custody account."
      />
      <div className="grid gap-2 text-center">
        <h1 className="text-3xl font-bold tracking-tight">Update Password</h1>
        <p className="text-muted-foreground">Choose a new password for your account.</p>
      </div>
      <form
        onSubmit={handleSubmit}
        noValidate
        className="grid gap-5 rounded-lg border border-border bg-card p-6 shadow-sm"
      >
        <NewPasswordField
          label="New Password"
          error={errors.newPassword}
          value={newPassword}
          onValueChange={setNewPassword}
        />
        <FormField label="Confirm New Password" required error={errors.confirmPassword}>
          <PasswordInput
            autoComplete="new-password"
            value={confirmPassword}
            onChange={(event) => setConfirmPassword(event.target.value)}
          />
        </FormField>
        <Button type="submit" size="lg" disabled={reset.isPending}>
          {reset.isPending ? 'Updating...' : 'Update Password'}
        </Button>
      </form>
    </section>
  );
}
