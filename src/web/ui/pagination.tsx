import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from './button';

type PaginationProps = {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  /** What the pages are of, for the navigation's name: 'Shipments pages'. */
  label: string;
};

const count = new Intl.NumberFormat('en-US');

/** 'Showing 1–20 of 100,000' with Previous and Next; the server holds the rows. */
export function Pagination({ page, pageSize, total, onPageChange, label }: PaginationProps) {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-3 pt-4">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        Showing {count.format(first)}–{count.format(last)} of {count.format(total)}
      </p>
      <div className="flex items-center gap-2">
        <Button
          variant="outline"
          size="sm"
          disabled={page <= 1}
          onClick={() => onPageChange(page - 1)}
        >
          <ChevronLeft aria-hidden="true" />
          Previous
        </Button>
        <span className="text-sm text-muted-foreground">
          Page {count.format(page)} of {count.format(pageCount)}
        </span>
        <Button
          variant="outline"
          size="sm"
          disabled={page >= pageCount}
          onClick={() => onPageChange(page + 1)}
        >
          Next
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
