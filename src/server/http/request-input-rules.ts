import type { Context, MiddlewareHandler } from 'hono';
import { isStorableText, UNSTORABLE_TEXT_MESSAGE } from '#shared/storable-text';
import { AppError } from '../core/errors';
import type { AppEnv } from '../core/context';
import { readIncomingBody } from './incoming-body';
import { incomingHeader, incomingMessageOf } from './incoming-header';

export const METHODS_WITH_BODY: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const JSON_CONTENT_TYPE = /^application\/json\s*(;|$)/i;

const NOT_JSON_MESSAGE = 'Send the request body as JSON (Content-Type: application/json).';

/**
 * What every /api request must be before any route reads it: a body is JSON (anything else would be
 * read as an empty object and could clear fields), and no string anywhere in the path, the query or
 * the body holds text that cannot be stored, nor percent-encoded bytes that are not UTF-8. The
 * bodies of the paths `bodyIsNotJson` names (files, one-click unsubscribe forms) are left to their
 * own routes. A JSON body that came through Node's server is read here, up to `maxBytes`.
 */
export function requireReadableInput(
  bodyIsNotJson: (path: string) => boolean,
  maxBytes: number,
): MiddlewareHandler<AppEnv> {
  // Not async: a request without a body awaits nothing, and an async step is a promise more.
  return (c, next) => {
    // Node reads a request line byte by byte into U+0000-U+00FF and refuses control characters,
    // so only percent-encoding can bring a NUL or a lone surrogate (and parsing every URL cost a
    // request without one about 8 µs).
    if (c.req.url.includes('%')) refuseUnstorableUrl(new URL(c.req.url));
    if (METHODS_WITH_BODY.has(c.req.method) && !bodyIsNotJson(c.req.path) && hasBody(c)) {
      return refuseUnreadableJson(c, maxBytes).then(next);
    }
    return next();
  };
}

async function refuseUnreadableJson(c: Context<AppEnv>, maxBytes: number): Promise<void> {
  if (!JSON_CONTENT_TYPE.test(incomingHeader(c, 'content-type') ?? '')) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', NOT_JSON_MESSAGE);
  }
  // Cached by Hono: the validators and the auth routes read this same text.
  const incoming = incomingMessageOf(c);
  const text = incoming ? await readIncomingBody(c, incoming, maxBytes) : await c.req.text();
  let body: unknown;
  try {
    body = text === '' ? undefined : JSON.parse(text);
  } catch {
    throw new AppError('BAD_REQUEST', 'The request body is not valid JSON.');
  }
  refuseUnstorableBody(body);
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

function hasBody(c: Context): boolean {
  const length = incomingHeader(c, 'content-length');
  if (length !== undefined) return Number(length) > 0;
  return incomingHeader(c, 'transfer-encoding') !== undefined;
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

/**
 * How deeply a JSON body may nest. No route's body goes past three levels; the cap keeps a body of
 * a few kilobytes from costing a walk thousands of levels deep (decision 048).
 */
export const MAX_BODY_DEPTH = 32;

export const TOO_DEEP_MESSAGE = `The request body is nested more than ${MAX_BODY_DEPTH} levels deep.`;

/** A value met on the walk, with its key and parent: a path is built only for a refusal. */
type Visit = { value: unknown; key: string | null; parent: Visit | null; depth: number };

function pathOf(visit: Visit): string {
  const keys: string[] = [];
  for (let at: Visit | null = visit; at && at.key !== null; at = at.parent) keys.push(at.key);
  return keys.reverse().join('.') || 'body';
}

/**
 * Checks every key and string of a parsed body, without recursion and in time linear in its size:
 * a body nested past MAX_BODY_DEPTH is refused, and so is the first key or string that cannot be
 * stored, named by its dotted path. Routes that take JSON inside a form call it on that part.
 */
export function refuseUnstorableBody(body: unknown): void {
  const pending: Visit[] = [{ value: body, key: null, parent: null, depth: 0 }];
  for (let visit = pending.pop(); visit; visit = pending.pop()) {
    const { value } = visit;
    if (visit.key !== null && !isStorableText(visit.key)) throw unstorableInput(pathOf(visit));
    if (typeof value === 'string') {
      if (!isStorableText(value)) throw unstorableInput(pathOf(visit));
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    if (visit.depth === MAX_BODY_DEPTH) {
      throw new AppError('BAD_REQUEST', TOO_DEEP_MESSAGE, { fields: { body: TOO_DEEP_MESSAGE } });
    }
    // Pushed in reverse, so the first refused field is the first in the body, as it reads.
    const entries = Object.entries(value);
    for (let index = entries.length - 1; index >= 0; index -= 1) {
      const [key, item] = entries[index]!;
      pending.push({ value: item, key, parent: visit, depth: visit.depth + 1 });
    }
  }
}

/** A percent-encoded part of the URL, decoded; bytes that are not UTF-8 are refused like NULs. */
function decoded(field: string, text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    throw unstorableInput(field);
  }
}
