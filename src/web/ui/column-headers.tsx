import { SortHeader, type SortState } from './sort-header';
import { TableHead } from './table';

export type Column<Sort extends string> = { label: string; sort?: Sort };

type ColumnHeadersProps<Sort extends string> = {
  columns: readonly Column<Sort>[];
  state: SortState<Sort>;
  onSort: (next: SortState<Sort>) => void;
};

/** A table's column headers in order; those with a `sort` sort the list on the server. */
export function ColumnHeaders<Sort extends string>({
  columns,
  state,
  onSort,
}: ColumnHeadersProps<Sort>) {
  return columns.map(({ label, sort }) =>
    sort ? (
      <SortHeader key={label} column={sort} state={state} onSort={onSort}>
        {label}
      </SortHeader>
    ) : (
      <TableHead key={label}>{label}</TableHead>
    ),
  );
}
