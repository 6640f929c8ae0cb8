import { count, desc, eq } from 'drizzle-orm';
import { CLIENT_ISSUES_PAGE_SIZE, type ClientIssue } from '#shared/issue-schema';
import type { Page } from '#shared/list-query';
import type { DbOrTx } from '../../db/client';
import { issues } from '../../db/schema';
import { pageOf, rowsBefore } from '../shared/list-page';
import { issueSummaryColumns, summaryOf } from './issue-records';

/** One page of the issues the signed-in client reported, newest first. */
export async function listClientIssues({
  db,
  clientId,
  page,
}: {
  db: DbOrTx;
  clientId: string;
  page: number;
}): Promise<Page<ClientIssue>> {
  const paging = { page, page_size: CLIENT_ISSUES_PAGE_SIZE };
  const where = eq(issues.client_id, clientId);
  const [rows, [total]] = await Promise.all([
    db
      .select(issueSummaryColumns)
      .from(issues)
      .where(where)
      .orderBy(desc(issues.created_at), desc(issues.id))
      .limit(CLIENT_ISSUES_PAGE_SIZE)
      .offset(rowsBefore(paging)),
    db.select({ value: count() }).from(issues).where(where),
  ]);
  return pageOf(paging, rows.map(summaryOf), total);
}
