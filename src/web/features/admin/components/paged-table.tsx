import type { UseQueryResult } from '@tanstack/react-query';
import { Fragment, type ReactNode } from 'react';
import { ColumnHeaders, type Column } from '../../../ui/column-headers';
import { ErrorState, LoadingState } from '../../../ui/list-states';
import { Pagination } from '../../../ui/pagination';
import type { SortState } from '../../../ui/sort-header';
import { Table, TableBody, TableHead, TableHeader, TableRow } from '../../../ui/table';
import { TableEmptyRow, TableSkeletonRows } from '../../../ui/table-states';

const SKELETON_ROWS = 5;

/**
 * A page found by keyset, with its neighbours' cursors, or by number (an offset list such as the
 * requests inbox, whose total is exact): then there are no cursors and every page goes by number.
 */
type Page<Row> = {
  rows: Row[];
  total: number;
  total_capped?: boolean;
  page_size: number;
  next_cursor?: string | null;
  previous_cursor?: string | null;
};

type PagedTableProps<Row extends { id: string }, Sort extends string> = {
  query: UseQueryResult<Page<Row>>;
  /** useUrlList's: the page and order the URL asks for, and their changes. */
  urlList: {
    list: SortState<Sort> & { page: number };
    setSort: (next: SortState<Sort>) => void;
    setPage: (page: number, cursor?: string | null) => void;
  };
  columns: readonly Column<Sort>[];
  /** The table's accessible name; its pages are named '{label} pages'. */
  label: string;
  errorTitle: string;
  /** The one row shown when nothing matched, e.g. 'No clients found.' */
  emptyText: string;
  /** Shown instead of the table while the first page loads; without it, grey rows stand in. */
  loadingText?: string;
  /** Row menus get a heading for screen readers only; buttons in the row, a visible one. */
  actionsHeading: 'sr-only' | 'visible';
  /** One row, its last cell holding the row's actions. */
  renderRow: (row: Row) => ReactNode;
};

/**
 * An admin list paged, searched and sorted on the server: its sortable headers, the rows or why
 * there are none, and the pages. A failed first load gives way to the error and Try Again; a
 * failure after that keeps the rows on screen (its toast has said it).
 */
export function PagedTable<Row extends { id: string }, Sort extends string>({
  query,
  urlList,
  columns,
  label,
  errorTitle,
  emptyText,
  loadingText,
  actionsHeading,
  renderRow,
}: PagedTableProps<Row, Sort>) {
  if (query.isPending && loadingText) return <LoadingState text={loadingText} />;
  if (query.isError && !query.data) {
    return (
      <ErrorState
        title={errorTitle}
        message={query.error.message}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const width = columns.length + 1;
  return (
    <>
      <Table label={label} aria-busy={query.isPending || query.isPlaceholderData}>
        <TableHeader>
          <TableRow>
            <ColumnHeaders columns={columns} state={urlList.list} onSort={urlList.setSort} />
            {actionsHeading === 'visible' ? (
              <TableHead pinned className="text-right">
                Actions
              </TableHead>
            ) : (
              <TableHead pinned>
                <span className="sr-only">Actions</span>
              </TableHead>
            )}
          </TableRow>
        </TableHeader>
        <TableBody>
          {query.isPending ? (
            <TableSkeletonRows rows={SKELETON_ROWS} columns={width} />
          ) : query.data.rows.length === 0 ? (
            <TableEmptyRow columns={width}>{emptyText}</TableEmptyRow>
          ) : (
            query.data.rows.map((row) => <Fragment key={row.id}>{renderRow(row)}</Fragment>)
          )}
        </TableBody>
      </Table>
      {query.data && (
        <Pagination
          label={`${label} pages`}
          page={urlList.list.page}
          pageSize={query.data.page_size}
          total={query.data.total}
          totalCapped={query.data.total_capped}
          rowsShown={query.data.rows.length}
          // Without cursors, the exact total says whether a page follows.
          hasNext={
            query.data.next_cursor === undefined ? undefined : query.data.next_cursor !== null
          }
          // Next and Previous go by the server's cursors, found by index however deep; the first
          // page by number, so it always starts at the top, rows added meanwhile included. A list
          // without cursors goes by number throughout.
          onPageChange={(page, toward) =>
            urlList.setPage(
              page,
              page === 1
                ? null
                : toward === 'next'
                  ? query.data.next_cursor
                  : query.data.previous_cursor,
            )
          }
        />
      )}
    </>
  );
}
