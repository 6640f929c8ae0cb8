import { PASSWORD_MIN_LENGTH } from '#shared/auth';
import { FormField } from '../../../ui/form-field';
import { PasswordInput } from '../../../ui/password-input';

type NewPasswordFieldProps = {
  label: string;
  error: string | undefined;
  value: string;
  onValueChange: (value: string) => void;
};

/** The password a user chooses, with the length it needs; the browser may offer a strong one. */
export function NewPasswordField({ label, error, value, onValueChange }: NewPasswordFieldProps) {
  return (
    <FormField
      label={label}
      required
      error={error}
      hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
    >
      <PasswordInput
        autoComplete="new-password"
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
      />
    </FormField>
  );
}
