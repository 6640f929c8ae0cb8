import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { passwordFormSchema, type PasswordForm } from '#shared/client-profile-schema';
import { useSession } from '../get-session';
import { Button } from '../../ui/button';
import { FormField } from '../../ui/form-field';
import { PasswordInput } from '../../ui/password-input';
import { PasswordStrengthMeter } from '../../ui/password-strength-meter';
import { useChangePassword } from './change-password';
import { showUpdateFailure, SUCCESS_MESSAGES, toastSaved } from '../profile-save-feedback';

const EMPTY: PasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Password change, in the client's Edit Profile and the admin's Profile: the current password is
 * asked again every time (which is its re-authentication), and other sessions end on success.
 */
export function ChangePasswordForm({ onSaved }: { onSaved: () => void }) {
  const change = useChangePassword();
  const form = useForm<PasswordForm>({
    resolver: zodResolver(passwordFormSchema),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  const typedPassword = useWatch({ control: form.control, name: 'newPassword' });
  const { user } = useSession();
  const owner = user ? { email: user.email, names: [user.first_name, user.last_name] } : undefined;

  const submit = form.handleSubmit(({ currentPassword, newPassword }) =>
    change.mutateAsync({ currentPassword, newPassword }).then(
      () => {
        toastSaved(SUCCESS_MESSAGES.password);
        onSaved();
      },
      (error: unknown) =>
        showUpdateFailure(error, form.setError, ['currentPassword', 'newPassword']),
    ),
  );

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <FormField label="Current Password" error={errors.currentPassword?.message}>
        <PasswordInput autoComplete="current-password" {...form.register('currentPassword')} />
      </FormField>
      <FormField
        label="New Password"
        error={errors.newPassword?.message}
        hint="At least 8 characters. Your other signed-in devices will be signed out."
      >
        <PasswordInput autoComplete="new-password" {...form.register('newPassword')} />
      </FormField>
      <PasswordStrengthMeter
        password={typedPassword}
        owner={owner}
        fieldError={errors.newPassword?.message}
      />
      <FormField label="Confirm New Password" error={errors.confirmPassword?.message}>
        <PasswordInput autoComplete="new-password" {...form.register('confirmPassword')} />
      </FormField>
      <Button type="submit" disabled={change.isPending} className="justify-self-end">
        {change.isPending ? 'Updating...' : 'Update Password'}
      </Button>
    </form>
  );
}
