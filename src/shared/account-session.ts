import { isoDateTime, z } from './zod';

/** One active session of an account, as its owner or an administrator sees it; never its token. */
const accountSessionSchema = z
  .object({
    id: z.uuid(),
    browser: z.string().meta({ description: 'From the user agent, e.g. "Chrome 142".' }),
    system: z.string().meta({ description: 'From the user agent, e.g. "macOS".' }),
    place: z
      .string()
      .meta({ description: '"Local machine", "Private network" or "Unknown" (no geolocation).' }),
    ip_address: z.string().nullable(),
    created_at: isoDateTime,
    last_active: isoDateTime,
    current: z.boolean().meta({ description: "Whether this is the caller's own session." }),
  })
  .meta({ id: 'AccountSession' });

export type AccountSession = z.infer<typeof accountSessionSchema>;

export const accountSessionListSchema = z
  .object({ sessions: z.array(accountSessionSchema) })
  .meta({ id: 'AccountSessionList' });

export const sessionsEndedSchema = z
  .object({ ended: z.number().int().min(0) })
  .meta({ id: 'SessionsEnded' });

export const SECURE_ACCOUNT_LINK_INVALID =
  'This link is not valid or has expired. Sign in and change your password, or ask for a password reset.';

/** A "This wasn't me" link works once: the account it secured waits for its new password. */
export const SECURE_ACCOUNT_LINK_USED =
  'This link was already used: your account is secured and its old password no longer works. Choose a new password with the link we e-mailed you, or ask for another password reset.';

/** POST /api/account/secure: the token of a security alert's "This wasn't me" link. */
export const secureAccountBodySchema = z.object({
  token: z
    .string({ error: SECURE_ACCOUNT_LINK_INVALID })
    .min(1, SECURE_ACCOUNT_LINK_INVALID)
    .max(300, SECURE_ACCOUNT_LINK_INVALID),
});

export const accountSecuredSchema = z
  .object({
    status: z.literal('secured'),
    sessions_ended: z.number().int().min(0),
    message: z.string(),
  })
  .meta({ id: 'AccountSecured' });

export const ACCOUNT_SECURED_MESSAGE =
  'All sessions were ended and any passkeys removed. We sent you an e-mail to choose a new password.';

export const SESSION_NOT_FOUND = 'Session not found.';
