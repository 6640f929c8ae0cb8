import { createHash, timingSafeEqual } from 'node:crypto';
import type { Handler } from 'hono';
import { isLoopbackAddress } from '../../auth/client-ip';
import type { AppEnv } from '../../core/context';
import { AppError } from '../../core/errors';
import { incomingHeader } from '../../http/incoming-header';

export const METRICS_REFUSED_MESSAGE =
  'Metrics are served to this machine, or with the metrics token as a bearer token.';

/** `Bearer <token>`; anything else (another scheme, nothing, two tokens) presents no token. */
const BEARER = /^Bearer +([A-Za-z0-9._~+/-]+=*) *$/i;

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Compared as digests: same length whatever was sent, and in constant time. */
function presentsToken(authorization: string | undefined, token: string): boolean {
  const presented = authorization === undefined ? null : BEARER.exec(authorization)?.[1];
  return presented != null && timingSafeEqual(digest(presented), digest(token));
}

/**
 * GET /metrics: this server's Prometheus metrics, to a caller on this machine (behind a proxy
 * listed in TRUSTED_PROXIES, the client it forwarded, http/client-address.ts) or to one with
 * METRICS_TOKEN. Every other caller, signed in or not, gets one 403 whatever it sent.
 */
export const scrape: Handler<AppEnv> = async (c) => {
  const { config, metrics } = c.get('deps');
  const allowed =
    isLoopbackAddress(c.get('clientIp')) ||
    (config.metricsToken !== undefined &&
      presentsToken(incomingHeader(c, 'authorization'), config.metricsToken));
  if (!allowed) throw new AppError('FORBIDDEN', METRICS_REFUSED_MESSAGE);
  return c.body(await metrics.registry.metrics(), 200, {
    'Content-Type': metrics.registry.contentType,
    'Cache-Control': 'no-store',
  });
};
