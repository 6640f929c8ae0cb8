import { CLIENT_ISSUES_PAGE_SIZE, type ClientIssue } from '#shared/issue-schema';
import type { Page } from '#shared/list-query';
import type { DbOrTx } from '../../db/client';
import { issues } from '../../db/schema';
import { newestFirstPage } from '../shared/list-page';
import { issueSummaryColumns, summaryOf } from './issue-columns';
import { ofOrganisation } from '../shared/visible-to';

/** One page of the issues the signed-in client reported, newest first. */
export async function listClientIssues({
  db,
  clientId,
  page,
}: {
  db: DbOrTx;
  /** The caller's organisation; none sees no issue. */
  clientId: string | null;
  page: number;
}): Promise<Page<ClientIssue>> {
  return newestFirstPage({
    db,
    page,
    page_size: CLIENT_ISSUES_PAGE_SIZE,
    select: db.select(issueSummaryColumns).from(issues).$dynamic(),
    where: ofOrganisation(issues.client_id, clientId),
    createdAt: issues.created_at,
    id: issues.id,
    toRow: summaryOf,
  });
}
