import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { toast } from '../ui/use-toast';
import { ApiError } from './api';

type SaveFailure<Values extends FieldValues> = {
  title: string;
  error: unknown;
  setError: UseFormSetError<Values>;
  /** The form's fields: a server message for one of them shows under it. */
  fields: readonly Path<Values>[];
  /** A fixed description; by default the server's reason. */
  description?: string;
};

/** A failed save: the spec's destructive toast, and the server's per-field messages under fields. */
export function reportSaveFailure<Values extends FieldValues>({
  title,
  error,
  setError,
  fields,
  description,
}: SaveFailure<Values>) {
  if (error instanceof ApiError) {
    for (const [field, message] of Object.entries(error.fields)) {
      if ((fields as readonly string[]).includes(field)) {
        setError(field as Path<Values>, { type: 'server', message });
      }
    }
  }
  toast({
    title,
    description:
      description ?? ((error instanceof Error && error.message) || 'Something went wrong'),
    variant: 'destructive',
  });
}
