import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns';

/** Every e-mail is a row here first (decision 021); the sender delivers and retries. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    /** Extra headers, such as List-Unsubscribe on notification mail. */
    headers: jsonb('headers').$type<Record<string, string>>(),
    attempts: integer('attempts').notNull().default(0),
    next_attempt_at: timestamptz('next_attempt_at').notNull().defaultNow(),
    sent_at: timestamptz('sent_at'),
    last_error: text('last_error'),
    created_at: createdAt(),
  },
  (table) => [
    index('mail_outbox_due_idx')
      .on(table.next_attempt_at)
      .where(sql`${table.sent_at} is null`),
    index('mail_outbox_created_idx').on(table.created_at.desc()),
  ],
);
