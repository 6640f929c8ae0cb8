import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { ZodType } from 'zod';
import { AppError } from '../core/errors';

/**
 * zod validation for a body, query or param that fails with our 400 shape: the first message of
 * each field, keyed by its path.
 */
export function validate<Target extends keyof ValidationTargets, Schema extends ZodType>(
  target: Target,
  schema: Schema,
) {
  return zValidator(target, schema, (result) => {
    if (result.success) return;
    const fields: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const key = issue.path.join('.') || target;
      fields[key] ??= issue.message;
    }
    const first = Object.entries(fields)[0];
    throw new AppError('BAD_REQUEST', first ? first[1] : 'Invalid request.', { fields });
  });
}
