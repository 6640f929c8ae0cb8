import { Hono } from 'hono';
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import type { ApiErrorBody } from '#shared/api-error';
import { passwordResetRequestSchema, signUpBodySchema } from '#shared/sign-up-schema';
import { recordAuditEvent, requestOriginOf } from '../../audit/record-audit-event';
import type { AppEnv } from '../../core/context';
import { validate } from '../../http/validate';
import { rateLimitAddress } from '../../rate-limit/address-key';
import { enforceRateLimit, tooManyAttemptsMessage } from '../../rate-limit/consume';
import { sessionCookieName } from '../../auth/auth';
import { CLIENT_IP_HEADER } from '../../auth/client-ip';
import { EXPOSED_AUTH_ENDPOINTS } from './exposed-endpoints';
import { DEFAULT_PER_IP_AUTH_RULE, PER_EMAIL_LIMITS, PER_IP_AUTH_RULES } from './rate-limit-rules';
import { requestPasswordReset } from './request-password-reset';
import { resolveSession } from '../../auth/session';

const SIGN_IN_PATH = '/api/auth/sign-in/email';
const SIGN_UP_PATH = '/api/auth/sign-up/email';

type SignInAnswer = { user?: { id?: string } } | null;

/** better-auth's successful sign-in or sign-up body, read once for the audit and the rewrite. */
async function answerOf(path: string, response: Response): Promise<SignInAnswer> {
  if (response.status >= 400 || (path !== SIGN_IN_PATH && path !== SIGN_UP_PATH)) return null;
  return (await response
    .clone()
    .json()
    .catch(() => null)) as SignInAnswer;
}

/**
 * /api/auth: only the endpoints of exposed-endpoints.ts reach better-auth, each behind the same
 * per-IP and per-e-mail limits and the same session rule as the rest of the API.
 */
export function authRoutes() {
  const app = new Hono<AppEnv>();

  app.use('*', applySessionRule, limitPerIp, limitPerEmail);

  // Our own answer, so the idle timeout applies to the SPA's session check as to every route.
  app.get('/get-session', async (c) => {
    const current = await resolveSession(c);
    return c.json(
      current ? { session: { expiresAt: current.session.expiresAt }, user: current.user } : null,
    );
  });

  app.post('/request-password-reset', validate('json', passwordResetRequestSchema), (c) =>
    c.json(requestPasswordReset({ deps: c.get('deps'), ...c.req.valid('json') })),
  );

  app.post('/sign-up/email', validate('json', signUpBodySchema), forwardToBetterAuth);

  for (const { method, path } of EXPOSED_AUTH_ENDPOINTS) {
    if (path !== '/sign-up/email') app.on(method, path, forwardToBetterAuth);
  }

  return app;
}

async function forwardToBetterAuth(c: Context<AppEnv>) {
  const email = emailOf(await bodyOf(c));
  const request = await forwardedRequest(c);
  const response = await c.get('deps').auth.handler(request);
  const answer = await answerOf(c.req.path, response);
  if (c.req.path === SIGN_IN_PATH) await auditSignIn(c, email, response, answer);
  const ours =
    response.status >= 400
      ? await toOurErrorShape(response)
      : withoutSecrets(c.req.path, response, answer);
  // Through c.body, so the headers every answer carries (security, request id) are merged in.
  return c.newResponse(ours.body, ours);
}

/**
 * A session idle past the limit ends before better-auth sees the request (sign-out, or anything
 * better-auth reads the session for), as it does on every other route.
 */
const applySessionRule: MiddlewareHandler<AppEnv> = async (c, next) => {
  const name = sessionCookieName(c.get('deps').config.production);
  if (getCookie(c, name) !== undefined) await resolveSession(c);
  await next();
};

/** Per-IP budgets, with IPv6 callers counted by their /64. */
const limitPerIp: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.req.method === 'POST') {
    const endpoint = c.req.path.slice('/api/auth'.length);
    const rule = PER_IP_AUTH_RULES[endpoint] ?? DEFAULT_PER_IP_AUTH_RULE;
    const address = rateLimitAddress(c.get('clientIp'));
    await enforceRateLimit(c.get('deps').db, `ip:auth${endpoint}:${address}`, rule);
  }
  await next();
};

