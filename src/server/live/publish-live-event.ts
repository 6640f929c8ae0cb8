import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { liveEvents } from '../db/schema';

/** The PostgreSQL channel every instance listens on; the payload is the new row's id. */
export const LIVE_EVENTS_CHANNEL = 'live_events';

/**
 * Taken before a live event's id is drawn and held to commit, so events commit in id order and a
 * reader that has seen id N never meets a smaller id later (Last-Event-ID resumes from N).
 */
const LIVE_EVENTS_ORDER_LOCK = 7_114_014;

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
 * Records a live event in the transaction of the change it announces and wakes every instance's
 * streams when that transaction commits (NOTIFY is delivered on commit, never for a rollback).
 * Given a transaction it nests (a savepoint), so the order lock lasts until the change commits;
 * given the database it opens a transaction of its own.
 */
export async function publishLiveEvent(db: DbOrTx, event: LiveEventInput): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LIVE_EVENTS_ORDER_LOCK})`);
    const [row] = await tx.insert(liveEvents).values(event).returning({ id: liveEvents.id });
    if (!row) throw new Error('live event insert returned no row');
    await tx.execute(sql`select pg_notify(${LIVE_EVENTS_CHANNEL}, ${String(row.id)})`);
  });
}
