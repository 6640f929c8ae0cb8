import { Link } from 'react-router';
import {
  ISSUE_CATEGORIES,
  ISSUE_CATEGORY_LABELS,
  ISSUE_STATUS_LABELS,
  ISSUE_STATUSES,
  type IssueCategory,
} from '#shared/issue';
import { ISSUE_ASSIGNMENT_FILTERS, type AdminIssueRow } from '#shared/issue-schema';
import { formatDate } from '../../../lib/format';
import { useUrlList } from '../../../lib/use-url-list';
import type { Column } from '../../../ui/column-headers';
import { IssueStatusBadge } from '../../../ui/issue-status-badge';
import { PageHeader } from '../../../ui/page-header';
import { SearchInput } from '../../../ui/search-input';
import { TableCell, TableRow } from '../../../ui/table';
import { useIssueQueue, type IssueQueueParams } from '../api/get-issues';
import { ChoiceFilter } from '../components/choice-filter';
import { clientLabel } from '../components/client-label';
import { PagedTable } from '../components/paged-table';
import { useUrlChoice } from '../lib/use-url-choice';

const COLUMNS: readonly Column<'created_at'>[] = [
  { label: 'Reported', sort: 'created_at' },
  { label: 'Tracking #' },
  { label: 'Client' },
  { label: 'Problem' },
  { label: 'Status' },
  { label: 'Assigned To' },
];

const ASSIGNMENT_LABELS: Record<(typeof ISSUE_ASSIGNMENT_FILTERS)[number], string> = {
  me: 'Assigned to me',
  unassigned: 'Unassigned',
};

/** The admin Issues queue: newest first, filtered and searched on the server (/admin/issues). */
export function IssuesPage() {
  const urlList = useUrlList({
    sorts: ['created_at'] as const,
    defaultSort: 'created_at',
    filter: { name: 'status', values: ISSUE_STATUSES },
  });
  const [category, setCategory] = useUrlChoice<IssueCategory>('category', ISSUE_CATEGORIES);
  const [assigned, setAssigned] = useUrlChoice('assigned', ISSUE_ASSIGNMENT_FILTERS);
  const params: IssueQueueParams = { ...urlList.query, category, assigned };
  const issues = useIssueQueue(params);

  return (
    <>
      <PageHeader
        title="Issues"
        description="Problems clients reported on their shipments: take one, reply, resolve."
      />
      <div className="mb-4 flex flex-wrap items-end gap-4">
        <SearchInput
          label="Search issues by tracking number"
          placeholder="Search by tracking number..."
          className="w-full max-w-xs"
          value={urlList.searchText}
          onChange={(event) => urlList.setSearch(event.target.value)}
        />
        <ChoiceFilter
          label="Status"
          allLabel="All statuses"
          values={ISSUE_STATUSES}
          labels={ISSUE_STATUS_LABELS}
          value={urlList.list.status}
          onChange={urlList.setFilter}
          layout="stacked"
          className="w-40"
        />
        <ChoiceFilter
          label="Problem"
          allLabel="All problems"
          values={ISSUE_CATEGORIES}
          labels={ISSUE_CATEGORY_LABELS}
          value={category}
          onChange={setCategory}
          layout="stacked"
          className="w-40"
        />
        <ChoiceFilter
          label="Assigned"
          allLabel="Anyone"
          values={ISSUE_ASSIGNMENT_FILTERS}
          labels={ASSIGNMENT_LABELS}
          value={assigned}
          onChange={setAssigned}
          layout="stacked"
          className="w-44"
        />
      </div>

      <PagedTable
        query={issues}
        urlList={urlList}
        columns={COLUMNS}
        label="Issues"
        errorTitle="Error fetching issues"
        emptyText="No issues found."
        loadingText="Loading issues..."
        actionsHeading="sr-only"
        renderRow={(issue) => <IssueRow issue={issue} />}
      />
    </>
  );
}

function IssueRow({ issue }: { issue: AdminIssueRow }) {
  return (
    <TableRow>
      <TableCell className="whitespace-nowrap">{formatDate(issue.created_at)}</TableCell>
      <TableCell className="font-mono font-medium whitespace-nowrap">
        {issue.tracking_number}
      </TableCell>
      <TableCell>{clientLabel(issue.client)}</TableCell>
      <TableCell>{ISSUE_CATEGORY_LABELS[issue.category]}</TableCell>
      <TableCell>
        <IssueStatusBadge status={issue.status} />
      </TableCell>
      <TableCell>{issue.assignee?.name ?? 'Unassigned'}</TableCell>
      <TableCell pinned className="text-right">
        <Link
          to={`/admin/issues/${issue.id}`}
          className="text-sm font-medium text-accent-text underline underline-offset-4"
          aria-label={`Open the issue on ${issue.tracking_number}`}
        >
          Open
        </Link>
      </TableCell>
    </TableRow>
  );
}
