import type { RouteConfig } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppEnv } from '../../core/context';
import type { AppRouteHandler } from '../../http/openapi';
import { refuseWeakPassword } from '../../auth/password-policy';
import { requestOriginOf } from '../../audit/record-audit-event';
import { requireSession, resolveSession } from '../../auth/session';
import { claimTotpCode } from './claim-totp-code';
import { forwardToBetterAuth } from './forward-to-better-auth';
import { requestPasswordReset } from './request-password-reset';
import { resetTokenOwner } from './reset-token-owner';
import type {
  getSessionRoute,
  requestResetRoute,
  resetLinkRoute,
  resetPasswordRoute,
  signInRoute,
  signOutRoute,
  signUpRoute,
  verificationEmailRoute,
  verificationLinkRoute,
} from './routes';
import { requireAccountPassword, type PasswordCheckPurpose } from '../shared/password-checks';
import { sessionAnswer } from '../shared/session-answer';
import { NO_BACKUP_CODE, storedBackupCodeFor } from './stored-backup-code';
import { twoFactorCallerOf } from './two-factor-caller';
import type {
  backupCodesRoute,
  disableTwoFactorRoute,
  enableTwoFactorRoute,
  verifyBackupCodeRoute,
  verifyTotpRoute,
} from './two-factor-routes';

// Our own answer, so the idle timeout applies to the SPA's session check as to every route.
export const getSession: AppRouteHandler<typeof getSessionRoute> = async (c) =>
  c.json(sessionAnswer(await resolveSession(c)), 200);

export const requestReset: AppRouteHandler<typeof requestResetRoute> = (c) =>
  c.json(requestPasswordReset({ deps: c.get('deps'), ...c.req.valid('json') }), 200);

/**
 * A route answered by better-auth: forwardToBetterAuth rebuilds its answer in our shapes, which
 * the route declares; these casts are the places that trust that declaration.
 */
function forwarded<Route extends RouteConfig>(): AppRouteHandler<Route> {
  return ((c: Context<AppEnv>) => forwardToBetterAuth(c)) as unknown as AppRouteHandler<Route>;
}

/** The same trust for a handler that decided something before forwarding (see forwarded). */
function asDeclared<Route extends RouteConfig>(
  response: Response,
): Awaited<ReturnType<AppRouteHandler<Route>>> {
  return response as unknown as Awaited<ReturnType<AppRouteHandler<Route>>>;
}

const forwardReset = forwarded<typeof resetPasswordRoute>();

/**
 * A common password, or one holding the new account's address or name, never reaches better-auth.
 * Nor does any field but the form's: better-auth would store an `image` URL of the caller's choice,
 * and avatars come only from uploads (decision 053).
 */
export const forwardedSignUp: AppRouteHandler<typeof signUpRoute> = async (c) => {
  const { password, email, name, firstName, lastName, accountType, callbackURL } =
    c.req.valid('json');
  await refuseWeakPassword({
    password,
    owner: { email, names: [firstName, lastName, ...name.split(/\s+/)] },
    field: 'password',
  });
  const body = { email, password, name, firstName, lastName, accountType, callbackURL };
  return asDeclared<typeof signUpRoute>(await forwardToBetterAuth(c, { body }));
};

/**
 * A reset (and an invited client's first password) is checked against the account of its link;
 * an unknown or expired link goes on to better-auth, which answers INVALID_TOKEN.
 */
export const forwardedReset: AppRouteHandler<typeof resetPasswordRoute> = async (c, next) => {
  const { newPassword, token = c.req.query('token') } = c.req.valid('json');
  const { auth, db } = c.get('deps');
  const owner = token ? await resetTokenOwner({ auth, db, token }) : null;
  if (owner) await refuseWeakPassword({ password: newPassword, owner, field: 'newPassword' });
  return forwardReset(c, next);
};

export const forwardedSignIn = forwarded<typeof signInRoute>();
export const forwardedSignOut = forwarded<typeof signOutRoute>();
export const forwardedVerification = forwarded<typeof verificationEmailRoute>();
export const forwardedVerificationLink = forwarded<typeof verificationLinkRoute>();
export const forwardedResetLink = forwarded<typeof resetLinkRoute>();

/** What better-auth is given in place of a TOTP code already used: no code, a wrong one to it. */
const NO_TOTP_CODE = '';

/**
 * A TOTP code works once (ASVS V6.5.1, ADR 034): it is claimed for its account before better-auth
 * checks it, and released when better-auth does not accept it, so a mistyped or refused code burns
 * nothing. A code already used goes on as no code, so better-auth refuses it exactly as a wrong one
 * (401 INVALID_CODE, counted toward the lockout); the audit says why.
 */
const verifyTotp: AppRouteHandler<typeof verifyTotpRoute> = async (c) => {
  const { code, trustDevice } = c.req.valid('json');
  const { config, db } = c.get('deps');
  const caller = await twoFactorCallerOf(c);
  const claim = caller
    ? await claimTotpCode({ db, secret: config.authSecret, userId: caller.userId, code })
    : null;
  const replayed = caller !== null && claim === null;
  const response = await forwardToBetterAuth(c, {
    caller,
    body: { code: replayed ? NO_TOTP_CODE : code, trustDevice },
    auditDetails: replayed ? { reason: 'code_already_used' } : undefined,
  });
  if (claim && response.status !== 200) await claim.release();
  return asDeclared<typeof verifyTotpRoute>(response);
};

/**
 * Backup codes are stored hashed (ASVS V6.5.2, ADR 034): better-auth is given the stored hash the
 * submitted code matches, and finds that in its list; a code matching none goes on as no code.
 */
const verifyBackupCode: AppRouteHandler<typeof verifyBackupCodeRoute> = async (c) => {
  const { code, trustDevice } = c.req.valid('json');
  const { config, db } = c.get('deps');
  const caller = await twoFactorCallerOf(c);
  const stored = caller
    ? await storedBackupCodeFor({ db, secret: config.authSecret, userId: caller.userId, code })
    : NO_BACKUP_CODE;
  return asDeclared<typeof verifyBackupCodeRoute>(
    await forwardToBetterAuth(c, { caller, body: { code: stored, trustDevice } }),
  );
};

/**
 * A change of the second factor asks for the password again. It is checked here first, against
 * the account's password-check budget, and a wrong one is audited (decision 050); better-auth,
 * which counts and records nothing, then makes the change.
 */
async function afterPasswordCheck(
  c: Context<AppEnv>,
  password: string,
  purpose: PasswordCheckPurpose,
): Promise<Response> {
  const { user } = await requireSession(c);
  const origin = requestOriginOf(c);
  await requireAccountPassword(c.get('deps'), { user, password, origin, purpose });
  return forwardToBetterAuth(c);
}

const enable: AppRouteHandler<typeof enableTwoFactorRoute> = async (c) =>
  asDeclared<typeof enableTwoFactorRoute>(
    await afterPasswordCheck(c, c.req.valid('json').password, 'two_factor_enable'),
  );

const disable: AppRouteHandler<typeof disableTwoFactorRoute> = async (c) =>
  asDeclared<typeof disableTwoFactorRoute>(
    await afterPasswordCheck(c, c.req.valid('json').password, 'two_factor_disable'),
  );

const backupCodes: AppRouteHandler<typeof backupCodesRoute> = async (c) =>
  asDeclared<typeof backupCodesRoute>(
    await afterPasswordCheck(c, c.req.valid('json').password, 'two_factor_backup_codes'),
  );

export const forwardedTwoFactor = { enable, verifyTotp, verifyBackupCode, disable, backupCodes };
