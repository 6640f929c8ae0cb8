import { PASSWORD_MAX_LENGTH } from './auth';
import { sessionUserSchema } from './session';
import { z } from './zod';

/** The password asked again before the second factor is turned on or off or its codes renewed. */
export const twoFactorPasswordBodySchema = z.strictObject({
  password: z
    .string({ error: 'Please enter your password.' })
    .min(1, 'Please enter your password.')
    .max(PASSWORD_MAX_LENGTH, 'Password is incorrect.'),
});

const trustDevice = z
  .boolean()
  .optional()
  .meta({ description: 'Skip the second factor on this browser for 30 days.' });

/** POST /api/auth/two-factor/verify-totp: the 6-digit code of the authenticator app. */
export const verifyTotpBodySchema = z.strictObject({
  code: z
    .string({ error: 'Enter the 6-digit code from your authenticator app.' })
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app.'),
  trustDevice,
});

/** POST /api/auth/two-factor/verify-backup-code: one of the ten backup codes (xxxxx-xxxxx). */
export const verifyBackupCodeBodySchema = z.strictObject({
  code: z
    .string({ error: 'Enter one of your backup codes.' })
    .trim()
    .min(1, 'Enter one of your backup codes.')
    .max(32, 'Enter one of your backup codes.'),
  trustDevice,
});

export const backupCodesSchema = z
  .array(z.string())
  .meta({ description: 'Single-use backup codes, shown once.' });

/** What enabling answers: the authenticator URI (drawn as a QR code) and the backup codes. */
export const twoFactorEnrolmentSchema = z
  .object({
    totp_uri: z
      .string()
      .meta({ description: 'otpauth://totp/… with the secret, for the QR code.' }),
    backup_codes: backupCodesSchema,
  })
  .meta({ id: 'TwoFactorEnrolment' });

export type TwoFactorEnrolment = z.infer<typeof twoFactorEnrolmentSchema>;

/** A sign-in whose password was right but whose account asks for the second factor. */
const twoFactorChallengeSchema = z
  .object({ two_factor_required: z.literal(true) })
  .meta({ id: 'TwoFactorChallenge' });

/** A finished sign-in (password alone, or the second factor after it). */
export const signedInSchema = z.object({ user: sessionUserSchema }).meta({ id: 'SignInAnswer' });

export const signInAnswerSchema = z.union([signedInSchema, twoFactorChallengeSchema]);
