import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { liveEvents } from '../db/schema';

/** The PostgreSQL channel every instance listens on; the payload is the new row's id. */
export const LIVE_EVENTS_CHANNEL = 'live_events';

/**
 * Taken before a live event's id is drawn and held to commit, so events commit in id order and a
 * reader that has seen id N never meets a smaller id later (Last-Event-ID resumes from N).
 */
export const LIVE_EVENTS_ORDER_LOCK = 7_114_014;

/** Who may receive an event. */
export const liveTopics = {
  shipment: (shipmentId: string) => `shipment:${shipmentId}`,
  client: (clientId: string) => `client:${clientId}`,
  user: (userId: string) => `user:${userId}`,
  /** Every administrator: what changes anywhere in the company's records. */
  staff: () => 'staff',
} as const;

export type LiveEventInput = {
  topic: string;
  kind: string;
  payload: Record<string, unknown>;
};

/**
 * Records live events in the transaction of the change they announce and wakes every instance's
 * streams when that transaction commits (NOTIFY is delivered on commit, never for a rollback).
 * One statement (decision 060): the order lock, then the rows, then a NOTIFY per row. Inside a
 * transaction the lock lasts until the change commits; given the database, the statement is its
 * own transaction.
 */
export async function publishLiveEvents(
  db: DbOrTx,
  events: readonly LiveEventInput[],
): Promise<void> {
  if (events.length === 0) return;
  await db.execute(liveEventsStatement(events));
}

/**
 * The statement publishLiveEvents runs; `change`, a data-modifying statement, runs in it first, so
 * a change and its announcement are one statement and one round trip, their own transaction
 * (decision 079). The order lock is then held only while that statement runs to its commit.
 */
export function liveEventsStatement(events: readonly LiveEventInput[], change?: SQL): SQL {
  // The lock is a volatile call in its own CTE: taken once, before the first row draws its id.
  return sql`with ${change ? sql`change as (${change}), ` : sql``}ordered as (select pg_advisory_xact_lock(${LIVE_EVENTS_ORDER_LOCK})),
    added as (
      insert into ${liveEvents} (topic, kind, payload)
      select event.topic, event.kind, event.payload
      from ordered, jsonb_to_recordset(${JSON.stringify(events)}::jsonb)
        as event(topic text, kind text, payload jsonb)
      returning id
    )
    select pg_notify(${LIVE_EVENTS_CHANNEL}, id::text) from added`;
}

/** One live event; see publishLiveEvents. */
export function publishLiveEvent(db: DbOrTx, event: LiveEventInput): Promise<void> {
  return publishLiveEvents(db, [event]);
}
