import { and, eq } from 'drizzle-orm';
import { ISSUE_MESSAGES, type ClientIssueDetail } from '#shared/issue-schema';
import { AppError } from '../../core/errors';
import type { DbOrTx } from '../../db/client';
import { issues } from '../../db/schema';
import { issueDetailColumns, issueDetailOf } from './issue-columns';
import { threadOf } from './issue-thread';
import { ofOrganisation } from '../shared/visible-to';

/** One of the client's own issues with its thread; another client's answers like a missing one. */
export async function getClientIssue({
  db,
  clientId,
  issueId,
}: {
  db: DbOrTx;
  /** The caller's organisation; none sees no issue. */
  clientId: string | null;
  issueId: string;
}): Promise<ClientIssueDetail> {
  const [issue] = await db
    .select(issueDetailColumns)
    .from(issues)
    .where(and(eq(issues.id, issueId), ofOrganisation(issues.client_id, clientId)));
  if (!issue) throw new AppError('NOT_FOUND', ISSUE_MESSAGES.notFound);
  return issueDetailOf(issue, await threadOf(db, issueId, 'client'));
}
