import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { reportSaveFailure } from '../lib/report-save-failure';
import { toast } from '../ui/use-toast';

export const SUCCESS_MESSAGES = {
  profile: 'Your profile has been updated.',
  password: 'Your password has been updated.',
  nextOfKin: 'Next of kin information has been updated.',
  notifications: 'Your notification settings have been updated.',
} as const;

export function toastSaved(message: string) {
  toast({ title: 'Success!', description: message });
}

/** 'Update failed' with the server's reason; its per-field messages go under the fields too. */
export function showUpdateFailure<Values extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Values>,
  fieldNames: readonly Path<Values>[],
) {
  reportSaveFailure({ title: 'Update failed', error, setError, fields: fieldNames });
}
