import { and, eq, ilike, isNull } from 'drizzle-orm';
import type { IssueCategory, IssueStatus } from '#shared/issue';
import type { AdminIssueRow, ISSUE_ASSIGNMENT_FILTERS } from '#shared/issue-schema';
import type { KeysetPage } from '#shared/list-query';
import { clientNameColumns } from '../../db/client-name';
import { plannedPerValue } from '../../db/folded-search';
import { clients, issues, users } from '../../db/schema';
import { adminListPage } from '../shared/admin-list-page';
import { searchPattern, type Bind } from '../shared/bind';
import type { ListInput } from '../shared/list-page';
import { issueSummaryColumns, peopleOf, summaryOf } from './issue-columns';

export type IssueQueueInput = ListInput<'created_at'> & {
  adminId: string;
  status?: IssueStatus;
  category?: IssueCategory;
  assigned?: (typeof ISSUE_ASSIGNMENT_FILTERS)[number];
};

/**
 * The admin Issues queue, newest first (or oldest, by `dir`): filtered by status, category and assignment, searched by
 * tracking number. The page's ids are found first, then only their rows are joined.
 */
export async function listIssueQueue({
  db,
  adminId,
  search,
  status,
  category,
  assigned,
  ...paging
}: IssueQueueInput): Promise<KeysetPage<AdminIssueRow>> {
  const where = (bind: Bind) =>
    and(
      status ? eq(issues.status, bind('status', status)) : undefined,
      category ? eq(issues.category, bind('category', category)) : undefined,
      assigned === 'me' ? eq(issues.assignee_user_id, bind('assignee', adminId)) : undefined,
      assigned === 'unassigned' ? isNull(issues.assignee_user_id) : undefined,
      search
        ? plannedPerValue(ilike(issues.tracking_number, searchPattern(bind, search)))
        : undefined,
    );
  return adminListPage({
    db,
    list: 'issue_queue',
    paging,
    sortColumn: issues.created_at,
    id: issues.id,
    where,
    variant: assigned,
    // No summary: the queue is short beside the lists that have them, so its filters are counted,
    // up to a cap.
    select: (pageColumns) =>
      db
        .select({
          ...issueSummaryColumns,
          client: clientNameColumns,
          assignee: { id: users.id, name: users.name },
          ...pageColumns,
        })
        .from(issues)
        .leftJoin(clients, eq(clients.id, issues.client_id))
        .leftJoin(users, eq(users.id, issues.assignee_user_id))
        .$dynamic(),
    joined: true,
    toRow: ({ client, assignee, ...row }) => ({
      ...summaryOf(row),
      ...peopleOf({ client, assignee }),
    }),
  });
}
