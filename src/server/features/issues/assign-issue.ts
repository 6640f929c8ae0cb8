import type { StaffChange } from '../../audit/staff-change';
import type { Db } from '../../db/client';
import { issues } from '../../db/schema';
import { eq } from 'drizzle-orm';
import { lockIssue } from './lock-issue';
import { recordIssueEvent } from './record-issue-event';

/** Assign to me: the administrator takes the issue; taking one's own again changes nothing. */
export async function assignIssue({
  db,
  issueId,
  admin,
  origin,
}: StaffChange & { db: Db; issueId: string }) {
  return db.transaction(async (tx) => {
    const issue = await lockIssue(tx, issueId);
    if (issue.assignee_user_id !== admin.id) {
      await tx.update(issues).set({ assignee_user_id: admin.id }).where(eq(issues.id, issueId));
      await recordIssueEvent(tx, {
        actor: { user: admin, origin },
        issue,
        action: 'issue_assigned',
        details: { from: issue.assignee_user_id, to: admin.id },
      });
    }
    return { id: issue.id, status: issue.status, assignee_user_id: admin.id };
  });
}
