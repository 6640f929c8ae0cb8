import type { Context, MiddlewareHandler } from 'hono';
import { isStorableText, UNSTORABLE_TEXT_MESSAGE } from '#shared/storable-text';
import { AppError } from '../core/errors';
import type { AppEnv } from '../core/context';

export const METHODS_WITH_BODY: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const JSON_CONTENT_TYPE = /^application\/json\s*(;|$)/i;

const NOT_JSON_MESSAGE = 'Send the request body as JSON (Content-Type: application/json).';

/**
 * What every /api request must be before any route reads it: a body is JSON (anything else would be
 * read as an empty object and could clear fields), and no string anywhere in the path, the query or
 * the body holds text that cannot be stored, nor percent-encoded bytes that are not UTF-8. The
 * bodies of the paths `bodyIsNotJson` names (files, one-click unsubscribe forms) are left to their
 * own routes.
 */
export function requireReadableInput(
  bodyIsNotJson: (path: string) => boolean,
): MiddlewareHandler<AppEnv> {
  // Not async: a request without a body awaits nothing, and an async step is a promise more.
  return (c, next) => {
    // Node reads a request line byte by byte into U+0000-U+00FF and refuses control characters,
    // so only percent-encoding can bring a NUL or a lone surrogate (and parsing every URL cost a
    // request without one about 8 µs).
    if (c.req.url.includes('%')) refuseUnstorableUrl(new URL(c.req.url));
    if (METHODS_WITH_BODY.has(c.req.method) && !bodyIsNotJson(c.req.path) && hasBody(c.req.raw)) {
      return refuseUnreadableJson(c).then(next);
    }
    return next();
  };
}

async function refuseUnreadableJson(c: Context<AppEnv>): Promise<void> {
  if (!JSON_CONTENT_TYPE.test(c.req.header('content-type') ?? '')) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', NOT_JSON_MESSAGE);
  }
  // Cached by Hono: the validators and the auth routes read this same text.
  const text = await c.req.text();
  let body: unknown;
  try {
    body = text === '' ? undefined : JSON.parse(text);
  } catch {
    throw new AppError('BAD_REQUEST', 'The request body is not valid JSON.');
  }
  const field = firstUnstorableField(body, []);
  if (field !== null) throw unstorableInput(field);
}

function refuseUnstorableUrl(url: URL) {
  refuseUnstorable('path', decoded('path', url.pathname));
  for (const pair of url.search.slice(1).split('&')) {
    const [name = '', value = ''] = pair.split('=', 2).map((part) => part.replaceAll('+', ' '));
    const field = decoded('query', name);
    refuseUnstorable(field, field);
    refuseUnstorable(field, decoded(field, value));
  }
}

function hasBody(request: Request): boolean {
  const length = request.headers.get('content-length');
  if (length !== null) return Number(length) > 0;
  return request.headers.has('transfer-encoding');
}

function refuseUnstorable(field: string, text: string) {
  if (!isStorableText(text)) throw unstorableInput(field);
}

function unstorableInput(field: string): AppError {
  // The field's name is echoed back, so it must not carry the very characters it is refused for.
  const name = field.replaceAll('\u0000', '').toWellFormed() || 'body';
  return new AppError('BAD_REQUEST', `${name}: ${UNSTORABLE_TEXT_MESSAGE}`, {
    fields: { [name]: UNSTORABLE_TEXT_MESSAGE },
  });
}

/** The dotted path of the first key or string value that cannot be stored, or null. */
function firstUnstorableField(value: unknown, path: string[]): string | null {
  if (typeof value === 'string') return isStorableText(value) ? null : path.join('.') || 'body';
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, item] of Object.entries(value)) {
    if (!isStorableText(key)) return [...path, key].join('.');
    const found = firstUnstorableField(item, [...path, key]);
    if (found !== null) return found;
  }
  return null;
}

/** A percent-encoded part of the URL, decoded; bytes that are not UTF-8 are refused like NULs. */
function decoded(field: string, text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    throw unstorableInput(field);
  }
}
