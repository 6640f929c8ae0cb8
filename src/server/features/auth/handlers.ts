import type { RouteConfig } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppEnv } from '../../core/context';
import type { AppRouteHandler } from '../../http/openapi';
import { refuseWeakPassword } from '../../auth/password-policy';
import { requestOriginOf } from '../../audit/record-audit-event';
import { requireSession, resolveSession } from '../../auth/session';
import { claimTotpCode } from './claim-totp-code';
import { forwardToBetterAuth } from './forward-to-better-auth';
import * as passwordReset from './request-reset';
import { resetTokenOwner } from './reset-token-owner';
import type {
  GetSessionRoute,
  RequestResetRoute,
  ResetLinkRoute,
  ResetPasswordRoute,
  SignInRoute,
  SignOutRoute,
  SignUpRoute,
  VerificationEmailRoute,
  VerificationLinkRoute,
} from './routes';
import { requireAccountPassword, type PasswordCheckPurpose } from '../shared/password-checks';
import { sessionAnswer } from '../shared/session-answer';
import { NO_BACKUP_CODE, storedBackupCodeFor } from './stored-backup-code';
import { twoFactorCallerOf } from './two-factor-caller';
import type {
  BackupCodesRoute,
  DisableTwoFactorRoute,
  EnableTwoFactorRoute,
  VerifyBackupCodeRoute,
  VerifyTotpRoute,
} from './two-factor-routes';

// Our own answer, so the idle timeout applies to the SPA's session check as to every route.
export const getSession: AppRouteHandler<GetSessionRoute> = async (c) =>
  c.json(sessionAnswer(await resolveSession(c)), 200);

export const requestReset: AppRouteHandler<RequestResetRoute> = (c) =>
  c.json(passwordReset.requestReset({ deps: c.get('deps'), ...c.req.valid('json') }), 200);

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

const forwardReset = forwarded<ResetPasswordRoute>();

/**
 * A common password, or one holding the new account's address or name, never reaches better-auth.
 * Nor does any field but the form's: better-auth would store an `image` URL of the caller's choice,
 * and avatars come only from uploads (decision 053).
 */
export const signUp: AppRouteHandler<SignUpRoute> = async (c) => {
  const { password, email, name, firstName, lastName, accountType, callbackURL } =
    c.req.valid('json');
  await refuseWeakPassword({
    password,
    owner: { email, names: [firstName, lastName, ...name.split(/\s+/)] },
    field: 'password',
  });
  const body = { email, password, name, firstName, lastName, accountType, callbackURL };
  return asDeclared<SignUpRoute>(await forwardToBetterAuth(c, { body }));
};

/**
 * A reset (and an invited client's first password) is checked against the account of its link;
 * an unknown or expired link goes on to better-auth, which answers INVALID_TOKEN.
 */
export const resetPassword: AppRouteHandler<ResetPasswordRoute> = async (c, next) => {
  const { newPassword, token = c.req.query('token') } = c.req.valid('json');
  const { auth, db } = c.get('deps');
  const owner = token ? await resetTokenOwner({ auth, db, token }) : null;
  if (owner) await refuseWeakPassword({ password: newPassword, owner, field: 'newPassword' });
  return forwardReset(c, next);
};

export const signIn = forwarded<SignInRoute>();
export const signOut = forwarded<SignOutRoute>();
export const verificationEmail = forwarded<VerificationEmailRoute>();
export const verificationLink = forwarded<VerificationLinkRoute>();
export const resetLink = forwarded<ResetLinkRoute>();

/** What better-auth is given in place of a TOTP code already used: no code, a wrong one to it. */
const NO_TOTP_CODE = '';

/**
 * A TOTP code works once (ASVS V6.5.1, ADR 034): it is claimed for its account before better-auth
 * checks it, and released when better-auth does not accept it, so a mistyped or refused code burns
 * nothing. A code already used goes on as no code, so better-auth refuses it exactly as a wrong one
 * (401 INVALID_CODE, counted toward the lockout); the audit says why.
 */
export const verifyTotp: AppRouteHandler<VerifyTotpRoute> = async (c) => {
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
  return asDeclared<VerifyTotpRoute>(response);
};

/**
 * Backup codes are stored hashed (ASVS V6.5.2, ADR 034): better-auth is given the stored hash the
 * submitted code matches, and finds that in its list; a code matching none goes on as no code.
 */
export const verifyBackupCode: AppRouteHandler<VerifyBackupCodeRoute> = async (c) => {
  const { code, trustDevice } = c.req.valid('json');
  const { config, db } = c.get('deps');
  const caller = await twoFactorCallerOf(c);
  const stored = caller
    ? await storedBackupCodeFor({ db, secret: config.authSecret, userId: caller.userId, code })
    : NO_BACKUP_CODE;
  return asDeclared<VerifyBackupCodeRoute>(
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

export const enableTwoFactor: AppRouteHandler<EnableTwoFactorRoute> = async (c) =>
  asDeclared<EnableTwoFactorRoute>(
    await afterPasswordCheck(c, c.req.valid('json').password, 'two_factor_enable'),
  );

export const disableTwoFactor: AppRouteHandler<DisableTwoFactorRoute> = async (c) =>
  asDeclared<DisableTwoFactorRoute>(
    await afterPasswordCheck(c, c.req.valid('json').password, 'two_factor_disable'),
  );

export const backupCodes: AppRouteHandler<BackupCodesRoute> = async (c) =>
  asDeclared<BackupCodesRoute>(
    await afterPasswordCheck(c, c.req.valid('json').password, 'two_factor_backup_codes'),
  );
