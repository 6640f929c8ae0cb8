import type { RateLimitRule } from '../rate-limit/consume';

/** Per-address limits on the endpoints that send mail or test a password (DESIGN.md §6). */
export const PER_EMAIL_LIMITS: Record<string, RateLimitRule> = {
  '/api/auth/sign-in/email': { windowSeconds: 15 * 60, max: 10 },
  '/api/auth/sign-up/email': { windowSeconds: 60 * 60, max: 5 },
  '/api/auth/request-password-reset': { windowSeconds: 15 * 60, max: 5 },
  '/api/auth/send-verification-email': { windowSeconds: 15 * 60, max: 5 },
};

/** The same paths, per caller address, counted by better-auth's limiter on our table. */
export const PER_IP_AUTH_RULES = {
  '/sign-in/email': { window: 15 * 60, max: 60 },
  '/sign-up/email': { window: 60 * 60, max: 30 },
  '/request-password-reset': { window: 15 * 60, max: 20 },
  '/send-verification-email': { window: 15 * 60, max: 20 },
};
