import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { sessionCookieName } from '../../auth/auth';
import { resolveSession } from '../../auth/session';
import type { AppEnv } from '../../core/context';
import { rateLimitAddress } from '../../rate-limit/address-key';
import { enforceRateLimit } from '../../rate-limit/consume';
import { EXPOSED_AUTH_ENDPOINTS, OWN_AUTH_ENDPOINTS } from './exposed-endpoints';
import { DEFAULT_PER_IP_AUTH_RULE, PER_EMAIL_LIMITS, PER_IP_AUTH_RULES } from './rate-limit-rules';

/**
 * A session idle past the limit ends before better-auth sees the request (sign-out, or anything
 * better-auth reads the session for), as it does on every other route.
 */
export const applySessionRule: MiddlewareHandler<AppEnv> = async (c, next) => {
  const name = sessionCookieName(c.get('deps').config.production);
  if (getCookie(c, name) !== undefined) await resolveSession(c);
  await next();
};

/** The POST paths under /api/auth that exist, each with a budget of its own per address. */
const ANSWERED_POST_PATHS: ReadonlySet<string> = new Set([
  ...[...EXPOSED_AUTH_ENDPOINTS, ...OWN_AUTH_ENDPOINTS]
    .filter(({ method }) => method === 'POST')
    .map(({ path }) => path),
  ...Object.keys(PER_IP_AUTH_RULES),
]);

/** Per-IP budgets, with IPv6 callers counted by their /64. */
export const limitPerIp: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.req.method === 'POST') {
    const endpoint = c.req.path.slice('/api/auth'.length);
    const rule = PER_IP_AUTH_RULES[endpoint];
    const address = rateLimitAddress(c.get('clientIp'));
    // A path is the caller's to choose: those that answer 404 share one budget (and one row),
    // so made-up paths cannot add counters at will; their rule name is the default's too.
    const counted = ANSWERED_POST_PATHS.has(endpoint) ? endpoint : '/*';
    await enforceRateLimit(
      c.get('deps'),
      `ip:auth${counted}:${address}`,
      rule ?? DEFAULT_PER_IP_AUTH_RULE,
      rule ? `ip:auth${endpoint}` : 'ip:auth',
    );
  }
  await next();
};

export const limitPerEmail: MiddlewareHandler<AppEnv> = async (c, next) => {
  const rule = PER_EMAIL_LIMITS[c.req.path];
  const email = rule ? emailOf(await bodyOf(c)) : null;
  if (rule && email) {
    await enforceRateLimit(
      c.get('deps'),
      `email:${c.req.path}:${email}`,
      rule,
      `email:${c.req.path}`,
    );
  }
  await next();
};

/** The JSON body, parsed once by Hono and shared with the validators; null when there is none. */
export async function bodyOf(c: Context<AppEnv>): Promise<unknown> {
  if (c.req.method !== 'POST') return null;
  return c.req.json().catch(() => null);
}

export function emailOf(body: unknown): string | null {
  const email = (body as { email?: unknown } | null)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : null;
}
