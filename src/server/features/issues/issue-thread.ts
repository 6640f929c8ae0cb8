import { asc, eq } from 'drizzle-orm';
import type { IssueMessage } from '#shared/issue-schema';
import type { DbOrTx } from '../../db/client';
import { issueMessages, users } from '../../db/schema';

/** The thread of an issue, oldest first; staff see who wrote each message, a client does not. */
export async function threadOf(
  db: DbOrTx,
  issueId: string,
  reader: 'client' | 'staff',
): Promise<IssueMessage[]> {
  const rows = await db
    .select({
      id: issueMessages.id,
      author_role: issueMessages.author_role,
      author_name: users.name,
      body: issueMessages.body,
      created_at: issueMessages.created_at,
    })
    .from(issueMessages)
    .leftJoin(users, eq(users.id, issueMessages.author_user_id))
    .where(eq(issueMessages.issue_id, issueId))
    .orderBy(asc(issueMessages.created_at), asc(issueMessages.id));
  return rows.map((row) => ({
    ...row,
    author_name: reader === 'staff' ? row.author_name : null,
    created_at: row.created_at.toISOString(),
  }));
}
