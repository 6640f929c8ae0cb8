import { and, asc, gt, inArray, lte, max, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db, Listen, Unlisten } from '../db/client';
import { liveEvents } from '../db/schema';
import { loggableError } from '../logger';
import { LIVE_EVENTS_CHANNEL } from './publish-live-event';

export type LiveEvent = {
  id: number;
  topic: string;
  kind: string;
  payload: Record<string, unknown>;
};

export type LiveSubscription = { close: () => void };

export type LiveHub = {
  /**
   * Delivers, in id order, every event of these topics after `afterId` (a reconnecting stream's
   * Last-Event-ID: what it missed is read back from the table first), then each new one.
   */
  subscribe(
    topics: readonly string[],
    afterId: number | null,
    deliver: (event: LiveEvent) => void,
    /** Called when the hub stops (the instance shuts down): the stream should end. */
    end: () => void,
  ): Promise<LiveSubscription>;
  /** Reads what committed since the last pass; NOTIFY and the poll both call it. */
  pull(): Promise<void>;
  /** Ends every open stream (so a shutting-down server is not held open) and stops reading. */
  stop(): Promise<void>;
};

/** How often the table is read even without a NOTIFY: a lost notification costs at most this. */
const SAFETY_POLL_MS = 2_000;
const PULL_BATCH = 500;
/** A stream gone longer than this starts afresh instead of replaying (the table is pruned). */
const RETENTION_HOURS = 24;
const PRUNE_INTERVAL_MS = 60 * 60 * 1000;

type Subscriber = {
  topics: ReadonlySet<string>;
  deliver: (event: LiveEvent) => void;
  end: () => void;
  /** The highest id handed over; nothing at or below it is delivered again. */
  lastId: number;
  /** Events that arrive while the missed ones are still being read back. */
  waiting: LiveEvent[] | null;
};

/**
 * One reader of live_events per instance, fanning each row out to that instance's open streams.
 * Rows commit in id order (publishLiveEvent's lock), so a cursor over ids loses nothing.
 */
export async function startLiveHub(input: {
  db: Db;
  listen: Listen;
  log: Logger;
  pollIntervalMs?: number;
}): Promise<LiveHub> {
  const { db, log } = input;
  const subscribers = new Set<Subscriber>();
  const [latest] = await db.select({ id: max(liveEvents.id) }).from(liveEvents);
  let cursor = latest?.id ?? 0;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  const hand = (subscriber: Subscriber, event: LiveEvent) => {
    if (event.id <= subscriber.lastId) return;
    subscriber.lastId = event.id;
    subscriber.deliver(event);
  };

  const dispatch = (event: LiveEvent) => {
    for (const subscriber of subscribers) {
      if (!subscriber.topics.has(event.topic)) continue;
      if (subscriber.waiting) subscriber.waiting.push(event);
      else hand(subscriber, event);
    }
  };

  async function pullOnce() {
    for (;;) {
      const rows = await db
        .select()
        .from(liveEvents)
        .where(gt(liveEvents.id, cursor))
        .orderBy(asc(liveEvents.id))
        .limit(PULL_BATCH);
      for (const row of rows) {
        cursor = row.id;
        dispatch(row);
      }
      if (rows.length < PULL_BATCH) return;
    }
  }

  function pull(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await pullOnce().catch((error: unknown) => {
          log.warn({ err: loggableError(error) }, 'reading live events failed');
        });
      } while (again);
    })().finally(() => {
      running = null;
    });
    return running;
  }

  const unlisten: Unlisten = await input.listen(LIVE_EVENTS_CHANNEL, {
    onNotify: () => void pull(),
    onConnected: () => void pull(),
  });
  const poll = setInterval(() => void pull(), input.pollIntervalMs ?? SAFETY_POLL_MS);
  poll.unref();
  const prune = setInterval(() => {
    db.delete(liveEvents)
      .where(sql`${liveEvents.created_at} < now() - make_interval(hours => ${RETENTION_HOURS})`)
      .catch((error: unknown) =>
        log.warn({ err: loggableError(error) }, 'pruning live events failed'),
      );
  }, PRUNE_INTERVAL_MS);
  prune.unref();

  async function subscribe(
    topics: readonly string[],
    afterId: number | null,
    deliver: (event: LiveEvent) => void,
    end: () => void,
  ): Promise<LiveSubscription> {
    if (stopped) throw new Error('the live hub has stopped');
    const replayUpTo = cursor;
    const replaying = afterId !== null && afterId < replayUpTo;
    const subscriber: Subscriber = {
      topics: new Set(topics),
      deliver,
      end,
      lastId: afterId ?? replayUpTo,
      waiting: replaying ? [] : null,
    };
    subscribers.add(subscriber);
    const close = () => {
      subscribers.delete(subscriber);
    };
    if (replaying) {
      try {
        const missed = await db
          .select()
          .from(liveEvents)
          .where(
            and(
              inArray(liveEvents.topic, [...topics]),
              gt(liveEvents.id, afterId),
              lte(liveEvents.id, replayUpTo),
            ),
          )
          .orderBy(asc(liveEvents.id))
          .limit(PULL_BATCH);
        for (const event of missed) hand(subscriber, event);
      } catch (error) {
        close();
        throw error;
      }
      const arrived = subscriber.waiting ?? [];
      subscriber.waiting = null;
      for (const event of arrived) hand(subscriber, event);
    }
    return { close };
  }

  return {
    subscribe,
    pull,
    async stop() {
      if (stopped) return;
      stopped = true;
      clearInterval(poll);
      clearInterval(prune);
      for (const subscriber of subscribers) subscriber.end();
      subscribers.clear();
      await unlisten();
      await running;
    },
  };
}
