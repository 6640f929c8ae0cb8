import { TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ISSUE_CATEGORY_LABELS } from '#shared/issue';
import { formatDate } from '../../../lib/format';
import { IssueStatusBadge } from '../../../ui/issue-status-badge';
import { EmptyState } from '../../../ui/list-states';
import { PageHeader } from '../../../ui/page-header';
import { QueryState } from '../../../ui/query-state';
import { Pagination } from '../../../ui/pagination';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../ui/table';
import { useIssues } from '../api/get-issues';

/** The client's issue reports, newest first (/vault/issues). */
export function IssuesPage() {
  const [page, setPage] = useState(1);
  const issues = useIssues(page);

  return (
    <>
      <PageHeader
        title="Issues"
        description="The problems you reported on your shipments, and our replies."
      />
      <QueryState
        query={issues}
        loadingText="Loading your issues..."
        errorTitle="Error fetching issues"
      >
        {(data) =>
          data.total === 0 ? (
            <EmptyState
              icon={TriangleAlert}
              title="You have not reported any issues"
              description="To report a problem with a shipment, open it on the tracking page and choose Report Issue."
            />
          ) : (
            <>
              <Table label="Your issues">
                <TableHeader>
                  <TableRow>
                    <TableHead>Tracking #</TableHead>
                    <TableHead>Problem</TableHead>
                    <TableHead>Status</TableHead>
                    <TableHead>Reported</TableHead>
                    <TableHead>Last Update</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {data.rows.map((issue) => (
                    <TableRow key={issue.id}>
                      <TableCell className="font-mono font-medium">
                        <Link
                          to={`/vault/issues/${issue.id}`}
                          className="text-accent-text underline underline-offset-4"
                          aria-label={`${ISSUE_CATEGORY_LABELS[issue.category]} on ${issue.tracking_number}`}
                        >
                          {issue.tracking_number}
                        </Link>
                      </TableCell>
                      <TableCell>{ISSUE_CATEGORY_LABELS[issue.category]}</TableCell>
                      <TableCell>
                        <IssueStatusBadge status={issue.status} />
                      </TableCell>
                      <TableCell className="whitespace-nowrap">
                        {formatDate(issue.created_at)}
                      </TableCell>
                      <TableCell className="whitespace-nowrap">
                        {formatDate(issue.updated_at)}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
              <Pagination
                label="Issues pages"
                page={page}
                pageSize={data.page_size}
                total={data.total}
                onPageChange={setPage}
              />
            </>
          )
        }
      </QueryState>
    </>
  );
}
