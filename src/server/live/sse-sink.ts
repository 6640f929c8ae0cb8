import { ServerResponse } from 'node:http';
import type { Context } from 'hono';

/**
 * Where a live stream's bytes go: Node's response itself when the request came through Node's
 * server, so an event framed once is one `write` per subscriber (decision 079); a Web stream for a
 * request handed to the app directly (`app.fetch`), which has no Node response.
 */
export type SseSink = {
  /** Queues `chunk`; false when the stream is closed. */
  write(chunk: Uint8Array): boolean;
  /** Bytes handed over that the peer has not taken yet. */
  unsent(): number;
  /** Ends the stream after what is queued. */
  end(): void;
  /** Drops the connection at once, what is queued with it. */
  destroy(): void;
  /** Called once when the stream closes, whichever side closed it. */
  onClose(listener: () => void): void;
};

/** Node's own response of the request, when it came through Node's HTTP/1 server. */
export function outgoingMessageOf(c: Context): ServerResponse | undefined {
  const outgoing = (c.env as { outgoing?: unknown } | undefined)?.outgoing;
  return outgoing instanceof ServerResponse ? outgoing : undefined;
}

/** The headers of every live stream; `extra` are those set on the context before (e.g. X-Accel-Buffering). */
function streamHeaders(extra: Iterable<[string, string]>): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of extra) headers[name] = value;
  headers['content-type'] = 'text/event-stream';
  headers['cache-control'] = 'no-cache';
  return headers;
}

/** A sink on Node's response: the headers are written now, each chunk straight to the socket. */
export function nodeSink(outgoing: ServerResponse, extra: Iterable<[string, string]>): SseSink {
  outgoing.writeHead(200, streamHeaders(extra));
  // Each event must leave at once, not wait for Nagle's algorithm to gather a packet.
  outgoing.socket?.setNoDelay(true);
  outgoing.flushHeaders();
  return {
    write: (chunk) => {
      if (outgoing.destroyed || outgoing.writableEnded) return false;
      outgoing.write(chunk);
      return true;
    },
    unsent: () => outgoing.writableLength,
    end: () => {
      if (!outgoing.writableEnded) outgoing.end();
    },
    destroy: () => outgoing.destroy(),
    onClose: (listener) => {
      if (outgoing.closed) queueMicrotask(listener);
      else outgoing.once('close', listener);
    },
  };
}

/** A sink read as a Web stream: `response` is the answer to give the caller. */
export function webSink(extra: Iterable<[string, string]>): { sink: SseSink; response: Response } {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let closed = false;
  const listeners: (() => void)[] = [];
  const close = () => {
    if (closed) return;
    closed = true;
    for (const listener of listeners.splice(0)) listener();
  };
  const body = new ReadableStream<Uint8Array>(
    {
      start(given) {
        controller = given;
      },
      cancel: close,
    },
    // Counted in bytes, with no room of its own: desiredSize is minus what the reader has not taken.
    new ByteLengthQueuingStrategy({ highWaterMark: 0 }),
  );
  const sink: SseSink = {
    write: (chunk) => {
      if (closed) return false;
      controller.enqueue(chunk);
      return true;
    },
    unsent: () => {
      const room = controller.desiredSize ?? 0;
      return room < 0 ? -room : 0;
    },
    end: () => {
      if (closed) return;
      controller.close();
      close();
    },
    destroy: () => {
      if (closed) return;
      controller.error(new Error('live stream dropped'));
      close();
    },
    onClose: (listener) => {
      if (closed) queueMicrotask(listener);
      else listeners.push(listener);
    },
  };
  return { sink, response: new Response(body, { headers: streamHeaders(extra) }) };
}
