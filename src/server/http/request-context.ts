import type { Context, MiddlewareHandler } from 'hono';
import type { Logger } from 'pino';
import { clientIpOf } from './client-address';
import type { AppDependencies, AppEnv } from '../core/context';
import { incomingHeader } from './incoming-header';
import { requestIdFrom } from './node-listener';
import { recordRequest } from './request-metrics';

/**
 * Gives each request its id, caller address and dependencies. The id is the one the Node
 * listener answers with (http/node-listener.ts), or a new one for a request handed to the app
 * directly. Once answered, the request is counted in the metrics.
 */
export function requestContext(deps: AppDependencies): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const startedAt = performance.now();
    const requestId = requestIdFrom(incomingHeader(c, 'x-request-id'));
    c.set('deps', deps);
    c.set('requestId', requestId);
    c.set('clientIp', clientIpOf(c, deps.config.trustedProxies));
    await next();
    recordRequest(c, startedAt);
  };
}

/** The log of one request: its lines carry the request id. Made when needed, rarely. */
export function requestLog(c: Context<AppEnv>): Logger {
  return c.get('deps').log.child({ requestId: c.get('requestId') });
}
