import { eq } from 'drizzle-orm';
import { ISSUE_MESSAGES, type AdminIssueDetail } from '#shared/issue-schema';
import { AppError } from '../../core/errors';
import { clientNameColumns } from '../../db/client-name';
import type { DbOrTx } from '../../db/client';
import { clients, issues, users } from '../../db/schema';
import { issueDetailColumns, issueDetailOf, peopleOf } from './issue-columns';
import { threadOf } from './issue-thread';

/** One issue for staff: its client, assignee, shipment and the whole thread with authors. */
export async function getAdminIssue({
  db,
  issueId,
}: {
  db: DbOrTx;
  issueId: string;
}): Promise<AdminIssueDetail> {
  const [issue] = await db
    .select({
      ...issueDetailColumns,
      shipment_id: issues.shipment_id,
      client: clientNameColumns,
      assignee: { id: users.id, name: users.name },
    })
    .from(issues)
    .leftJoin(clients, eq(clients.id, issues.client_id))
    .leftJoin(users, eq(users.id, issues.assignee_user_id))
    .where(eq(issues.id, issueId));
  if (!issue) throw new AppError('NOT_FOUND', ISSUE_MESSAGES.notFound);
  const { client, assignee, ...row } = issue;
  return {
    ...issueDetailOf(row, await threadOf(db, issueId, 'staff')),
    ...peopleOf({ client, assignee }),
  };
}
