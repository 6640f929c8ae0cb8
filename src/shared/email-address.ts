import { EMAIL_MAX_LENGTH } from './field-limits';
import { z } from './zod';

const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address.';

/** An e-mail address as a visitor types it: trimmed, and one message for blank, too long or malformed. */
export const emailAddressSchema = z
  .string({ error: INVALID_EMAIL_MESSAGE })
  .trim()
  .max(EMAIL_MAX_LENGTH, INVALID_EMAIL_MESSAGE)
  .pipe(z.email(INVALID_EMAIL_MESSAGE));
