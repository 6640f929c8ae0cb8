import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';

/**
 * A plain <table>; the wrapper scrolls sideways on narrow screens instead of the whole page, and
 * is a named, focusable region so keyboard users can scroll it too.
 */
export function Table({ className, label, ...props }: ComponentProps<'table'> & { label: string }) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="relative w-full overflow-x-auto rounded-lg border border-border focus-visible:outline-2 focus-visible:outline-ring"
    >
      <table className={cn('w-full caption-bottom text-sm', className)} {...props} />
    </div>
  );
}

export function TableHeader({ className, ...props }: ComponentProps<'thead'>) {
  return <thead className={cn('bg-muted/50', className)} {...props} />;
}

export function TableBody({ className, ...props }: ComponentProps<'tbody'>) {
  return <tbody className={cn('[&_tr:last-child]:border-0', className)} {...props} />;
}

export function TableRow({ className, ...props }: ComponentProps<'tr'>) {
  return (
    <tr
      className={cn('border-b border-border transition-colors hover:bg-muted/50', className)}
      {...props}
    />
  );
}

/**
 * A pinned column (a row's actions) stays at the right edge while the rest of a wide table
 * scrolls beneath it, so its buttons are on screen on a phone. Its cells are opaque: the page
 * background, under the same tint as the header and a hovered row. The line beside it is a
 * shadow, because a collapsed table's borders stay behind when a cell sticks.
 */
const PINNED = 'sticky right-0 z-10 bg-background shadow-[inset_1px_0_0_var(--color-border)]';
const TINT = 'bg-linear-to-r from-muted/50 to-muted/50';
const TINT_ON_ROW_HOVER =
  'in-[tr:hover]:bg-linear-to-r in-[tr:hover]:from-muted/50 in-[tr:hover]:to-muted/50';

type PinnableProps = { pinned?: boolean };

/** A column header by default; pass scope="row" for a row's header cell. */
export function TableHead({ className, pinned, ...props }: ComponentProps<'th'> & PinnableProps) {
  return (
    <th
      scope="col"
      className={cn(
        'h-10 px-3 text-left align-middle font-medium whitespace-nowrap text-muted-foreground',
        pinned && [PINNED, TINT],
        className,
      )}
      {...props}
    />
  );
}

export function TableCell({ className, pinned, ...props }: ComponentProps<'td'> & PinnableProps) {
  return (
    <td
      className={cn('px-3 py-3 align-middle', pinned && [PINNED, TINT_ON_ROW_HOVER], className)}
      {...props}
    />
  );
}

/**
 * The header of a table whose columns are plain labels, with a pinned Actions column when its rows
 * have actions: named for screen readers only, since its buttons say what they do.
 */
export function TableHeadings({
  columns,
  actions,
}: {
  columns: readonly string[];
  actions: boolean;
}) {
  return (
    <TableHeader>
      <TableRow>
        {columns.map((column) => (
          <TableHead key={column}>{column}</TableHead>
        ))}
        {actions && (
          <TableHead pinned>
            <span className="sr-only">Actions</span>
          </TableHead>
        )}
      </TableRow>
    </TableHeader>
  );
}
