import type { Context } from 'hono';
import type { ApiErrorBody } from '#shared/api-error';
import { recordAuditEvent, requestOriginOf } from '../../audit/record-audit-event';
import { CLIENT_IP_HEADER } from '../../auth/client-ip';
import type { AppEnv } from '../../core/context';
import { alertOnNewDevice } from '../../notifications/new-device-alert';
import { tooManyAttemptsMessage } from '../../rate-limit/consume';
import { bodyOf, emailOf } from './limits';
import { sessionUserAnswer } from '../shared/session-answer';
import { auditTwoFactor, isTwoFactorPath } from './two-factor-audit';
import { twoFactorCallerOf } from './two-factor-caller';
import type { TwoFactorCaller } from './two-factor-caller';

const SIGN_IN_PATH = '/api/auth/sign-in/email';
const SIGN_UP_PATH = '/api/auth/sign-up/email';

/** What a sign-up answers, registered address or not (better-auth's stand-in user differs). */
export const SIGN_UP_ANSWER = { status: 'check-your-email' } as const;

/** better-auth's successful answers that we rewrite, with the fields they may carry. */
type BetterAuthAnswer = {
  user?: Parameters<typeof sessionUserAnswer>[0];
  twoFactorRedirect?: boolean;
  totpURI?: string;
  backupCodes?: string[];
} | null;

/** Each rewritten path's answer in our shape: no token, snake_case like every answer. */
const OUR_ANSWERS: Record<string, (answer: BetterAuthAnswer) => unknown> = {
  [SIGN_UP_PATH]: () => SIGN_UP_ANSWER,
  [SIGN_IN_PATH]: (answer) =>
    answer?.twoFactorRedirect ? { two_factor_required: true } : signedInAnswer(answer),
  '/api/auth/two-factor/verify-totp': signedInAnswer,
  '/api/auth/two-factor/verify-backup-code': signedInAnswer,
  '/api/auth/two-factor/enable': (answer) => ({
    totp_uri: answer?.totpURI,
    backup_codes: answer?.backupCodes,
  }),
  '/api/auth/two-factor/generate-backup-codes': (answer) => ({ backup_codes: answer?.backupCodes }),
};

function signedInAnswer(answer: BetterAuthAnswer) {
  return { user: answer?.user ? sessionUserAnswer(answer.user) : undefined };
}

/** What a handler decided before the request goes on to better-auth. */
type Forwarding = {
  /** The body better-auth is given instead of the one received (a code replaced, see ADR 034). */
  body?: Record<string, unknown>;
  /** Whose second factor a /two-factor/* request is about, when the handler already looked. */
  caller?: TwoFactorCaller | null;
  /** Added to the audit event of a /two-factor/* answer. */
  auditDetails?: Record<string, unknown>;
};

/**
 * Hands the request to better-auth and rebuilds its answer in our shapes: the session token stays
 * in its httpOnly cookie, the user is snake_case like every answer, failures take our error shape,
 * and every sign-in attempt is audited.
 */
export async function forwardToBetterAuth(
  c: Context<AppEnv>,
  forwarding: Forwarding = {},
): Promise<Response> {
  const email = emailOf(await bodyOf(c));
  const twoFactorCaller =
    forwarding.caller !== undefined
      ? forwarding.caller
      : isTwoFactorPath(c.req.path)
        ? await twoFactorCallerOf(c)
        : null;
  const request = await forwardedRequest(c, forwarding.body);
  const response = await c.get('deps').auth.handler(request);
  const answer = await answerOf(c.req.path, response);
  if (c.req.path === SIGN_IN_PATH) await auditSignIn(c, email, response, answer);
  if (twoFactorCaller) {
    await auditTwoFactor(c, twoFactorCaller, response, forwarding.auditDetails);
  }
  const ours =
    response.status >= 400
      ? await toOurErrorShape(response)
      : withoutSecrets(c.req.path, response, answer);
  // Through c.newResponse, so the headers every answer carries (security, request id) are merged in.
  return c.newResponse(ours.body, ours);
}

/** better-auth's successful body of a rewritten path, read once for the audit and the rewrite. */
async function answerOf(path: string, response: Response): Promise<BetterAuthAnswer> {
  if (response.status >= 400 || !OUR_ANSWERS[path]) return null;
  return (await response
    .clone()
    .json()
    .catch(() => null)) as BetterAuthAnswer;
}

/**
 * The request as better-auth must see it: the body Hono already read (or the handler's
 * replacement), and the caller's address in a header we always overwrite, so a client cannot pick
 * its own address.
 */
async function forwardedRequest(
  c: Context<AppEnv>,
  replacement: Record<string, unknown> | undefined,
): Promise<Request> {
  const headers = new Headers(c.req.raw.headers);
  headers.set(CLIENT_IP_HEADER, c.get('clientIp'));
  headers.delete('content-length');
  const body =
    c.req.method === 'GET'
      ? undefined
      : replacement
        ? JSON.stringify(replacement)
        : await c.req.text();
  return new Request(c.req.url, { method: c.req.method, headers, body });
}

function withoutSecrets(path: string, response: Response, body: BetterAuthAnswer): Response {
  const ourAnswer = OUR_ANSWERS[path];
  if (!ourAnswer) return response;
  const answer = ourAnswer(body);
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
  const hasRetryAfter = Number.isFinite(retryAfter) && retryAfter > 0;
  // A 429 without Retry-After is the second factor's account lockout, whose message says so.
  const message =
    response.status === 429 && (hasRetryAfter || !original?.message)
      ? tooManyAttemptsMessage(hasRetryAfter ? retryAfter : 60)
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

/**
 * Every sign-in attempt, success or failure, goes to the audit trail; a success from a device the
 * account has not used lately is also e-mailed to its owner (decision 031).
 */
async function auditSignIn(
  c: Context<AppEnv>,
  email: string | null,
  response: Response,
  answer: BetterAuthAnswer,
) {
  const { db, config, wakeMailSender } = c.get('deps');
  const succeeded = response.status === 200;
  // A right password of an enrolled account is not a sign-in yet: the second factor is asked.
  const signedIn = succeeded && !answer?.twoFactorRedirect;
  const userId = signedIn ? (answer?.user?.id ?? null) : null;
  const origin = requestOriginOf(c);
  await db.transaction(async (tx) => {
    if (userId) await alertOnNewDevice(tx, { config, userId, origin });
    await recordAuditEvent(tx, {
      actor: { id: answer?.user?.id ?? null, label: email ?? 'unknown' },
      action: signedIn ? 'sign_in' : succeeded ? 'two_factor_challenged' : 'sign_in_failed',
      entity: { type: 'account', label: email },
      origin,
      details: succeeded ? null : { status: response.status },
    });
  });
  if (userId) wakeMailSender();
}

/** better-auth's schema errors read "[body.email] Invalid email address"; we answer per field. */
function fieldsOf(message: string): Record<string, string> | undefined {
  const matches = [...message.matchAll(/\[body\.([\w.]+)\] ([^;[]+)/g)];
  if (matches.length === 0) return undefined;
  return Object.fromEntries(matches.map(([, field, text]) => [field, (text ?? '').trim()]));
}
