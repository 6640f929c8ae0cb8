import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from './button';
import { pageRange } from './page-range';

type PaginationProps = {
  page: number;
  pageSize: number;
  total: number;
  /** The list is longer than `total` (a search counted up to a cap): '… of more than 1,000'. */
  totalCapped?: boolean;
  /** Rows on this page; needed when the total is capped, since it no longer bounds the page. */
  rowsShown?: number;
  /** Whether a page follows, when the server says so (a keyset page); else from the total. */
  hasNext?: boolean;
  onPageChange: (page: number, toward: 'next' | 'previous') => void;
  /** What the pages are of, for the navigation's name: 'Shipments pages'. */
  label: string;
};

/** Where the list is (pageRange) with Previous and Next; the server holds the rows. */
export function Pagination({
  page,
  pageSize,
  total,
  totalCapped = false,
  rowsShown,
  hasNext,
  onPageChange,
  label,
}: PaginationProps) {
  const { pageCount, showing, pageOf } = pageRange({
    page,
    pageSize,
    total,
    totalCapped,
    rowsShown,
  });
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-3 pt-4">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {showing}
      </p>
      <div className="flex items-center gap-2">
        <Button
          variant="outline"
          size="sm"
          disabled={page <= 1}
          onClick={() => onPageChange(page - 1, 'previous')}
        >
          <ChevronLeft aria-hidden="true" />
          Previous
        </Button>
        <span className="text-sm text-muted-foreground">{pageOf}</span>
        <Button
          variant="outline"
          size="sm"
          disabled={hasNext === undefined ? page >= pageCount : !hasNext}
          onClick={() => onPageChange(page + 1, 'next')}
        >
          Next
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
