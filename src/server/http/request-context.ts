import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { clientIpOf } from '../auth/client-ip';
import type { AppDependencies, AppEnv } from '../core/context';

const REQUEST_ID_PATTERN = /^[A-Za-z0-9-]{8,64}$/;

/** Gives each request its id, caller address, dependencies and one log line when it ends. */
export function requestContext(deps: AppDependencies): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const incoming = c.req.header('x-request-id');
    const requestId = incoming && REQUEST_ID_PATTERN.test(incoming) ? incoming : randomUUID();
    const log = deps.log.child({ requestId });
    c.set('deps', deps);
    c.set('requestId', requestId);
    c.set('clientIp', clientIpOf(c));
    c.set('log', log);
    c.header('X-Request-Id', requestId);
    const started = performance.now();
    await next();
    log.info(
      {
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        durationMs: Math.round((performance.now() - started) * 10) / 10,
      },
      'request',
    );
  };
}
