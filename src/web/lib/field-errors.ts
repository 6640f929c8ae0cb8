import type { z } from 'zod';

/** The first message of each field of a failed zod parse, keyed like the server's `fields`. */
export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.');
    if (key) fields[key] ??= issue.message;
  }
  return fields;
}
