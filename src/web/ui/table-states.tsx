import type { ReactNode } from 'react';
import { Skeleton } from './skeleton';
import { TableCell, TableRow } from './table';

/** Grey placeholder rows while a table's first page loads (mark the table aria-busy meanwhile). */
export function TableSkeletonRows({ rows, columns }: { rows: number; columns: number }) {
  return Array.from({ length: rows }, (_, row) => (
    <TableRow key={row}>
      {Array.from({ length: columns }, (_, column) => (
        <TableCell key={column}>
          <Skeleton className="h-4 w-full min-w-16" />
        </TableCell>
      ))}
    </TableRow>
  ));
}

/** One row across the whole table saying nothing matched, e.g. 'No clients found.' */
export function TableEmptyRow({ columns, children }: { columns: number; children: ReactNode }) {
  return (
    <TableRow>
      <TableCell colSpan={columns} className="py-10 text-center text-muted-foreground">
        {children}
      </TableCell>
    </TableRow>
  );
}
