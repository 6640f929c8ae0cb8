import { useState, type FormEvent } from 'react';
import type { AccountType } from '#shared/auth';
import { PASSWORD_MIN_LENGTH } from '#shared/auth';
import { EMAIL_MAX_LENGTH, PERSON_NAME_MAX_LENGTH } from '#shared/field-limits';
import { Button } from '../../../ui/button';
import { FormField } from '../../../ui/form-field';
import { Input } from '../../../ui/input';
import { PasswordInput } from '../../../ui/password-input';
import { toast } from '../../../ui/use-toast';
import { useSignUp } from '../api/sign-up';
import { toastAccountFailure, toastMissingFields } from '../failure-text';
import { AUTH_TEXT } from '../messages';
import { AccountTypeToggle } from './account-type-toggle';

type SignUpFormProps = { onSignedUp: (email: string) => void };

export function SignUpForm({ onSignedUp }: SignUpFormProps) {
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [accountType, setAccountType] = useState<AccountType>('client');
  const [passwordError, setPasswordError] = useState<string>();
  const signUp = useSignUp();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields = { firstName: firstName.trim(), lastName: lastName.trim(), email: email.trim() };
    if (!fields.firstName || !fields.lastName || !fields.email || !password) {
      toastMissingFields();
      return;
    }
    if (password.length < PASSWORD_MIN_LENGTH) {
      setPasswordError(AUTH_TEXT.passwordTooShort);
      return;
    }
    signUp.mutate(
      { ...fields, password, accountType },
      {
        onSuccess: () => {
          toast({
            title: AUTH_TEXT.signUpSuccess,
            description:
              accountType === 'admin' ? AUTH_TEXT.signUpAdminRequested : AUTH_TEXT.signUpVerify,
          });
          onSignedUp(fields.email);
        },
        onError: (error) => toastAccountFailure(AUTH_TEXT.signUpFailed, error),
      },
    );
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="grid gap-5" aria-label="Create account">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="First Name" required>
          <Input
            autoComplete="given-name"
            maxLength={PERSON_NAME_MAX_LENGTH}
            value={firstName}
            onChange={(event) => setFirstName(event.target.value)}
          />
        </FormField>
        <FormField label="Last Name" required>
          <Input
            autoComplete="family-name"
            maxLength={PERSON_NAME_MAX_LENGTH}
            value={lastName}
            onChange={(event) => setLastName(event.target.value)}
          />
        </FormField>
      </div>
      <FormField label="Email" required>
        <Input
          type="email"
          autoComplete="email"
          maxLength={EMAIL_MAX_LENGTH}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </FormField>
      <FormField
        label="Password"
        required
        error={passwordError}
        hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
      >
        <PasswordInput
          autoComplete="new-password"
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            setPasswordError(undefined);
          }}
        />
      </FormField>
      <AccountTypeToggle value={accountType} onChange={setAccountType} />
      <Button type="submit" size="lg" disabled={signUp.isPending}>
        {signUp.isPending ? 'Creating account...' : 'Create Account'}
      </Button>
    </form>
  );
}
