import { randomUUID } from 'node:crypto';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import type { Logger } from 'pino';
import { SECURITY_HEADERS, STRICT_TRANSPORT_SECURITY } from './security-headers';
import type { Lifecycle } from './graceful-shutdown';

type Fetch = Parameters<typeof getRequestListener>[0];

const REQUEST_ID_HEADER = 'x-request-id';
const REQUEST_ID_PATTERN = /^[A-Za-z0-9-]{8,64}$/;

/** The caller's own request id when it is a sane one (to follow a request across services), else a new one. */
export function requestIdFrom(incoming: string | undefined): string {
  return incoming && REQUEST_ID_PATTERN.test(incoming) ? incoming : randomUUID();
}

/**
 * The Node request listener around the app. What every answer carries, the headers of DESIGN.md
 * §6 and X-Request-Id, is set here on Node's own response, and the request's log line (debug) is
 * written when the response closes. As Hono middleware the same work made each request build a
 * Headers object and a whole Response. The request id is put back on the incoming headers, so the
 * app reads the one we answer with.
 */
export function createRequestListener(
  fetch: Fetch,
  { log, production, lifecycle }: { log: Logger; production: boolean; lifecycle?: Lifecycle },
): RequestListener {
  const app = getRequestListener(fetch);
  const headers = production ? [...SECURITY_HEADERS, STRICT_TRANSPORT_SECURITY] : SECURITY_HEADERS;
  // A line per request cost about 20 µs of the 50-70 a request takes at info, so it is a debug
  // line: what each request took is kept by the proxy's access log and the metrics.
  const logRequests = log.isLevelEnabled('debug');
  return (incoming: IncomingMessage, outgoing: ServerResponse) => {
    const requestId = requestIdFrom(incoming.headers[REQUEST_ID_HEADER] as string | undefined);
    incoming.headers[REQUEST_ID_HEADER] = requestId;
    for (const [name, value] of headers) outgoing.setHeader(name, value);
    outgoing.setHeader('X-Request-Id', requestId);
    // Stopping: no connection is left for a proxy to reuse once its answer is out.
    if (lifecycle?.draining) outgoing.setHeader('Connection', 'close');
    if (logRequests) logWhenClosed(log, requestId, incoming, outgoing);
    return app(incoming, outgoing);
  };
}

function logWhenClosed(
  log: Logger,
  requestId: string,
  incoming: IncomingMessage,
  outgoing: ServerResponse,
) {
  const started = performance.now();
  outgoing.once('close', () => {
    const url = incoming.url ?? '';
    const query = url.indexOf('?');
    log.debug(
      {
        requestId,
        method: incoming.method,
        // Without the query: searches hold names and e-mail addresses.
        path: query === -1 ? url : url.slice(0, query),
        status: outgoing.statusCode,
        durationMs: Math.round((performance.now() - started) * 10) / 10,
        ...(outgoing.writableFinished ? {} : { aborted: true }),
      },
      'request',
    );
  });
}
