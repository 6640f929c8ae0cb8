import { createRouter, signedInRouter } from '../../http/openapi';
import * as handlers from './handlers';
import * as routes from './routes';

/** The account's own passkeys (decision 032), under /api/account/passkeys. */
export function passkeyRoutes() {
  return signedInRouter()
    .openapi(routes.listPasskeys, handlers.listPasskeys)
    .openapi(routes.registrationOptions, handlers.registrationOptions)
    .openapi(routes.addPasskey, handlers.addPasskey)
    .openapi(routes.removePasskey, handlers.removePasskey);
}

/** Re-authentication with a passkey, under /api/account/reauthenticate. */
export function passkeyReauthenticationRoutes() {
  return signedInRouter()
    .openapi(routes.reauthenticationOptions, handlers.reauthenticationOptions)
    .openapi(routes.reauthenticateWithPasskey, handlers.reauthenticateWithPasskey);
}

/**
 * The public passkey sign-in, under /api/auth/passkey: behind /api/auth's per-address limits
 * (features/auth/rate-limit-rules.ts) and session rule like every sign-in.
 */
export function passkeySignInRoutes() {
  return createRouter()
    .openapi(routes.signInOptions, handlers.signInOptions)
    .openapi(routes.signInWithPasskey, handlers.signInWithPasskey);
}
