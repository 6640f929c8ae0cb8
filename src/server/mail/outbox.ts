import { sql } from 'drizzle-orm';
import { queryRows } from '../db/client';
import type { Db, DbOrTx } from '../db/client';
import { mailOutbox } from '../db/schema';
import type { MailMessage } from './templates';

/**
 * Queues an e-mail. Pass the caller's transaction so the mail exists exactly when the change that
 * caused it does (decision 021); the sender delivers it afterwards, with the message's headers.
 */
export async function enqueueMail(db: DbOrTx, to: string, message: MailMessage): Promise<void> {
  await db.insert(mailOutbox).values({ to, ...message });
}

/** What the outbox holds unsent, for the metrics: how many, and how long the oldest has waited. */
export type OutboxBacklog = { depth: number; oldestAgeSeconds: number };

/**
 * One query over the unsent rows (the partial index mail_outbox_due_idx holds exactly those). A
 * mail given up after its last attempt stays unsent, so it stays counted until someone deals with it.
 */
export async function outboxBacklog(db: Db): Promise<OutboxBacklog> {
  const [row] = await queryRows<{ depth: number; oldest_age_seconds: number | string }>(
    db,
    sql`select count(*)::int as depth,
      coalesce(extract(epoch from now() - min(${mailOutbox.created_at})), 0)::float8 as oldest_age_seconds
    from ${mailOutbox} where ${mailOutbox.sent_at} is null`,
  );
  return {
    depth: row?.depth ?? 0,
    oldestAgeSeconds: Math.max(0, Number(row?.oldest_age_seconds ?? 0)),
  };
}
