import { useState, type FormEvent } from 'react';
import { PERSON_NAME_MAX_LENGTH } from '#shared/field-limits';
import { invitationSignUpSchema, type InvitationSignUpInput } from '#shared/team';
import { ApiError } from '../../../lib/api';
import { fieldErrorsOf } from '../../../lib/field-errors';
import { Button } from '../../../ui/button';
import { FormField } from '../../../ui/form-field';
import { Input } from '../../../ui/input';
import { PasswordInput } from '../../../ui/password-input';
import type { useSignUpToJoin } from '../api/join-organisation';
import { toastAccountFailure } from '../failure-text';
import { AUTH_TEXT } from '../messages';
import { NewPasswordField } from './new-password-field';

type Errors = Partial<Record<keyof InvitationSignUpInput | 'confirm_password', string>>;

const NAME_FIELDS = [
  { name: 'first_name', label: 'First Name', autoComplete: 'given-name' },
  { name: 'last_name', label: 'Last Name', autoComplete: 'family-name' },
] as const;

type JoinSignUpFormProps = {
  /** The invitation's address: the account's, fixed, shown rather than typed. */
  email: string;
  /** Owned by the page, which keeps this form on screen until the portal opens. */
  signUp: ReturnType<typeof useSignUpToJoin>;
  /** Joined; `signedIn` false when the sign-in after the new account failed. */
  onJoined: (signedIn: boolean) => void;
  /**
   * A 409: the invitation or its address changed since the page read them (an account now exists,
   * the invitation expired or was withdrawn); the page reads it again and shows what now fits.
   */
  onRefused: () => void;
};

/** The account an invitee without one opens to join: their names and a password, twice. */
export function JoinSignUpForm({ email, signUp, onJoined, onRefused }: JoinSignUpFormProps) {
  const [names, setNames] = useState({ first_name: '', last_name: '' });
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const busy = signUp.isPending || signUp.isSuccess;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = { ...names, password };
    const parsed = invitationSignUpSchema.safeParse(form);
    const found: Errors = parsed.success ? {} : fieldErrorsOf(parsed.error);
    if (!found.password && confirmPassword !== password) {
      found.confirm_password = AUTH_TEXT.passwordsDiffer;
    }
    setErrors(found);
    if (!parsed.success || found.confirm_password) return;
    signUp.mutate(
      { email, form: parsed.data },
      {
        onSuccess: ({ signedIn }) => onJoined(signedIn),
        onError: (error) => {
          if (error instanceof ApiError) {
            setErrors(error.fields);
            if (error.status === 409) onRefused();
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
          <FormField key={name} label={label} required error={errors[name]}>
            <Input
              autoComplete={autoComplete}
              maxLength={PERSON_NAME_MAX_LENGTH}
              value={names[name]}
              onChange={(event) => setNames({ ...names, [name]: event.target.value })}
            />
          </FormField>
        ))}
      </div>
      <FormField label="E-mail" hint="The address the invitation was sent to.">
        <Input type="email" autoComplete="username" value={email} readOnly />
      </FormField>
      <NewPasswordField
        label="Password"
        error={errors.password}
        value={password}
        onValueChange={setPassword}
        owner={{ email, names: [names.first_name, names.last_name] }}
      />
      <FormField label="Confirm Password" required error={errors.confirm_password}>
        <PasswordInput
          autoComplete="new-password"
          value={confirmPassword}
          onChange={(event) => setConfirmPassword(event.target.value)}
        />
      </FormField>
      <Button type="submit" size="lg" disabled={busy}>
        {busy ? 'Creating account...' : 'Create Account and Join'}
      </Button>
    </form>
  );
}
