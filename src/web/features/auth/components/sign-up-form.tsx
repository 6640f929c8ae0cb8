import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import type { AccountType } from '#shared/auth';
import { PASSWORD_MIN_LENGTH } from '#shared/auth';
import { EMAIL_MAX_LENGTH, PERSON_NAME_MAX_LENGTH } from '#shared/field-limits';
import { ApiError } from '../../../lib/api';
import { useTextField } from '../../../lib/use-text-field';
import { Button } from '../../../ui/button';
import { EmailField } from '../../../ui/email-field';
import { FormField } from '../../../ui/form-field';
import { Input } from '../../../ui/input';
import { toast } from '../../../ui/use-toast';
import { useSignUp } from '../api/sign-up';
import { toastAccountFailure, toastMissingFields } from '../failure-text';
import { AUTH_TEXT } from '../messages';
import { AccountTypeToggle } from './account-type-toggle';
import { NewPasswordField } from './new-password-field';

const NAME_FIELDS = [
  { name: 'firstName', label: 'First Name', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last Name', autoComplete: 'family-name' },
] as const;

type SignUpFormProps = { onSignedUp: (email: string) => void };

export function SignUpForm({ onSignedUp }: SignUpFormProps) {
  const [names, setNames] = useState({ firstName: '', lastName: '' });
  const email = useTextField();
  const password = useTextField();
  const [accountType, setAccountType] = useState<AccountType>('client');
  // The confirmation link brings the visitor back to where sign-in was to take them.
  const [searchParams] = useSearchParams();
  const signUp = useSignUp(searchParams.get('redirect'));

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields = {
      firstName: names.firstName.trim(),
      lastName: names.lastName.trim(),
      email: email.value.trim(),
    };
    if (!fields.firstName || !fields.lastName || !fields.email || !password.value) {
      toastMissingFields();
      return;
    }
    if (password.value.length < PASSWORD_MIN_LENGTH) {
      password.setError(AUTH_TEXT.passwordTooShort);
      return;
    }
    signUp.mutate(
      { ...fields, password: password.value, accountType },
      {
        onSuccess: () => {
          toast({
            title: AUTH_TEXT.signUpSuccess,
            description:
              accountType === 'admin' ? AUTH_TEXT.signUpAdminRequested : AUTH_TEXT.signUpVerify,
          });
          onSignedUp(fields.email);
        },
        onError: (error) => {
          // A password the server refuses (common, or holding the e-mail or name) is shown on it.
          if (error instanceof ApiError && error.fields.password) {
            password.setError(error.fields.password);
          }
          toastAccountFailure(AUTH_TEXT.signUpFailed, error);
        },
      },
    );
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="grid gap-5" aria-label="Create account">
      <div className="grid gap-5 sm:grid-cols-2">
        {NAME_FIELDS.map(({ name, label, autoComplete }) => (
          <FormField key={name} label={label} required>
            <Input
              autoComplete={autoComplete}
              maxLength={PERSON_NAME_MAX_LENGTH}
              value={names[name]}
              onChange={(event) => setNames({ ...names, [name]: event.target.value })}
            />
          </FormField>
        ))}
      </div>
      <EmailField label="Email" required maxLength={EMAIL_MAX_LENGTH} field={email} />
      <NewPasswordField
        label="Password"
        error={password.error}
        value={password.value}
        onValueChange={password.set}
        owner={{ email: email.value, names: [names.firstName, names.lastName] }}
      />
      <AccountTypeToggle value={accountType} onChange={setAccountType} />
      <Button type="submit" size="lg" disabled={signUp.isPending}>
        {signUp.isPending ? 'Creating account...' : 'Create Account'}
      </Button>
    </form>
  );
}
