import { NOTIFICATIONS_READ_EVENT } from '#shared/live-events';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { notifications } from '../../db/schema';
import { AppError } from '../../core/errors';
import { liveTopics, publishLiveEvent } from '../../live/publish-live-event';

const NOTIFICATION_NOT_FOUND = 'Notification not found.';

type ReadState = { unread_count: number };

/** The caller's unread count after a change, told to their other open pages too. */
async function announceReadState(tx: DbOrTx, userId: string): Promise<ReadState> {
  const [row] = await tx
    .select({ value: count() })
    .from(notifications)
    .where(and(eq(notifications.user_id, userId), isNull(notifications.read_at)));
  const state = { unread_count: row?.value ?? 0 };
  await publishLiveEvent(tx, {
    topic: liveTopics.user(userId),
    kind: NOTIFICATIONS_READ_EVENT,
    payload: state,
  });
  return state;
}

/** Marks one of the caller's notifications read; another user's answers like an unknown one. */
export async function markRead({
  db,
  userId,
  notificationId,
}: {
  db: Db;
  userId: string;
  notificationId: string;
}): Promise<ReadState> {
  return db.transaction(async (tx) => {
    const marked = await tx
      .update(notifications)
      .set({ read_at: sql`coalesce(${notifications.read_at}, now())` })
      .where(and(eq(notifications.id, notificationId), eq(notifications.user_id, userId)))
      .returning({ id: notifications.id });
    if (marked.length === 0) throw new AppError('NOT_FOUND', NOTIFICATION_NOT_FOUND);
    return announceReadState(tx, userId);
  });
}

/** Mark all as read: every unread notification of the caller. */
export async function markAllRead({ db, userId }: { db: Db; userId: string }): Promise<ReadState> {
  return db.transaction(async (tx) => {
    await tx
      .update(notifications)
      .set({ read_at: sql`now()` })
      .where(and(eq(notifications.user_id, userId), isNull(notifications.read_at)));
    return announceReadState(tx, userId);
  });
}
