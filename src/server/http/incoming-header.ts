import { IncomingMessage } from 'node:http';
import type { Context } from 'hono';

/**
 * Node's own message of the request, when it came through Node's HTTP/1 server: not for
 * `app.request`, nor for a test's `app.fetch` given only a caller's address.
 */
export function incomingMessageOf(c: Context): IncomingMessage | undefined {
  const incoming = (c.env as { incoming?: unknown } | undefined)?.incoming;
  return incoming instanceof IncomingMessage ? incoming : undefined;
}

/**
 * A request header read from Node's own message when there is one: `c.req.header()` makes
 * @hono/node-server build a whole Headers object from every header the request has.
 */
export function incomingHeader(c: Context, name: Lowercase<string>): string | undefined {
  const incoming = incomingMessageOf(c);
  const value = incoming ? incoming.headers[name] : c.req.header(name);
  return Array.isArray(value) ? value[0] : value;
}
