/**
 * The better-auth endpoints the product uses, under /api/auth. better-auth mounts many more
 * (verify-password, list-sessions, revoke-session…); forwarding only these keeps each of them behind
 * our own limits, audit and session rules, and every other /api/auth path answers 404.
 */
export const EXPOSED_AUTH_ENDPOINTS = [
  { method: 'POST', path: '/sign-up/email' },
  { method: 'POST', path: '/sign-in/email' },
  { method: 'POST', path: '/sign-out' },
  { method: 'GET', path: '/verify-email' },
  { method: 'POST', path: '/send-verification-email' },
  { method: 'GET', path: '/reset-password/:token' },
  { method: 'POST', path: '/reset-password' },
  { method: 'POST', path: '/two-factor/enable' },
  { method: 'POST', path: '/two-factor/verify-totp' },
  { method: 'POST', path: '/two-factor/verify-backup-code' },
  { method: 'POST', path: '/two-factor/disable' },
  { method: 'POST', path: '/two-factor/generate-backup-codes' },
] as const;

/** Answered by our own handlers under the same prefix, with better-auth's meaning. */
export const OWN_AUTH_ENDPOINTS = [
  { method: 'GET', path: '/get-session' },
  { method: 'POST', path: '/request-password-reset' },
] as const;
