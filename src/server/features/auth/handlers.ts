import type { RouteConfig } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppEnv } from '../../core/context';
import type { AppRouteHandler } from '../../http/openapi';
import { refuseWeakPassword } from '../../auth/password-policy';
import { resolveSession } from '../../auth/session';
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
import { sessionAnswer } from '../shared/session-answer';
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
 * the route declares; the cast is the one place that trusts that declaration.
 */
function forwarded<Route extends RouteConfig>(): AppRouteHandler<Route> {
  return ((c: Context<AppEnv>) => forwardToBetterAuth(c)) as unknown as AppRouteHandler<Route>;
}

const forwardSignUp = forwarded<typeof signUpRoute>();
const forwardReset = forwarded<typeof resetPasswordRoute>();

/** A common password, or one holding the new account's address or name, never reaches better-auth. */
export const forwardedSignUp: AppRouteHandler<typeof signUpRoute> = async (c, next) => {
  const { password, email, name, firstName, lastName } = c.req.valid('json');
  await refuseWeakPassword({
    password,
    owner: { email, names: [firstName, lastName, ...name.split(/\s+/)] },
    field: 'password',
  });
  return forwardSignUp(c, next);
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

export const forwardedTwoFactor = {
  enable: forwarded<typeof enableTwoFactorRoute>(),
  verifyTotp: forwarded<typeof verifyTotpRoute>(),
  verifyBackupCode: forwarded<typeof verifyBackupCodeRoute>(),
  disable: forwarded<typeof disableTwoFactorRoute>(),
  backupCodes: forwarded<typeof backupCodesRoute>(),
};
