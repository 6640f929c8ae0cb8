import { ChevronLeft, ChevronRight, Download, History } from 'lucide-react';
import { useState } from 'react';
import { auditActionLabel } from '#shared/audit-action';
import { formatDateTime, NOT_AVAILABLE } from '../../../lib/format';
import { Button } from '../../../ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../ui/table';
import { TableSkeletonRows } from '../../../ui/table-states';
import { toastFailureUnlessCancelled } from '../../../session/reauthentication/with-reauthentication';
import { useDownloadAccessLog } from '../api/download-access-log';
import { useAccessLog } from '../api/get-access-log';
import { EmptyState, ErrorState } from '../../../ui/list-states';
import { PageHeader } from '../../../ui/page-header';

const COLUMNS = ['Time', 'Item', 'Item ID', 'Action', 'By', 'IP Address', 'Location'];
const SKELETON_ROWS = 3;

export function AccessLogsPage() {
  const [page, setPage] = useState(1);
  const log = useAccessLog(page);
  const download = useDownloadAccessLog();
  const pageCount = log.data ? Math.max(1, Math.ceil(log.data.total / log.data.page_size)) : 1;

  return (
    <>
      <PageHeader
        title="Access Audit Trail"
        description="Every view of your items and every change our staff made to them or to your shipments."
        actions={
          // Never disabled: "Confirm it's you" gives the focus back to it while the file comes.
          <Button
            variant="outline"
            onClick={() => {
              if (download.isPending) return;
              download.mutate(undefined, {
                onError: (error) =>
                  toastFailureUnlessCancelled('Error downloading access log', error),
              });
            }}
          >
            <Download aria-hidden="true" />
            Download CSV
          </Button>
        }
      />
      {log.isError ? (
        <ErrorState
          title="Error fetching access logs"
          message={log.error.message}
          onRetry={() => void log.refetch()}
          retrying={log.isFetching}
        />
      ) : log.data?.total === 0 ? (
        <EmptyState
          icon={History}
          title="No Access Recorded Yet"
          description="Views of your items and changes made by our staff will appear here."
        />
      ) : (
        <>
          <Table label="Access log" aria-busy={log.isPending || log.isPlaceholderData}>
            <TableHeader>
              <TableRow>
                {COLUMNS.map((column) => (
                  <TableHead key={column}>{column}</TableHead>
                ))}
              </TableRow>
            </TableHeader>
            <TableBody>
              {log.isPending ? (
                <TableSkeletonRows rows={SKELETON_ROWS} columns={COLUMNS.length} />
              ) : (
                log.data.rows.map((entry) => (
                  <TableRow key={entry.id}>
                    <TableCell className="whitespace-nowrap">
                      {formatDateTime(entry.created_at)}
                    </TableCell>
                    <TableCell className="font-medium">
                      {entry.entity_label ?? NOT_AVAILABLE}
                    </TableCell>
                    <TableCell className="font-mono text-xs" title={entry.entity_id ?? undefined}>
                      {entry.entity_id?.slice(0, 8) ?? NOT_AVAILABLE}
                    </TableCell>
                    <TableCell>{auditActionLabel(entry.action)}</TableCell>
                    <TableCell>{entry.actor}</TableCell>
                    <TableCell className="font-mono text-xs">{entry.ip_address ?? '—'}</TableCell>
                    <TableCell>{entry.location ?? 'Unknown'}</TableCell>
                  </TableRow>
                ))
              )}
            </TableBody>
          </Table>
          {log.data && pageCount > 1 && (
            <nav aria-label="Access log pages" className="mt-4 flex items-center justify-end gap-3">
              <Button
                variant="outline"
                size="sm"
                disabled={page <= 1}
                onClick={() => setPage((current) => current - 1)}
              >
                <ChevronLeft aria-hidden="true" />
                Previous
              </Button>
              <p className="text-sm text-muted-foreground" aria-live="polite">
                Page {page} of {pageCount}
              </p>
              <Button
                variant="outline"
                size="sm"
                disabled={page >= pageCount}
                onClick={() => setPage((current) => current + 1)}
              >
                Next
                <ChevronRight aria-hidden="true" />
              </Button>
            </nav>
          )}
        </>
      )}
    </>
  );
}
