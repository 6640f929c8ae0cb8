import { z } from '@hono/zod-openapi';
import { apiErrorBodySchema } from '#shared/api-error';
import {
  backupCodesSchema,
  signedInSchema,
  twoFactorEnrolmentSchema,
  twoFactorPasswordBodySchema,
  verifyBackupCodeBodySchema,
  verifyTotpBodySchema,
} from '#shared/two-factor';
import { errorResponses } from '../../http/error-responses';
import { limitPerIp } from '../../http/limit-per-ip';
import { jsonBody, jsonContent, publicRoute, signedInRoute } from '../../http/openapi';
import {
  PASSWORD_CHECK_LIMIT,
  PASSWORD_CHECK_LIMIT_PER_IP,
  PASSWORD_CHECKS,
} from '../shared/password-checks';

const TAGS = ['Two-factor sign-in'];

/** The /api/auth paths that change a signed-in account's own second factor. */
export const TWO_FACTOR_ACCOUNT_PATHS = [
  '/two-factor/enable',
  '/two-factor/disable',
  '/two-factor/generate-backup-codes',
] as const;

/** What each route that asks for the password again says of it, and the budget it counts against. */
const PASSWORD_AGAIN = ` A wrong password is a 400 on password and is audited. Password checks are limited like sign-in's: ${PASSWORD_CHECK_LIMIT.max} per account and ${PASSWORD_CHECK_LIMIT_PER_IP.max} per address in 15 minutes, together with every other form that asks for the password again (429).`;

const limitPasswordChecks = limitPerIp(PASSWORD_CHECKS, PASSWORD_CHECK_LIMIT_PER_IP);

export const enableTwoFactor = signedInRoute({
  operationId: 'enableTwoFactor',
  method: 'post',
  path: '/two-factor/enable',
  tags: TAGS,
  summary: 'Start enrolling an authenticator app',
  description:
    'After the password is entered again: a new TOTP secret (as an otpauth:// URI for the QR code) and 10 single-use backup codes. Two-factor sign-in is on once POST /two-factor/verify-totp accepts a first code.' +
    PASSWORD_AGAIN,
  middleware: [limitPasswordChecks] as const,
  request: { body: jsonBody(twoFactorPasswordBodySchema) },
  responses: {
    200: jsonContent(twoFactorEnrolmentSchema, 'The secret and the backup codes, shown once.'),
    ...errorResponses(400, 429),
  },
});

const verifyDescription =
  'Finishes a sign-in that answered `two_factor_required` (its challenge cookie), or, signed in, confirms an enrolment. `trustDevice` skips the second factor on this browser for 30 days. Wrong codes are audited; after 5 in a row the account is locked for 15 minutes (429).';

export const verifyTotp = publicRoute({
  operationId: 'verifyTotp',
  method: 'post',
  path: '/two-factor/verify-totp',
  tags: TAGS,
  summary: 'Give the authenticator app’s code',
  description: `${verifyDescription} Each code works once: a code already accepted is refused as a wrong one.`,
  request: { body: jsonBody(verifyTotpBodySchema) },
  responses: {
    200: jsonContent(signedInSchema, 'Signed in, or two-factor sign-in is now on.'),
    401: jsonContent(apiErrorBodySchema, 'A wrong code, or no sign-in waiting for one.'),
    ...errorResponses(400, 429),
  },
});

export const verifyBackupCode = publicRoute({
  operationId: 'verifyBackupCode',
  method: 'post',
  path: '/two-factor/verify-backup-code',
  tags: TAGS,
  summary: 'Give a backup code instead',
  description: `${verifyDescription} Each backup code works once.`,
  request: { body: jsonBody(verifyBackupCodeBodySchema) },
  responses: {
    200: jsonContent(signedInSchema, 'Signed in; the code is used up.'),
    401: jsonContent(apiErrorBodySchema, 'A wrong or used code, or no sign-in waiting for one.'),
    ...errorResponses(400, 429),
  },
});

export const disableTwoFactor = signedInRoute({
  operationId: 'disableTwoFactor',
  method: 'post',
  path: '/two-factor/disable',
  tags: TAGS,
  summary: 'Turn two-factor sign-in off',
  description:
    'After the password is entered again. Forgets the secret and the backup codes, and every device trusted to skip the second factor.' +
    PASSWORD_AGAIN,
  middleware: [limitPasswordChecks] as const,
  request: { body: jsonBody(twoFactorPasswordBodySchema) },
  responses: {
    200: jsonContent(z.object({ status: z.literal(true) }), 'Two-factor sign-in is off.'),
    ...errorResponses(400, 429),
  },
});

export const backupCodes = signedInRoute({
  operationId: 'backupCodes',
  method: 'post',
  path: '/two-factor/generate-backup-codes',
  tags: TAGS,
  summary: 'Replace the backup codes',
  description:
    'After the password is entered again: 10 new codes; the old ones stop working, and so does every device trusted to skip the second factor.' +
    PASSWORD_AGAIN,
  middleware: [limitPasswordChecks] as const,
  request: { body: jsonBody(twoFactorPasswordBodySchema) },
  responses: {
    200: jsonContent(z.object({ backup_codes: backupCodesSchema }), 'The new codes, shown once.'),
    ...errorResponses(400, 429),
  },
});

export type EnableTwoFactorRoute = typeof enableTwoFactor;
export type VerifyTotpRoute = typeof verifyTotp;
export type VerifyBackupCodeRoute = typeof verifyBackupCode;
export type DisableTwoFactorRoute = typeof disableTwoFactor;
export type BackupCodesRoute = typeof backupCodes;
