import type { StaffChange } from '../../audit/staff-change';
import type { Db } from '../../db/client';
import { issues } from '../../db/schema';
import { eq } from 'drizzle-orm';
import { appendIssueMessage } from './append-issue-message';
import { lockIssue, refuseIfResolved } from './lock-issue';
import { recordIssueEvent } from './record-issue-event';
import type { NotificationConfig } from '../../notifications/notify-user';
import { tellClientOfReply } from './tell-client-of-reply';

/**
 * Staff reply in an issue's thread: kept there, told to the client (bell and e-mail), and the first reply takes
 * an open issue into progress. A resolved issue answers 409 and nothing is written or sent.
 */
export async function replyToIssue({
  db,
  issueId,
  body,
  config,
  admin,
  origin,
}: StaffChange & { db: Db; issueId: string; body: string; config: NotificationConfig }) {
  const actor = { user: admin, origin };
  return db.transaction(async (tx) => {
    const issue = await lockIssue(tx, issueId);
    refuseIfResolved(issue);
    const message = await appendIssueMessage(tx, {
      issueId,
      authorId: admin.id,
      role: 'staff',
      body,
    });
    await recordIssueEvent(tx, {
      actor,
      issue,
      action: 'issue_replied',
      details: { message_id: message.id, author_role: 'staff' },
    });
    let status = issue.status;
    if (status === 'open') {
      status = 'in_progress';
      await tx.update(issues).set({ status }).where(eq(issues.id, issueId));
      await recordIssueEvent(tx, {
        actor,
        issue,
        action: 'issue_status_changed',
        details: { from: 'open', to: status },
      });
    }
    await tellClientOfReply(tx, { issue, reply: body, config });
    return { id: issue.id, status, assignee_user_id: issue.assignee_user_id };
  });
}
