import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../core/context';
import { rateLimitAddress } from '../rate-limit/address-key';
import { firstStepErrorAnswer } from './error-handler';
import { enforceRateLimit, tooManyRequestsRefusal } from '../rate-limit/consume';
import type { RateLimitRule } from '../rate-limit/consume';

/**
 * Limits a public endpoint per caller address (decision 002), counted in the database so every app
 * instance shares the count. `name` keeps each endpoint's budget apart.
 */
export function limitPerIp(name: string, rule: RateLimitRule): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const deps = c.get('deps');
    const ruleName = `ip:${name}`;
    const key = `${ruleName}:${rateLimitAddress(c.get('clientIp'))}`;
    // A refusal this instance already knows is answered here: no database, and no exception
    // unwinding every middleware on its way to the error handler (decision 038).
    const refusedFor = deps.knownRefusals.refusedFor(key);
    if (refusedFor !== null) {
      deps.metrics.countRateLimitRefusal(ruleName);
      return firstStepErrorAnswer(c, tooManyRequestsRefusal(refusedFor));
    }
    await enforceRateLimit(deps, key, rule, ruleName);
    await next();
  };
}
