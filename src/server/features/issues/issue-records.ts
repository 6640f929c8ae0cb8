import { and, asc, eq, sql } from 'drizzle-orm';
import type { AuditAction } from '#shared/audit-action';
import type { IssueAuthorRole } from '#shared/issue';
import { ISSUE_MESSAGES, type IssueMessage } from '#shared/issue-schema';
import { recordAuditEvent, type RequestOrigin } from '../../audit/record-audit-event';
import { AppError } from '../../core/errors';
import type { DbOrTx } from '../../db/client';
import { issueMessages, issues, users } from '../../db/schema';

/** Who changes an issue and from where: the signed-in client or administrator. */
export type IssueActor = { user: { id: string; email: string }; origin: RequestOrigin };

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
  clientId?: string,
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
    .where(and(eq(issues.id, issueId), clientId ? eq(issues.client_id, clientId) : undefined))
    .for('update');
  if (!issue) throw new AppError('NOT_FOUND', ISSUE_MESSAGES.notFound);
  return issue;
}

/** A resolved issue takes no more messages: 409, before anything is written. */
export function refuseIfResolved(issue: { status: string }) {
  if (issue.status === 'resolved') throw new AppError('CONFLICT', ISSUE_MESSAGES.resolved);
}

/** Adds a message to the thread and marks the issue as changed, in the caller's transaction. */
export async function appendMessage(
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

/**
 * One step of an issue in the audit trail, under its tracking number and in its client's access
 * log (staff show there as OTC staff).
 */
export function recordIssueEvent(
  tx: DbOrTx,
  {
    actor,
    issue,
    action,
    details,
  }: {
    actor: IssueActor;
    issue: { id: string; tracking_number: string; client_id: string | null };
    action: AuditAction;
    details?: Record<string, unknown>;
  },
) {
  return recordAuditEvent(tx, {
    actor: { id: actor.user.id, label: actor.user.email },
    action,
    entity: { type: 'issue', id: issue.id, label: issue.tracking_number },
    clientId: issue.client_id,
    origin: actor.origin,
    details,
  });
}

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

/** Where the report's photo is served (read-issue-photo.ts). */
const issuePhotoUrl = (issueId: string) => `/api/issues/${issueId}/photo`;

/** The columns every issue answer starts with. */
export const issueSummaryColumns = {
  id: issues.id,
  tracking_number: issues.tracking_number,
  category: issues.category,
  status: issues.status,
  created_at: issues.created_at,
  updated_at: issues.updated_at,
};

/** Dates of an issue row as the answers carry them. */
export function summaryOf<Row extends { created_at: Date; updated_at: Date }>(row: Row) {
  return {
    ...row,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** What one issue's page reads of it, whoever reads it. */
export const issueDetailColumns = {
  ...issueSummaryColumns,
  description: issues.description,
  resolved_at: issues.resolved_at,
  // Named in full: drizzle writes a bare column name inside raw SQL, which the subquery would
  // read as its own table's.
  has_photo: sql<boolean>`exists (select 1 from shipment_photos where shipment_photos.issue_id = issues.id)`,
};

type DetailRow = {
  id: string;
  created_at: Date;
  updated_at: Date;
  resolved_at: Date | null;
  has_photo: boolean;
};

/** An issue's page: its row with dates as text, its photo's address and its thread. */
export function issueDetailOf<Row extends DetailRow>(
  { has_photo, resolved_at, ...row }: Row,
  messages: IssueMessage[],
) {
  return {
    ...summaryOf(row),
    resolved_at: resolved_at?.toISOString() ?? null,
    photo_url: has_photo ? issuePhotoUrl(row.id) : null,
    messages,
  };
}

type JoinedPeople = {
  client: { id: string; first_name: string | null; last_name: string | null; email: string } | null;
  assignee: { id: string; name: string } | null;
};

/** The issue's client and assignee from left joins: null when the join found no one. */
export function peopleOf({ client, assignee }: JoinedPeople) {
  return { client: client?.id ? client : null, assignee: assignee?.id ? assignee : null };
}
