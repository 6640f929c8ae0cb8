import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import {
  ServerResponse,
  type OutgoingHttpHeader,
  type OutgoingHttpHeaders,
  type RequestListener,
  type ServerOptions,
} from 'node:http';
import { getRequestListener } from '@hono/node-server';
import type { Logger } from 'pino';
import { securityHeaders, STRICT_TRANSPORT_SECURITY } from './security-headers';
import type { Lifecycle } from './graceful-shutdown';

type Fetch = Parameters<typeof getRequestListener>[0];

const REQUEST_ID_HEADER = 'x-request-id';
const REQUEST_ID_PATTERN = /^[A-Za-z0-9-]{8,64}$/;

/** The caller's own request id when it is a sane one (to follow a request across services), else a new one. */
export function requestIdFrom(incoming: string | undefined): string {
  return incoming && REQUEST_ID_PATTERN.test(incoming) ? incoming : randomUUID();
}

type Header = readonly [name: string, value: string];

/**
 * Node's response, writing the headers every answer carries (security headers, X-Request-Id) in the
 * same call as the answer's own: one list for `writeHead`. Set one by one with `setHeader`, Node
 * checked and stored each in its header map, then merged the answer's into it (3-4 µs of a
 * 40 µs answer, decision 038). Every answer reaches `writeHead`: a body, a stream, an empty answer
 * (Node's implicit headers call it too) and @hono/node-server's own error answers.
 */
export class AppResponse<
  Request extends IncomingMessage = IncomingMessage,
> extends ServerResponse<Request> {
  /** Given by the listener: the security headers, name and value in turn, and the request id. */
  everyAnswer: readonly string[] | undefined = undefined;
  requestId = '';

  override writeHead(
    statusCode: number,
    reason?: string | OutgoingHttpHeaders | OutgoingHttpHeader[],
    headers?: OutgoingHttpHeaders | OutgoingHttpHeader[],
  ): this {
    const own = typeof reason === 'string' ? headers : reason;
    const all = this.everyAnswer ? this.#withEveryAnswer(this.everyAnswer, own) : own;
    return typeof reason === 'string'
      ? super.writeHead(statusCode, reason, all)
      : super.writeHead(statusCode, all);
  }

  /** Ours first, then the answer's; a header the answer sets itself keeps only the answer's value. */
  #withEveryAnswer(
    ours: readonly string[],
    own: OutgoingHttpHeaders | OutgoingHttpHeader[] | undefined,
  ): OutgoingHttpHeader[] {
    // Node also takes [name, value] pairs: one flat list like ours.
    const answer: OutgoingHttpHeader[] = Array.isArray(own)
      ? Array.isArray(own[0]) && own.length > 0 && typeof own[0][0] === 'string'
        ? (own as unknown as OutgoingHttpHeader[][]).flat(1)
        : own
      : [];
    if (own && !Array.isArray(own)) {
      for (const name in own) {
        const value = own[name];
        if (value !== undefined) answer.push(name, value);
      }
    }
    let answerNames: Set<string> | undefined;
    for (let i = 0; i < answer.length; i += 2) {
      const name = String(answer[i]).toLowerCase();
      if (EVERY_ANSWER_NAMES.has(name)) (answerNames ??= new Set()).add(name);
    }
    const all: OutgoingHttpHeader[] = [];
    for (let i = 0; i < ours.length; i += 2) {
      if (!answerNames?.has(ours[i]!.toLowerCase())) all.push(ours[i]!, ours[i + 1]!);
    }
    if (!answerNames?.has(REQUEST_ID_HEADER)) all.push(REQUEST_ID_NAME, this.requestId);
    for (const item of answer) all.push(item);
    return all;
  }
}

const REQUEST_ID_NAME = 'X-Request-Id';
/** Lower-case names of the headers every answer carries. */
const EVERY_ANSWER_NAMES = new Set(
  [...securityHeaders(), STRICT_TRANSPORT_SECURITY, [REQUEST_ID_NAME]].map(([name]) =>
    name.toLowerCase(),
  ),
);

/** The options of a Node server for `createRequestListener`'s listener: its responses are ours. */
export const APP_SERVER_OPTIONS: ServerOptions<typeof IncomingMessage, typeof AppResponse> = {
  ServerResponse: AppResponse,
};

/**
 * The Node request listener around the app, for a server made with `APP_SERVER_OPTIONS`. What
 * every answer carries, the security headers and X-Request-Id, is written by Node's own
 * response with the answer's headers (`AppResponse`), and the request's log line (debug) is
 * written when the response closes. As Hono middleware the same work made each request build a
 * Headers object and a whole Response. The request id is put back on the incoming headers, so the
 * app reads the one we answer with.
 */
export function createRequestListener(
  fetch: Fetch,
  {
    log,
    production,
    lifecycle,
    mapTilesUrl,
  }: {
    log: Logger;
    production: boolean;
    lifecycle?: Lifecycle;
    /** MAP_TILES_URL: its origin joins the CSP's img-src. */
    mapTilesUrl?: string;
  },
): RequestListener {
  const app = getRequestListener(fetch);
  const security = securityHeaders(mapTilesUrl);
  const headers: readonly Header[] = production
    ? [...security, STRICT_TRANSPORT_SECURITY]
    : security;
  const flat = headers.flat();
  // A line per request cost about 20 µs of the 50-70 a request takes at info, so it is a debug
  // line: what each request took is kept by the proxy's access log and the metrics.
  const logRequests = log.isLevelEnabled('debug');
  return (incoming, outgoing) => {
    const requestId = requestIdFrom(incoming.headers[REQUEST_ID_HEADER] as string | undefined);
    incoming.headers[REQUEST_ID_HEADER] = requestId;
    if (outgoing instanceof AppResponse) {
      outgoing.everyAnswer = flat;
      outgoing.requestId = requestId;
    } else {
      // A server made without APP_SERVER_OPTIONS: the same headers, set one by one.
      for (const [name, value] of headers) outgoing.setHeader(name, value);
      outgoing.setHeader(REQUEST_ID_NAME, requestId);
    }
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
