import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { passwordFormSchema, type PasswordForm } from '#shared/client-profile-schema';
import { Button } from '../../../ui/button';
import { FormField } from '../../../ui/form-field';
import { PasswordInput } from '../../../ui/password-input';
import { useChangePassword } from '../api/change-password';
import { showUpdateFailure, SUCCESS_MESSAGES, toastSaved } from './profile-save-feedback';

const EMPTY: PasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Password change: the current password is asked again, and other sessions end on success. */
export function SecurityForm({ onSaved }: { onSaved: () => void }) {
  const change = useChangePassword();
  const form = useForm<PasswordForm>({
    resolver: zodResolver(passwordFormSchema),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;

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
      <FormField label="Confirm New Password" error={errors.confirmPassword?.message}>
        <PasswordInput autoComplete="new-password" {...form.register('confirmPassword')} />
      </FormField>
      <Button type="submit" disabled={change.isPending} className="justify-self-end">
        {change.isPending ? 'Updating...' : 'Update Password'}
      </Button>
    </form>
  );
}
