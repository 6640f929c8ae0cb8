import { eq } from 'drizzle-orm';
import { ISSUE_MESSAGES } from '#shared/issue-schema';
import type { StaffChange } from '../../audit/staff-change';
import { AppError } from '../../core/errors';
import type { Db } from '../../db/client';
import { issues } from '../../db/schema';
import { lockIssue } from './lock-issue';
import { recordIssueEvent } from './record-issue-event';

/**
 * Resolve closes the thread (and records when); reopen takes a resolved issue back into progress.
 * Resolving a resolved issue, or reopening one that is not, is a 409 that writes nothing.
 */
export async function changeIssueStatus({
  db,
  issueId,
  change,
  admin,
  origin,
}: StaffChange & { db: Db; issueId: string; change: 'resolve' | 'reopen' }) {
  return db.transaction(async (tx) => {
    const issue = await lockIssue(tx, issueId);
    const resolving = change === 'resolve';
    if (resolving && issue.status === 'resolved') {
      throw new AppError('CONFLICT', ISSUE_MESSAGES.alreadyResolved);
    }
    if (!resolving && issue.status !== 'resolved') {
      throw new AppError('CONFLICT', ISSUE_MESSAGES.notResolved);
    }
    const status = resolving ? 'resolved' : 'in_progress';
    await tx
      .update(issues)
      .set({ status, resolved_at: resolving ? new Date() : null })
      .where(eq(issues.id, issueId));
    await recordIssueEvent(tx, {
      actor: { user: admin, origin },
      issue,
      action: 'issue_status_changed',
      details: { from: issue.status, to: status },
    });
    return { id: issue.id, status, assignee_user_id: issue.assignee_user_id } as const;
  });
}
