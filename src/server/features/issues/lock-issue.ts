import { and, eq } from 'drizzle-orm';
import { ISSUE_MESSAGES } from '#shared/issue-schema';
import { AppError } from '../../core/errors';
import type { DbOrTx } from '../../db/client';
import { issues } from '../../db/schema';
import { ofOrganisation } from '../shared/visible-to';

type LockedIssue = {
  id: string;
  status: typeof issues.$inferSelect.status;
  client_id: string | null;
  tracking_number: string;
  assignee_user_id: string | null;
};

/**
 * The issue locked for a change, read after the lock. With `clientId`, only that client's issue:
 * another client's answers exactly like one that does not exist.
 */
export async function lockIssue(
  tx: DbOrTx,
  issueId: string,
  /** Only this organisation's issue when given; null (no organisation) finds none. */
  clientId?: string | null,
): Promise<LockedIssue> {
  const [issue] = await tx
    .select({
      id: issues.id,
      status: issues.status,
      client_id: issues.client_id,
      tracking_number: issues.tracking_number,
      assignee_user_id: issues.assignee_user_id,
    })
    .from(issues)
    .where(
      and(
        eq(issues.id, issueId),
        clientId === undefined ? undefined : ofOrganisation(issues.client_id, clientId),
      ),
    )
    .for('update');
  if (!issue) throw new AppError('NOT_FOUND', ISSUE_MESSAGES.notFound);
  return issue;
}

/** A resolved issue takes no more messages: 409, before anything is written. */
export function refuseIfResolved(issue: { status: string }) {
  if (issue.status === 'resolved') throw new AppError('CONFLICT', ISSUE_MESSAGES.resolved);
}