const limitPerEmail: MiddlewareHandler<AppEnv> = async (c, next) => {
  const rule = PER_EMAIL_LIMITS[c.req.path];
  const email = rule ? emailOf(await bodyOf(c)) : null;
  if (rule && email) {
    await enforceRateLimit(c.get('deps').db, `email:${c.req.path}:${email}`, rule);
  }
  await next();
};

/** The JSON body, parsed once by Hono and shared with the validators; null when there is none. */
async function bodyOf(c: Context<AppEnv>): Promise<unknown> {
  if (c.req.method !== 'POST') return null;
  return c.req.json().catch(() => null);
}

function emailOf(body: unknown): string | null {
  const email = (body as { email?: unknown } | null)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : null;
}

/**
 * The request as better-auth must see it: the body Hono already read, and the caller's address in
 * a header we always overwrite, so a client cannot pick its own address.
 */
async function forwardedRequest(c: Context<AppEnv>): Promise<Request> {
  const headers = new Headers(c.req.raw.headers);
  headers.set(CLIENT_IP_HEADER, c.get('clientIp'));
  headers.delete('content-length');
  const body = c.req.method === 'GET' ? undefined : await c.req.text();
  return new Request(c.req.url, { method: c.req.method, headers, body });
}

/**
 * The session token lives in its httpOnly cookie only, and a sign-up answers the same whether or
 * not the address was already registered (better-auth's stand-in user differs in its fields).
 */
function withoutSecrets(path: string, response: Response, body: SignInAnswer): Response {
  if (path !== SIGN_IN_PATH && path !== SIGN_UP_PATH) return response;
  const answer = path === SIGN_UP_PATH ? { status: 'check-your-email' } : { user: body?.user };
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify(answer), { status: response.status, headers });
}

/** better-auth answers `{ code, message }`; the whole API answers `{ error: { code, message } }`. */
async function toOurErrorShape(response: Response): Promise<Response> {
  const original = (await response
    .clone()
    .json()
    .catch(() => null)) as { code?: string; message?: string } | null;
  const retryAfter = Number(
    response.headers.get('x-retry-after') ?? response.headers.get('retry-after'),
  );
  const message =
    response.status === 429
      ? tooManyAttemptsMessage(Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : 60)
      : (original?.message ?? 'Something went wrong');
  const fields = fieldsOf(message);
  const body: ApiErrorBody = {
    error: {
      code: response.status === 429 ? 'TOO_MANY_REQUESTS' : (original?.code ?? 'ERROR'),
      message: fields ? Object.values(fields).join(' ') : message,
      fields,
    },
  };
  const headers = new Headers(response.headers);
  headers.set('content-type', 'application/json');
  headers.delete('content-length');
  return new Response(JSON.stringify(body), { status: response.status, headers });
}

/** Every sign-in attempt, success or failure, goes to the audit trail (DESIGN.md §6). */
async function auditSignIn(
  c: Context<AppEnv>,
  email: string | null,
  response: Response,
  answer: SignInAnswer,
) {
  const succeeded = response.status === 200;
  await recordAuditEvent(c.get('deps').db, {
    actor: { id: answer?.user?.id ?? null, label: email ?? 'unknown' },
    action: succeeded ? 'sign_in' : 'sign_in_failed',
    entity: { type: 'account', label: email },
    origin: requestOriginOf(c),
    details: succeeded ? null : { status: response.status },
  });
}

/** better-auth's schema errors read "[body.email] Invalid email address"; we answer per field. */
function fieldsOf(message: string): Record<string, string> | undefined {
  const matches = [...message.matchAll(/\[body\.([\w.]+)\] ([^;[]+)/g)];
  if (matches.length === 0) return undefined;
  return Object.fromEntries(matches.map(([, field, text]) => [field, (text ?? '').trim()]));
}
