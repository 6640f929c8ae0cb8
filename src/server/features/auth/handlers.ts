import type { RouteConfig } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppEnv } from '../../core/context';
import type { AppRouteHandler } from '../../http/openapi';
import { resolveSession } from '../../auth/session';
import { forwardToBetterAuth } from './forward-to-better-auth';
import { requestPasswordReset } from './request-password-reset';
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
import { sessionAnswer } from './session-answer';
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

export const forwardedSignUp = forwarded<typeof signUpRoute>();
export const forwardedSignIn = forwarded<typeof signInRoute>();
export const forwardedSignOut = forwarded<typeof signOutRoute>();
export const forwardedVerification = forwarded<typeof verificationEmailRoute>();
export const forwardedReset = forwarded<typeof resetPasswordRoute>();
export const forwardedVerificationLink = forwarded<typeof verificationLinkRoute>();
export const forwardedResetLink = forwarded<typeof resetLinkRoute>();

export const forwardedTwoFactor = {
  enable: forwarded<typeof enableTwoFactorRoute>(),
  verifyTotp: forwarded<typeof verifyTotpRoute>(),
  verifyBackupCode: forwarded<typeof verifyBackupCodeRoute>(),
  disable: forwarded<typeof disableTwoFactorRoute>(),
  backupCodes: forwarded<typeof backupCodesRoute>(),
};
