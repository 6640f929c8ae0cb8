import { randomUUID } from 'node:crypto';
import { betterAuth } from 'better-auth/minimal';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError } from 'better-auth/api';
import { twoFactor } from 'better-auth/plugins';
import { eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import {
  ACCOUNT_DEACTIVATED_CODE,
  ACCOUNT_DEACTIVATED_MESSAGE,
  EMAIL_VERIFICATION_TOKEN_SECONDS,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  RESET_PASSWORD_TOKEN_SECONDS,
  SESSION_ABSOLUTE_LIFETIME_SECONDS,
  TRUST_DEVICE_DAYS,
  TWO_FACTOR_BACKUP_CODE_COUNT,
  TWO_FACTOR_LOCKOUT_SECONDS,
  TWO_FACTOR_MAX_FAILED_ATTEMPTS,
} from '#shared/auth';
import type { Config } from '../config/config';
import type { Db } from '../db/client';
import { databaseOutageOf } from '../db/database-outage';
import { accounts, sessions, twoFactors, users, verifications } from '../db/schema';
import { openOrganisation } from './open-organisation';
import { loggableError } from '../logger';
import { enqueueMail } from '../mail/outbox';
import { accountExistsMessage, confirmEmailMessage, resetPasswordMessage } from '../mail/templates';
import type { MailMessage } from '../mail/templates';
import { sendSecurityAlert } from '../notifications/security-alert';
import { hashedBackupCodes } from './backup-codes';
import { CLIENT_IP_HEADER } from './client-ip';
import { passkeySession } from './passkey-session';
import { hashPassword, verifyPassword } from './password';
import { TOTP_PERIOD_SECONDS } from './totp';
import { forgetTrustedDevices } from './trusted-devices';

/** The session cookie's name: `__Host-` prefixed (and Secure) in production. */
export function sessionCookieName(production: boolean): string {
  return production ? '__Host-otc.session_token' : 'otc.session_token';
}

/** The cookie of a sign-in waiting for its second factor (10 minutes), named as the session's. */
export function twoFactorCookieName(production: boolean): string {
  return production ? '__Host-otc.two_factor' : 'otc.two_factor';
}

/**
 * The cookie tying a passkey sign-in's challenge (5 minutes, kept server-side) to the browser that
 * asked for it, named as the session's. Signed with the auth secret.
 */
export function passkeyChallengeCookieName(production: boolean): string {
  return production ? '__Host-otc.passkey_challenge' : 'otc.passkey_challenge';
}

/** "Trust this device for 30 days", named as the session's. */
function trustDeviceCookieName(production: boolean): string {
  return production ? '__Host-otc.trust_device' : 'otc.trust_device';
}

export type AuthDependencies = {
  config: Config;
  db: Db;
  wakeMailSender: () => void;
  log: Logger;
};

/**
 * better-auth on our own tables. The server decides the role: sign-up always makes a client, an
 * "Admin" account type only records a request (decision 001), and ADMIN_EMAIL is promoted once
 * its address is confirmed.
 */
export function createAuth({ config, db, wakeMailSender, log }: AuthDependencies) {
  const secureCookies = config.production
    ? {
        session_token: { name: sessionCookieName(true), attributes: { secure: true } },
        two_factor: { name: twoFactorCookieName(true), attributes: { secure: true } },
        trust_device: { name: trustDeviceCookieName(true), attributes: { secure: true } },
      }
    : undefined;

  /** Queues a mail with a link for an account, greeting it by first name, and sends it soon. */
  async function mailUser(
    user: { email: string; firstName?: string | null },
    url: string,
    template: (input: { firstName?: string | null; url: string }) => MailMessage,
  ) {
    await enqueueMail(db, user.email, template({ firstName: user.firstName, url }));
    wakeMailSender();
  }

  /**
   * A confirmed address becomes a client of the company, the owner of its own organisation (an
   * unconfirmed sign-up is nobody yet, and shows in no list), or, for ADMIN_EMAIL, the company's
   * administrator.
   */
  async function onAddressConfirmed(userId: string) {
    await db.transaction(async (tx) => {
      const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
      if (!user) return;
      if (user.email.toLowerCase() === config.adminEmail) {
        await tx.update(users).set({ role: 'admin' }).where(eq(users.id, user.id));
        return;
      }
      await openOrganisation(tx, {
        id: user.id,
        email: user.email,
        first_name: user.firstName,
        last_name: user.lastName,
      });
    });
  }

  /**
   * A password chosen through a reset link is a password change: its owner is told, and no device
   * trusted before it skips the second factor any more (decision 051). better-auth has already
   * ended the account's sessions.
   */
  async function onPasswordReset(userId: string, request: Request | undefined) {
    const details = {
      ipAddress: request?.headers.get(CLIENT_IP_HEADER) ?? 'unknown',
      userAgent: request?.headers.get('user-agent') ?? null,
    };
    await db.transaction(async (tx) => {
      await forgetTrustedDevices(tx, userId);
      await sendSecurityAlert(tx, { config, userId, kind: 'password_changed', details });
    });
    wakeMailSender();
  }

  return betterAuth({
    appName: 'Orion Transit & Custody',
    baseURL: config.appUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    trustedOrigins: [config.appUrl],
    telemetry: { enabled: false },
    // Profile, password and account changes go through our own validated, audited endpoints.
    disabledPaths: ['/update-user', '/change-password', '/change-email', '/delete-user'],
    logger: {
      disabled: config.logLevel === 'silent',
      // Into our log as JSON lines. A database outage is logged once, by the error handler that
      // answers it 503 (ADR 042), not again here for every session lookup that met it.
      log: (level, message, ...details: unknown[]) => {
        if (details.some((detail) => databaseOutageOf(detail))) return;
        const err = details.find((detail) => detail instanceof Error);
        log[level]({ err: err && loggableError(err) }, `better-auth: ${message}`);
      },
    },
    // An error that is not one of its own answers reaches our error handler instead of becoming
    // better-auth's bodiless 500: a database outage answers 503, anything else our 500 (ADR 042).
    onAPIError: { throw: true },
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        twoFactor: twoFactors,
      },
    }),
    user: {
      additionalFields: {
        role: { type: 'string', input: false, required: false, defaultValue: 'client' },
        firstName: { type: 'string', required: false },
        lastName: { type: 'string', required: false },
        adminRequestedAt: { type: 'date', input: false, required: false },
      },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      password: { hash: hashPassword, verify: verifyPassword },
      resetPasswordTokenExpiresIn: RESET_PASSWORD_TOKEN_SECONDS,
      revokeSessionsOnPasswordReset: true,
      onPasswordReset: ({ user }, request) => onPasswordReset(user.id, request),
      sendResetPassword: ({ user, url }) => mailUser(user, url, resetPasswordMessage),
      onExistingUserSignUp: ({ user }) =>
        mailUser(user, `${config.appUrl}/login`, accountExistsMessage),
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: false,
      expiresIn: EMAIL_VERIFICATION_TOKEN_SECONDS,
      sendVerificationEmail: ({ user, url }) => mailUser(user, url, confirmEmailMessage),
      afterEmailVerification: (user) => onAddressConfirmed(user.id),
    },
    plugins: [
      // TOTP with backup codes (decision 030). Enrolment is confirmed with a first code; a sign-in of
      // an enrolled account ends in a short-lived challenge cookie until /two-factor/verify-* passes.
      // Each code works once and backup codes are stored hashed: our verify handlers (decision 034).
      twoFactor({
        issuer: 'Orion Transit & Custody',
        totpOptions: { period: TOTP_PERIOD_SECONDS },
        backupCodeOptions: {
          amount: TWO_FACTOR_BACKUP_CODE_COUNT,
          storeBackupCodes: hashedBackupCodes(config.authSecret),
        },
        trustDeviceMaxAge: TRUST_DEVICE_DAYS * 24 * 60 * 60,
        accountLockout: {
          maxFailedAttempts: TWO_FACTOR_MAX_FAILED_ATTEMPTS,
          durationSeconds: TWO_FACTOR_LOCKOUT_SECONDS,
        },
      }),
      // A passkey sign-in (features/passkeys) opens its session here, as every sign-in does.
      passkeySession(),
    ],
    session: {
      // Absolute lifetime; the 30-minute idle limit is enforced in session.ts on every request.
      expiresIn: SESSION_ABSOLUTE_LIFETIME_SECONDS,
      disableSessionRefresh: true,
    },
    // Limits are ours (features/auth/limits.ts): per IP with IPv6 grouped by /64, per e-mail, in one table.
    rateLimit: { enabled: false },
    advanced: {
      database: { generateId: () => randomUUID() },
      cookiePrefix: 'otc',
      useSecureCookies: false,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: config.production },
      cookies: secureCookies,
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    databaseHooks: {
      user: {
        create: {
          async before(user, context) {
            const body = (context?.body ?? {}) as { accountType?: unknown };
            return {
              data: {
                ...user,
                // Avatars come only from uploads, re-encoded (decision 053), never a given URL.
                image: null,
                role: 'client',
                adminRequestedAt: body.accountType === 'admin' ? new Date() : null,
              },
            };
          },
        },
      },
      session: {
        create: {
          // better-auth makes a 24-hour session when "remember me" is off; no session outlives ours.
          // Every sign-in opens one here, so a deactivated account is refused here (decision 062).
          async before(session) {
            const [owner] = await db
              .select({ deactivatedAt: users.deactivatedAt })
              .from(users)
              .where(eq(users.id, session.userId));
            if (owner?.deactivatedAt) {
              throw APIError.from('FORBIDDEN', {
                message: ACCOUNT_DEACTIVATED_MESSAGE,
                code: ACCOUNT_DEACTIVATED_CODE,
              });
            }
            const latest = Date.now() + SESSION_ABSOLUTE_LIFETIME_SECONDS * 1000;
            const expiresAt = new Date(Math.min(new Date(session.expiresAt).getTime(), latest));
            return { data: { ...session, expiresAt } };
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
