import { useState, type FormEvent } from 'react';
import { Button } from '../../ui/button';
import { FormField } from '../../ui/form-field';
import { PasswordInput } from '../../ui/password-input';

type PasswordStepProps = {
  action: string;
  pending: boolean;
  error: string | undefined;
  onSubmit: (password: string) => void;
};

/** The password entered again before the second factor changes (ASVS 5.0 V7.5.1). */
export function PasswordStep({ action, pending, error, onSubmit }: PasswordStepProps) {
  const [password, setPassword] = useState('');
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit(password);
  }
  return (
    <form noValidate onSubmit={submit} className="grid gap-3" aria-label={action}>
      <FormField label="Current Password" error={error}>
        <PasswordInput
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </FormField>
      <Button type="submit" disabled={pending || !password} className="justify-self-start">
        {action}
      </Button>
    </form>
  );
}
