import type { MiddlewareHandler } from 'hono';
import { AppError } from '../http/errors';
import type { AppEnv } from '../http/types';
import { consumeRateLimit, tooManyAttemptsMessage } from './consume';
import type { RateLimitRule } from './consume';

/**
 * Limits a public endpoint per caller address (DESIGN.md §6), counted in the database so every app
 * instance shares the count. `name` keeps each endpoint's budget apart.
 */
export function limitPerIp(name: string, rule: RateLimitRule): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const verdict = await consumeRateLimit(
      c.get('deps').db,
      `ip:${name}:${c.get('clientIp')}`,
      rule,
    );
    if (!verdict.allowed) {
      throw new AppError('TOO_MANY_REQUESTS', tooManyAttemptsMessage(verdict.retryAfterSeconds), {
        retryAfterSeconds: verdict.retryAfterSeconds,
      });
    }
    await next();
  };
}
