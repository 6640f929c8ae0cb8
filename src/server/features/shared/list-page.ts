import { asc, desc } from 'drizzle-orm';
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
