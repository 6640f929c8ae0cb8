import { ACCOUNT_TYPES } from './auth';
import { EMAIL_MAX_LENGTH } from './field-limits';
import { PERSON_NAME_MAX_LENGTH } from './field-limits';
import { z } from './zod';

/** A same-site path to send the visitor to after a mailed link; never another site. */
const sameSitePath = z
  .string()
  .max(500, 'The return address is too long.')
  .regex(/^\/(?![/\\])/, 'The return address must be a path on this site.');

function nameField(label: string) {
  return z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(PERSON_NAME_MAX_LENGTH, `${label} must be at most ${PERSON_NAME_MAX_LENGTH} characters.`);
}

/**
 * What POST /api/auth/sign-up/email accepts before better-auth sees it: every free-text field
 * capped as the form caps it. better-auth itself checks the e-mail's form and the password.
 */
export const signUpBodySchema = z.looseObject({
  email: z.string().max(EMAIL_MAX_LENGTH, 'Invalid email address'),
  password: z.string(),
  name: z.string().max(2 * PERSON_NAME_MAX_LENGTH + 1, 'Name is too long.'),
  firstName: nameField('First name').optional(),
  lastName: nameField('Last name').optional(),
  accountType: z.enum(ACCOUNT_TYPES).optional(),
  callbackURL: sameSitePath.optional(),
});

/** POST /api/auth/request-password-reset. */
export const passwordResetRequestSchema = z.object({
  email: z
    .string()
    .trim()
    .max(EMAIL_MAX_LENGTH, 'Invalid email address')
    .pipe(z.email('Invalid email address')),
  redirectTo: sameSitePath.optional(),
});

/** POST /api/auth/sign-in/email; better-auth checks the address and the password themselves. */
export const signInBodySchema = z.looseObject({
  email: z.string(),
  password: z.string(),
  rememberMe: z.boolean().optional(),
});

/** POST /api/auth/send-verification-email: mail the confirmation link again. */
export const verificationEmailBodySchema = z.looseObject({
  email: z.string(),
  callbackURL: z.string().optional(),
});

/** POST /api/auth/reset-password: the token of the e-mailed link and the new password. */
export const resetPasswordBodySchema = z.looseObject({
  newPassword: z.string(),
  token: z.string().optional(),
});
