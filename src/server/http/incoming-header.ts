import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';

/**
 * A request header read from Node's own message when there is one: `c.req.header()` makes
 * @hono/node-server build a whole Headers object from every header the request has.
 */
export function incomingHeader(c: Context, name: Lowercase<string>): string | undefined {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  const value = incoming?.headers ? incoming.headers[name] : c.req.header(name);
  return Array.isArray(value) ? value[0] : value;
}
