import type { RateLimitRule } from '../../rate-limit/consume';

/** Guessing the password through a signed-in form is as limited as through sign-in, per account. */
export const PASSWORD_CHECK_LIMIT: RateLimitRule = { windowSeconds: 15 * 60, max: 10 };

/** And per caller address, as sign-in's (features/auth/rate-limit-rules.ts). */
export const REAUTHENTICATION_LIMIT_PER_IP: RateLimitRule = { windowSeconds: 15 * 60, max: 60 };
