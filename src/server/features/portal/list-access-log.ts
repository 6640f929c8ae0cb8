import { ACCESS_LOG_PAGE_SIZE } from '#shared/audit-action';
import type { Page } from '#shared/list-query';
import { MISSING_PROFILE_MESSAGES, type AccessLogEntry } from '#shared/portal';
import type { DbOrTx } from '../../db/client';
import { auditEvents } from '../../db/schema';
import { newestFirstPage } from '../shared/list-page';
import { accessLogColumns, accessLogOf, toAccessLogEntry } from './access-log-query';
import { requireClientOf, type PortalUser } from './client-of-user';

/** One page of the client's Access Audit Trail, newest first (decision 008). */
export async function listAccessLog({
  db,
  user,
  page,
}: {
  db: DbOrTx;
  user: PortalUser;
  page: number;
}): Promise<Page<AccessLogEntry>> {
  const clientId = requireClientOf(user, MISSING_PROFILE_MESSAGES.items);
  return newestFirstPage({
    db,
    page,
    page_size: ACCESS_LOG_PAGE_SIZE,
    select: db.select(accessLogColumns()).from(auditEvents).$dynamic(),
    where: accessLogOf(clientId),
    createdAt: auditEvents.created_at,
    id: auditEvents.id,
    toRow: toAccessLogEntry,
  });
}
