import { signedInOnly } from '../../http/guards';
import { createRouter } from '../../http/openapi';
import * as handlers from './handlers';
import { applySessionRule, limitPerEmail, limitPerIp } from './limits';
import * as routes from './routes';
import * as twoFactorRoutes from './two-factor-routes';

/**
 * /api/auth: our own session and reset answers, and the better-auth endpoints the product uses
 * (exposed-endpoints.ts), each behind the same per-IP and per-e-mail limits and session rule as the
 * rest of the API. Every other /api/auth path answers 404.
 */
export function authRoutes() {
  const router = createRouter();
  router.use('*', applySessionRule, limitPerIp, limitPerEmail);
  for (const path of twoFactorRoutes.TWO_FACTOR_ACCOUNT_PATHS) router.use(path, signedInOnly);
  return router
    .openapi(routes.getSession, handlers.getSession)
    .openapi(routes.requestReset, handlers.requestReset)
    .openapi(routes.signUp, handlers.signUp)
    .openapi(routes.signIn, handlers.signIn)
    .openapi(routes.signOut, handlers.signOut)
    .openapi(routes.verificationLink, handlers.verificationLink)
    .openapi(routes.verificationEmail, handlers.verificationEmail)
    .openapi(routes.resetLink, handlers.resetLink)
    .openapi(routes.resetPassword, handlers.resetPassword)
    .openapi(twoFactorRoutes.enableTwoFactor, handlers.enableTwoFactor)
    .openapi(twoFactorRoutes.verifyTotp, handlers.verifyTotp)
    .openapi(twoFactorRoutes.verifyBackupCode, handlers.verifyBackupCode)
    .openapi(twoFactorRoutes.disableTwoFactor, handlers.disableTwoFactor)
    .openapi(twoFactorRoutes.backupCodes, handlers.backupCodes);
}
