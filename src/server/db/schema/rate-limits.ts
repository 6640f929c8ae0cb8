import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';

/** Fixed-window counters in the database, shared by every app instance (decision 002). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  window_started_at: timestamptz('window_started_at').notNull(),
  count: integer('count').notNull(),
});
