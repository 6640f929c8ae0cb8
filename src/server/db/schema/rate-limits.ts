import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';

/** Fixed-window counters shared by every app instance (DESIGN.md §1: no state in memory). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  window_started_at: timestamptz('window_started_at').notNull(),
  count: integer('count').notNull(),
});
