import { bigint, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/**
 * The change table behind live streams (decision 027). Each row is written in the
 * transaction of the change it announces, so it exists exactly when the change does; its id is
 * the SSE event id a reconnecting stream resumes from (Last-Event-ID). NOTIFY wakes every
 * instance; where it cannot, instances poll this table.
 */
export const liveEvents = pgTable(
  'live_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** Who may receive it: `shipment:<id>`, `client:<id>`, `user:<id>` or `staff`. */
    topic: text('topic').notNull(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    created_at: createdAt(),
  },
  (table) => [
    index('live_events_topic_id_idx').on(table.topic, table.id),
    index('live_events_created_idx').on(table.created_at),
  ],
);
