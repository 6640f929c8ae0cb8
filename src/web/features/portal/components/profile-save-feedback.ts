import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../../lib/api';
import { toast } from '../../../ui/use-toast';

export const SUCCESS_MESSAGES = {
  profile: 'Your profile has been updated.',
  password: 'Your password has been updated.',
  nextOfKin: 'Next of kin information has been updated.',
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
  if (error instanceof ApiError) {
    for (const [field, message] of Object.entries(error.fields)) {
      if ((fieldNames as readonly string[]).includes(field)) {
        setError(field as Path<Values>, { type: 'server', message });
      }
    }
  }
  toast({
    title: 'Update failed',
    description: (error instanceof Error && error.message) || 'Something went wrong',
    variant: 'destructive',
  });
}
