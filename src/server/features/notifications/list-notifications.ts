import { count, desc, eq, sql } from 'drizzle-orm';
import { NOTIFICATIONS_PAGE_SIZE, type NotificationPage } from '#shared/notification-schema';
import type { DbOrTx } from '../../db/client';
import { notifications } from '../../db/schema';
import { pageOf, rowsBefore } from '../shared/list-page';

/** One page of the caller's own notifications, newest first, with how many are unread. */
export async function listNotifications({
  db,
  userId,
  page,
}: {
  db: DbOrTx;
  userId: string;
  page: number;
}): Promise<NotificationPage> {
  const paging = { page, page_size: NOTIFICATIONS_PAGE_SIZE };
  const mine = eq(notifications.user_id, userId);
  const rows = await db
    .select({
      id: notifications.id,
      kind: notifications.kind,
      title: notifications.title,
      body: notifications.body,
      link: notifications.link,
      read_at: notifications.read_at,
      created_at: notifications.created_at,
    })
    .from(notifications)
    .where(mine)
    .orderBy(desc(notifications.created_at), desc(notifications.id))
    .limit(NOTIFICATIONS_PAGE_SIZE)
    .offset(rowsBefore(paging));
  const [totals] = await db
    .select({
      value: count(),
      unread: sql<number>`(count(*) filter (where ${notifications.read_at} is null))::int`,
    })
    .from(notifications)
    .where(mine);
  const entries = rows.map((row) => ({
    ...row,
    read_at: row.read_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
  }));
  return { ...pageOf(paging, entries, totals), unread_count: totals?.unread ?? 0 };
}
