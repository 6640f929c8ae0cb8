import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import { SESSION_ENDED_EVENT, STREAM_READY_EVENT } from '#shared/live-events';
import { AppError } from '../core/errors';
import type { AppEnv } from '../core/context';
import { loggableError } from '../logger';
import { rateLimitAddress } from '../rate-limit/address-key';
import type { LiveSubscription } from './live-hub';

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

/**
 * Streams the live events of some topics as Server-Sent Events: a `ready` event once subscribed,
 * then every event in id order (the missed ones first after a reconnect), heartbeats, and, for a
 * signed-in stream, `session_ended` and the end of the stream once its session is gone. A stream
 * whose topics no longer stand (`topicsStand`: a person removed from an organisation) just ends:
 * EventSource reconnects, to the topics the session has now.
 */
export async function liveStream(
  c: Context<AppEnv>,
  options: {
    topics: readonly string[];
    sessionStands?: () => Promise<boolean>;
    topicsStand?: () => Promise<boolean>;
  },
): Promise<Response> {
  const release = takeStreamSlot(rateLimitAddress(c.get('clientIp')));
  const { liveHub, log } = c.get('deps');
  const afterId = lastEventIdOf(c);
  // Behind nginx each event must leave at once, not fill a buffer (decision 027).
  c.header('X-Accel-Buffering', 'no');
  return streamSSE(c, async (stream) => {
    let finish: () => void = () => {};
    const finished = new Promise<void>((resolve) => {
      finish = resolve;
    });
    stream.onAbort(finish);
    // One write at a time, in the order events arrive.
    let writing = Promise.resolve();
    const send = (write: () => Promise<unknown>) => {
      writing = writing.then(write).then(() => {}, finish);
    };
    const heartbeat = setInterval(() => send(() => stream.write(': keep-alive\n\n')), HEARTBEAT_MS);
    const { sessionStands, topicsStand } = options;
    const sessionCheck = sessionStands
      ? setInterval(() => {
          sessionStands()
            .then(async (stands) => {
              if (!stands) {
                send(() => stream.writeSSE({ event: SESSION_ENDED_EVENT, data: '{}' }));
                send(async () => finish());
              } else if (topicsStand && !(await topicsStand())) {
                send(async () => finish());
              }
            })
            .catch((error: unknown) =>
              log.warn({ err: loggableError(error) }, 'live stream session check failed'),
            );
        }, SESSION_CHECK_MS)
      : undefined;
    let subscription: LiveSubscription | null = null;
    try {
      subscription = await liveHub.subscribe(
        options.topics,
        afterId,
        (event) =>
          send(() =>
            stream.writeSSE({
              id: String(event.id),
              event: event.kind,
              data: JSON.stringify(event.payload),
            }),
          ),
        // The instance is stopping: end with a retry hint rather than a broken connection.
        () => {
          send(() => stream.write(`retry: ${RESTART_RECONNECT_DELAY_MS}\n\n`));
          send(async () => finish());
        },
      );
      send(() =>
        stream.writeSSE({ event: STREAM_READY_EVENT, data: '{}', retry: RECONNECT_DELAY_MS }),
      );
      await finished;
      await writing;
    } catch (error) {
      // The browser reconnects with its Last-Event-ID and loses nothing.
      log.warn({ err: loggableError(error) }, 'live stream failed');
    } finally {
      clearInterval(heartbeat);
      clearInterval(sessionCheck);
      subscription?.close();
      release();
    }
  });
}
