import type { RateLimitRule } from '../../rate-limit/consume';

/** Per-address limits on the endpoints that send mail or test a password (decision 002). */
export const PER_EMAIL_LIMITS: Record<string, RateLimitRule> = {
  '/api/auth/sign-in/email': { windowSeconds: 15 * 60, max: 10 },
  '/api/auth/sign-up/email': { windowSeconds: 60 * 60, max: 5 },
  '/api/auth/request-password-reset': { windowSeconds: 15 * 60, max: 5 },
  '/api/auth/send-verification-email': { windowSeconds: 15 * 60, max: 5 },
};

/** The same paths under /api/auth, per caller address (an IPv6 caller's whole /64). */
export const PER_IP_AUTH_RULES: Record<string, RateLimitRule> = {
  '/sign-in/email': { windowSeconds: 15 * 60, max: 60 },
  '/sign-up/email': { windowSeconds: 60 * 60, max: 30 },
  '/request-password-reset': { windowSeconds: 15 * 60, max: 20 },
  '/send-verification-email': { windowSeconds: 15 * 60, max: 20 },
  // Per account, the second factor locks after 5 wrong codes (auth.ts); this caps one address.
  '/two-factor/verify-totp': { windowSeconds: 15 * 60, max: 30 },
  '/two-factor/verify-backup-code': { windowSeconds: 15 * 60, max: 30 },
  // Passkey sign-in (features/passkeys): each option request stores a challenge; each answer is checked.
  '/passkey/sign-in-options': { windowSeconds: 15 * 60, max: 60 },
  '/passkey/sign-in': { windowSeconds: 15 * 60, max: 30 },
};

/** Every other state-changing /api/auth request (sign-out, reset-password…). */
export const DEFAULT_PER_IP_AUTH_RULE: RateLimitRule = { windowSeconds: 60, max: 100 };
