import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { TableHead } from './table';

export type SortState<Column extends string> = { sort: Column; dir: 'asc' | 'desc' };

type SortHeaderProps<Column extends string> = {
  column: Column;
  state: SortState<Column>;
  onSort: (next: SortState<Column>) => void;
  children: ReactNode;
};

/** A column header that sorts on the server; aria-sort tells which way the list runs. */
export function SortHeader<Column extends string>({
  column,
  state,
  onSort,
  children,
}: SortHeaderProps<Column>) {
  const active = state.sort === column;
  const Icon = !active ? ArrowUpDown : state.dir === 'asc' ? ArrowUp : ArrowDown;
  return (
    <TableHead aria-sort={active ? (state.dir === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <button
        type="button"
        className="inline-flex items-center gap-1 rounded hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
        onClick={() =>
          onSort({ sort: column, dir: active && state.dir === 'asc' ? 'desc' : 'asc' })
        }
      >
        {children}
        <Icon aria-hidden="true" className="size-3.5" />
      </button>
    </TableHead>
  );
}
