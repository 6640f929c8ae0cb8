import type { core } from 'zod';
import { AppError } from '../core/errors';

/** Our 400 for failed validation: the first message of each field, keyed by its path. */
export function validationError(issues: readonly core.$ZodIssue[], target: string): AppError {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.join('.') || target;
    fields[key] ??= issue.message;
  }
  const first = Object.entries(fields)[0];
  return new AppError('BAD_REQUEST', first ? first[1] : 'Invalid request.', { fields });
}
