import { count, desc } from 'drizzle-orm';
import { ACCESS_LOG_PAGE_SIZE } from '#shared/audit-action';
import type { Page } from '#shared/list-query';
import { MISSING_PROFILE_MESSAGES, type AccessLogEntry } from '#shared/portal';
import type { DbOrTx } from '../../db/client';
import { auditEvents } from '../../db/schema';
import { pageOf, rowsBefore } from '../shared/list-page';
import { accessLogColumns, accessLogOf, toAccessLogEntry } from './access-log-query';
import { requireClientOf } from './client-of-user';

/** One page of the client's Access Audit Trail, newest first (decision 008). */
export async function listAccessLog({
  db,
  userId,
  page,
}: {
  db: DbOrTx;
  userId: string;
  page: number;
}): Promise<Page<AccessLogEntry>> {
  const client = await requireClientOf(db, userId, MISSING_PROFILE_MESSAGES.items);
  const where = accessLogOf(client.id);
  const paging = { page, page_size: ACCESS_LOG_PAGE_SIZE };
  const [rows, [total]] = await Promise.all([
    db
      .select(accessLogColumns(client.id))
      .from(auditEvents)
      .where(where)
      .orderBy(desc(auditEvents.created_at), desc(auditEvents.id))
      .limit(ACCESS_LOG_PAGE_SIZE)
      .offset(rowsBefore(paging)),
    db.select({ value: count() }).from(auditEvents).where(where),
  ]);
  return pageOf(paging, rows.map(toAccessLogEntry), total);
}
