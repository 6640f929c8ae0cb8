import { asc, count, desc, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { ListQuery, Page } from '#shared/list-query';
import type { DbOrTx } from '../../db/client';

/** What an admin list is given: the database and its parsed query (shared/list-query.ts). */
export type ListInput<Sortable extends string> = ListQuery<Sortable> & { db: DbOrTx };

type Orderable = Parameters<typeof asc>[0];

/** The sort column, then the id to break ties, both in the asked direction: pages never overlap. */
export function pageOrder(dir: 'asc' | 'desc', column: Orderable, id: Orderable) {
  const order = dir === 'asc' ? asc : desc;
  return [order(column), order(id)];
}

type PageNumber = { page: number; page_size: number };

/** How many rows of the ordered list come before the (1-based) page. */
export function rowsBefore({ page, page_size }: PageNumber) {
  return (page - 1) * page_size;
}

/** One page's answer: its rows, and the size of the whole filtered list from its count() row. */
export function pageOf<Row>(
  { page, page_size }: PageNumber,
  rows: Row[],
  total: { value: number } | undefined,
): Page<Row> {
  return { rows, page, page_size, total: total?.value ?? 0 };
}

type NewestFirst<Query extends PgSelect, Row> = PageNumber & {
  db: DbOrTx;
  /** The rows' select, `$dynamic()`; their where, order and page are added here. */
  select: Query;
  where: SQL | undefined;
  createdAt: PgColumn;
  id: PgColumn;
  toRow: (row: Awaited<Query>[number]) => Row;
};

/**
 * One page of one person's own list, newest first, found by number: such a list is short, so it is
 * counted exactly beside the page, where an admin list over a whole table is paged by keyset and
 * summed (decision 036).
 */
export async function newestFirstPage<Query extends PgSelect, Row>({
  db,
  select,
  where,
  createdAt,
  id,
  toRow,
  ...paging
}: NewestFirst<Query, Row>): Promise<Page<Row>> {
  const [rows, [total]] = await Promise.all([
    select
      .where(where)
      .orderBy(desc(createdAt), desc(id))
      .limit(paging.page_size)
      .offset(rowsBefore(paging)),
    db.select({ value: count() }).from(id.table).where(where),
  ]);
  return pageOf(paging, rows.map(toRow), total);
}
