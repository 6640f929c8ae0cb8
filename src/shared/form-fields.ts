import { EMAIL_MAX_LENGTH } from './field-limits';
import { z } from './zod';

/** Field shapes shared by the admin forms: the form sends strings, the API may send numbers. */

/** Blank or absent is null; anything else is trimmed text up to `max` characters. */
export function optionalText(label: string, max = 500) {
  return z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .nullish()
    .transform((value) => value || null);
}

/** A required text of at least `min` characters, with the spec's message when shorter. */
export function requiredText(min: number, message: string, max = 200) {
  return z
    .string({ error: message })
    .trim()
    .min(min, message)
    .max(max, `Must be at most ${max} characters.`);
}

/** The address of an account the form opens, lower-cased as every account's is. */
export function newAccountEmail() {
  return z
    .string({ error: 'Invalid email address.' })
    .trim()
    .max(EMAIL_MAX_LENGTH, 'Invalid email address.')
    .pipe(z.email('Invalid email address.'))
    .transform((email) => email.toLowerCase());
}

/** An optional positive amount: '' and null mean "not given". */
export function optionalPositiveNumber(message: string) {
  return z
    .union([z.number(), z.string()])
    .nullish()
    .transform((value, context) => {
      if (value === null || value === undefined || value === '') return null;
      const number = typeof value === 'number' ? value : Number(value);
      if (!Number.isFinite(number) || number <= 0 || number >= 1e12) {
        context.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return Math.round(number * 100) / 100;
    });
}

const DATE_MESSAGE = 'Enter a valid date.';

/** An optional calendar date ('2026-11-23' from a date input, or a full ISO time): ISO or null. */
export function optionalDate() {
  return z
    .string()
    .nullish()
    .transform((value, context) => {
      if (!value) return null;
      const time = Date.parse(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00Z` : value);
      if (Number.isNaN(time)) {
        context.addIssue({ code: 'custom', message: DATE_MESSAGE });
        return z.NEVER;
      }
      return new Date(time).toISOString();
    });
}

export const uuidField = (message: string) => z.string({ error: message }).pipe(z.uuid(message));
