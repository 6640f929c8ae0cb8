import type { Context } from 'hono';
import { matchedRoutes } from 'hono/route';
import type { AppEnv } from '../core/context';

/**
 * Counts an answered request and its time in the metrics, under the route pattern it was for.
 * Called by the request context once the app has answered, with the answer's status: it sets
 * nothing, so the answer keeps @hono/node-server's fast path (decision 038).
 */
export function recordRequest(c: Context<AppEnv>, status: number, startedAt: number): void {
  c.get('deps').metrics.observeRequest(
    c.req.method,
    routeOf(c, status),
    status,
    (performance.now() - startedAt) / 1000,
  );
}

/**
 * The pattern of the route the request was for (`/api/admin/shipments/:shipmentId`), also when a
 * guard, a limit or a failed check answered before it: the first matched route of its method
 * (middleware is registered for every method, `ALL`). Files and pages of the web app are
 * `static`; anything else, such as an unknown /api path, is `unmatched`.
 */
function routeOf(c: Context<AppEnv>, status: number): string {
  for (const route of matchedRoutes(c)) if (route.method !== 'ALL') return route.path;
  return status === 404 || c.req.path.startsWith('/api/') ? 'unmatched' : 'static';
}
