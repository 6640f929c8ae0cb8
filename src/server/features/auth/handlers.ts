import type { AppRouteHandler, RouteAnswer } from '../../http/openapi';
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

// Our own answer, so the idle timeout applies to the SPA's session check as to every route.
export const getSession: AppRouteHandler<typeof getSessionRoute> = async (c) =>
  c.json(sessionAnswer(await resolveSession(c)), 200);

export const requestReset: AppRouteHandler<typeof requestResetRoute> = (c) =>
  c.json(requestPasswordReset({ deps: c.get('deps'), ...c.req.valid('json') }), 200);

// better-auth's answers, rebuilt in our shapes by forwardToBetterAuth; each route declares them.
export const forwardedSignUp: AppRouteHandler<typeof signUpRoute> = async (c) =>
  (await forwardToBetterAuth(c)) as unknown as RouteAnswer<typeof signUpRoute>;

export const forwardedSignIn: AppRouteHandler<typeof signInRoute> = async (c) =>
  (await forwardToBetterAuth(c)) as unknown as RouteAnswer<typeof signInRoute>;

export const forwardedSignOut: AppRouteHandler<typeof signOutRoute> = async (c) =>
  (await forwardToBetterAuth(c)) as unknown as RouteAnswer<typeof signOutRoute>;

export const forwardedVerification: AppRouteHandler<typeof verificationEmailRoute> = async (c) =>
  (await forwardToBetterAuth(c)) as unknown as RouteAnswer<typeof verificationEmailRoute>;

export const forwardedReset: AppRouteHandler<typeof resetPasswordRoute> = async (c) =>
  (await forwardToBetterAuth(c)) as unknown as RouteAnswer<typeof resetPasswordRoute>;

export const forwardedVerificationLink: AppRouteHandler<typeof verificationLinkRoute> = (c) =>
  forwardToBetterAuth(c);

export const forwardedResetLink: AppRouteHandler<typeof resetLinkRoute> = (c) =>
  forwardToBetterAuth(c);
