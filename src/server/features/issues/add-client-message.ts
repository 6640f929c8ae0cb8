import type { Db } from '../../db/client';
import { appendIssueMessage } from './append-issue-message';
import { lockIssue, refuseIfResolved } from './lock-issue';
import { recordIssueEvent, type IssueActor } from './record-issue-event';

/**
 * A person of the client organisation writes in the thread of its issue that is not resolved; another client's issue
 * answers like a missing one, a resolved one 409, and neither writes anything.
 */
export async function addClientMessage({
  db,
  issueId,
  body,
  clientId,
  ...actor
}: IssueActor & { db: Db; issueId: string; body: string; clientId: string | null }) {
  return db.transaction(async (tx) => {
    const issue = await lockIssue(tx, issueId, clientId);
    refuseIfResolved(issue);
    const message = await appendIssueMessage(tx, {
      issueId,
      authorId: actor.user.id,
      role: 'client',
      body,
    });
    await recordIssueEvent(tx, {
      actor,
      issue,
      action: 'issue_replied',
      details: { message_id: message.id, author_role: 'client' },
    });
    return { id: issue.id, status: issue.status, assignee_user_id: issue.assignee_user_id };
  });
}
