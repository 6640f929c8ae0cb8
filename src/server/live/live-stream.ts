import type { Context } from 'hono';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import { SESSION_ENDED_EVENT, STREAM_READY_EVENT } from '#shared/live-events';
import { AppError } from '../core/errors';
import type { AppEnv } from '../core/context';
import { loggableError } from '../logger';
import { rateLimitAddress } from '../rate-limit/address-key';
import type { LiveEvent, LiveSubscription } from './live-hub';
import { nodeSink, outgoingMessageOf, webSink, type SseSink } from './sse-sink';

/** Open streams per caller address on one instance: a household or an office, not a crowd. */
export const MAX_STREAMS_PER_ADDRESS = 20;
export const TOO_MANY_STREAMS_MESSAGE =
  'Too many live connections from your address. Close some pages and try again.';
/** A comment line this often keeps proxies and load balancers from closing an idle stream. */
const HEARTBEAT_MS = 20_000;
/** How often a signed-in stream checks that its session still stands. */
const SESSION_CHECK_MS = 5_000;
/**
 * What EventSource waits before reconnecting when this instance stops: behind the proxy it comes
 * back to another instance at once, with its Last-Event-ID, and misses nothing.
 */
const RESTART_RECONNECT_DELAY_MS = 500;
/** What EventSource waits before reconnecting after the stream breaks. */
const RECONNECT_DELAY_MS = 2_000;
/**
 * What a stream may leave unsent before it is dropped (decision 079): thousands of events, more
 * than the hub hands over at once (a pull of 500) and far more than a live reader falls behind by.
 * A reader that stops reading does not hold the instance's memory; its EventSource reconnects
 * with its Last-Event-ID and is sent what it missed.
 */
export const MAX_UNSENT_BYTES = 1024 * 1024;

const openStreams = new Map<string, number>();

function takeStreamSlot(address: string): () => void {
  const open = openStreams.get(address) ?? 0;
  if (open >= MAX_STREAMS_PER_ADDRESS) {
    throw new AppError('TOO_MANY_REQUESTS', TOO_MANY_STREAMS_MESSAGE, { retryAfterSeconds: 30 });
  }
  openStreams.set(address, open + 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const left = (openStreams.get(address) ?? 1) - 1;
    if (left > 0) openStreams.set(address, left);
    else openStreams.delete(address);
  };
}

/** The id a reconnecting EventSource resumes after; anything else starts afresh. */
function lastEventIdOf(c: Context<AppEnv>): number | null {
  const header = c.req.header('last-event-id')?.trim();
  if (!header || !/^\d{1,15}$/.test(header)) return null;
  return Number(header);
}

const encoder = new TextEncoder();
const HEARTBEAT = encoder.encode(': keep-alive\n\n');
const READY = encoder.encode(
  `event: ${STREAM_READY_EVENT}\ndata: {}\nretry: ${RECONNECT_DELAY_MS}\n\n`,
);
const SESSION_ENDED = encoder.encode(`event: ${SESSION_ENDED_EVENT}\ndata: {}\n\n`);
const RESTARTING = encoder.encode(`retry: ${RESTART_RECONNECT_DELAY_MS}\n\n`);

/**
 * An event's bytes on the wire, made once however many streams it goes to (decision 079): the
 * hub hands the same event object to each of them. Its payload is JSON, which has no line break.
 */
const frames = new WeakMap<LiveEvent, Uint8Array>();
function sseFrame(event: LiveEvent): Uint8Array {
  let frame = frames.get(event);
  if (!frame) {
    frame = encoder.encode(
      `event: ${event.kind}\ndata: ${JSON.stringify(event.payload)}\nid: ${event.id}\n\n`,
    );
    frames.set(event, frame);
  }
  return frame;
}

/**
 * Streams the live events of some topics as Server-Sent Events: a `ready` event once subscribed,
 * then every event in id order (the missed ones first after a reconnect), heartbeats, and, for a
 * signed-in stream, `session_ended` and the end of the stream once its session is gone. A stream
 * whose topics no longer stand (`topicsStand`: a person removed from an organisation) just ends:
 * EventSource reconnects, to the topics the session has now. Each event is written straight to
 * the subscriber's Node response (decision 079); a stream that leaves more than MAX_UNSENT_BYTES
 * unsent is dropped.
 */
export function liveStream(
  c: Context<AppEnv>,
  options: {
    topics: readonly string[];
    sessionStands?: () => Promise<boolean>;
    topicsStand?: () => Promise<boolean>;
  },
): Response {
  const release = takeStreamSlot(rateLimitAddress(c.get('clientIp')));
  const { liveHub, log } = c.get('deps');
  const afterId = lastEventIdOf(c);
  // Behind nginx each event must leave at once, not fill a buffer (decision 027).
  const headers: [string, string][] = [['x-accel-buffering', 'no']];
  const outgoing = outgoingMessageOf(c);
  let sink: SseSink;
  let answer: Response;
  try {
    if (outgoing) {
      sink = nodeSink(outgoing, headers);
      answer = RESPONSE_ALREADY_SENT;
    } else {
      ({ sink, response: answer } = webSink(headers));
    }
  } catch (error) {
    release();
    throw error;
  }
  let subscription: LiveSubscription | null = null;
  let finished = false;
  const finish = () => {
    if (finished) return;
    finished = true;
    clearInterval(heartbeat);
    clearInterval(sessionCheck);
    subscription?.close();
    release();
    sink.end();
  };
  sink.onClose(finish);
  const send = (chunk: Uint8Array) => {
    if (finished) return;
    if (!sink.write(chunk)) finish();
    else if (sink.unsent() > MAX_UNSENT_BYTES) {
      log.warn({ unsentBytes: sink.unsent() }, 'live stream dropped: its reader fell behind');
      sink.destroy();
      finish();
    }
  };
  const heartbeat = setInterval(() => send(HEARTBEAT), HEARTBEAT_MS);
  const { sessionStands, topicsStand } = options;
  const sessionCheck = sessionStands
    ? setInterval(() => {
        sessionStands()
          .then(async (stands) => {
            if (!stands) {
              send(SESSION_ENDED);
              finish();
            } else if (topicsStand && !(await topicsStand())) {
              finish();
            }
          })
          .catch((error: unknown) =>
            log.warn({ err: loggableError(error) }, 'live stream session check failed'),
          );
      }, SESSION_CHECK_MS)
    : undefined;
  liveHub
    .subscribe(
      options.topics,
      afterId,
      (event) => send(sseFrame(event)),
      // The instance is stopping: end with a retry hint rather than a broken connection.
      () => {
        send(RESTARTING);
        finish();
      },
    )
    .then(
      (subscribed) => {
        subscription = subscribed;
        // Closed while subscribing: the subscription goes at once.
        if (finished) subscribed.close();
        else send(READY);
      },
      (error: unknown) => {
        // The browser reconnects with its Last-Event-ID and loses nothing.
        log.warn({ err: loggableError(error) }, 'live stream failed');
        finish();
      },
    );
  return answer;
}
