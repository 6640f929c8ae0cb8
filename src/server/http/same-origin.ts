import type { MiddlewareHandler } from 'hono';
import { AppError } from '../core/errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence: a state-changing request must name our own origin. Browsers always
 * send Origin on such requests, so a missing one is refused too. `crossSitePaths` are the few
 * that others must reach and that no cookie authorises (one-click unsubscribe: the mail client
 * posts it, and its token is the whole authority).
 */
export function requireSameOrigin(
  appUrl: string,
  crossSitePaths: ReadonlySet<string> = new Set(),
): MiddlewareHandler {
  const allowed = new URL(appUrl).origin;
  // Not async: it awaits nothing, and an async step is a promise more on every request.
  return (c, next) => {
    if (
      !SAFE_METHODS.has(c.req.method) &&
      !crossSitePaths.has(c.req.path) &&
      c.req.header('origin') !== allowed
    ) {
      throw new AppError(
        'FORBIDDEN',
        'This request did not come from the Orion Transit & Custody site.',
      );
    }
    return next();
  };
}
