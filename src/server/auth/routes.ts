import { Hono } from 'hono';
import type { Context } from 'hono';
import type { ApiErrorBody } from '#shared/api-error';
import { recordAuditEvent, requestOriginOf } from '../audit/record-audit-event';
import type { AppEnv } from '../http/types';
import { enforceRateLimit, tooManyAttemptsMessage } from '../rate-limit/consume';
import { CLIENT_IP_HEADER } from './client-ip';
import { PER_EMAIL_LIMITS } from './rate-limit-rules';
import { resolveSession } from './session';

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

export function authRoutes() {
  const app = new Hono<AppEnv>();

  // Our own answer, so the idle timeout applies to the SPA's session check as to every route.
  app.get('/get-session', async (c) => {
    const current = await resolveSession(c);
    return c.json(
      current ? { session: { expiresAt: current.session.expiresAt }, user: current.user } : null,
    );
  });

  app.on(['GET', 'POST'], '/*', async (c) => {
    const email = await limitPerEmail(c);
    const request = withClientIp(c.req.raw, c.get('clientIp'));
    const response = await c.get('deps').auth.handler(request);
    const answer = await answerOf(c.req.path, response);
    if (c.req.path === SIGN_IN_PATH) await auditSignIn(c, email, response, answer);
    return response.status >= 400
      ? toOurErrorShape(response)
      : withoutSecrets(c.req.path, response, answer);
  });

  return app;
}

async function limitPerEmail(c: Context<AppEnv>): Promise<string | null> {
  if (c.req.method !== 'POST') return null;
  const body = (await c.req.raw
    .clone()
    .json()
    .catch(() => null)) as { email?: unknown } | null;
  const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : null;
  const rule = PER_EMAIL_LIMITS[c.req.path];
  if (!rule || !email) return email;
  await enforceRateLimit(c.get('deps').db, `email:${c.req.path}:${email}`, rule);
  return email;
}

function withClientIp(request: Request, clientIp: string): Request {
  const headers = new Headers(request.headers);
  headers.set(CLIENT_IP_HEADER, clientIp);
  return new Request(request, { headers });
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
