import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../core/context';
import { rateLimitAddress } from './address-key';
import { enforceRateLimit } from './consume';
import type { RateLimitRule } from './consume';

/**
 * Limits a public endpoint per caller address (DESIGN.md §6), counted in the database so every app
 * instance shares the count. `name` keeps each endpoint's budget apart.
 */
export function limitPerIp(name: string, rule: RateLimitRule): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await enforceRateLimit(
      c.get('deps'),
      `ip:${name}:${rateLimitAddress(c.get('clientIp'))}`,
      rule,
    );
    await next();
  };
}
