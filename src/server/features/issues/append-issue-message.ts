import { eq } from 'drizzle-orm';
import type { IssueAuthorRole } from '#shared/issue';
import type { DbOrTx } from '../../db/client';
import { issueMessages, issues } from '../../db/schema';

/** Adds a message to the thread and marks the issue as changed, in the caller's transaction. */
export async function appendIssueMessage(
  tx: DbOrTx,
  input: { issueId: string; authorId: string; role: IssueAuthorRole; body: string },
) {
  const [message] = await tx
    .insert(issueMessages)
    .values({
      issue_id: input.issueId,
      author_user_id: input.authorId,
      author_role: input.role,
      body: input.body,
    })
    .returning({ id: issueMessages.id });
  if (!message) throw new Error('issue message insert returned no row');
  await tx.update(issues).set({ updated_at: new Date() }).where(eq(issues.id, input.issueId));
  return message;
}
