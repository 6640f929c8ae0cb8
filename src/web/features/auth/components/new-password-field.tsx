import { PASSWORD_MIN_LENGTH } from '#shared/auth';
import type { PasswordOwner } from '#shared/password-policy';
import { FormField } from '../../../ui/form-field';
import { PasswordInput } from '../../../ui/password-input';
import { PasswordStrengthMeter } from '../../../ui/password-strength-meter';

type NewPasswordFieldProps = {
  label: string;
  error: string | undefined;
  value: string;
  onValueChange: (value: string) => void;
  /** Whose password it is, when known, so the meter warns about the e-mail or name in it. */
  owner?: PasswordOwner;
};

/** The password a user chooses, with the length it needs and how strong it is. */
export function NewPasswordField({
  label,
  error,
  value,
  onValueChange,
  owner,
}: NewPasswordFieldProps) {
  return (
    <div className="grid gap-2">
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
      <PasswordStrengthMeter password={value} owner={owner} fieldError={error} />
    </div>
  );
}
