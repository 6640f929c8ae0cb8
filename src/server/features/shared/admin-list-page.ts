import { and, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { KeysetPage, ListQuery } from '#shared/list-query';
import type { DbOrTx } from '../../db/client';
import { cappedTotal, keysetPlan, totalOf, type ListTotal } from './keyset-page';

/** What every admin list selects beside its own columns: what its cursors and its size are made of. */
type PageColumns = { cursor_value: SQL<string | null>; list_total: SQL<number> };

type Fetched = { id: string; cursor_value: string | null; list_total: number };

/** A select whose rows carry the page's columns beside an `id`. */
type PageSelect = PgSelect & PromiseLike<Fetched[]>;

type AdminListPlan<Query extends PageSelect, Row> = {
  db: DbOrTx;
  paging: Pick<ListQuery<string>, 'page' | 'page_size' | 'sort' | 'dir' | 'cursor'>;
  /** The asked sort's column; the list's `id` column breaks its ties. */
  sortColumn: PgColumn;
  id: PgColumn;
  /** The list's filters and search. */
  where: SQL | undefined;
  /**
   * The list's exact size from its summary rows (decision 036), when they can tell it (no search);
   * without it, the rows `where` picks are counted up to COUNT_CAP.
   */
  summary?: ListTotal;
  /**
   * The rows' select and joins, `$dynamic()`, with `columns` beside the list's own (an `id`
   * among them); the page's where, order and limit are added here.
   */
  select: (columns: PageColumns) => Query;
  /**
   * Whether the select joins other tables: then the page's ids are found first by an index walk,
   * and only their rows are joined, so a deep page joins nothing it skips.
   */
  joined: boolean;
  /** A selected row as the API answers it. */
  toRow: (row: Omit<Awaited<Query>[number], keyof PageColumns>) => Row;
};

/**
 * One page of an admin list by keyset (decision 036): the page's rows, its cursors, and the list's
 * size (summed, or counted up to a cap) selected beside them in the same statement.
 */
export async function adminListPage<Query extends PageSelect, Row>({
  db,
  paging,
  sortColumn,
  id,
  where,
  summary,
  select,
  joined,
  toRow,
}: AdminListPlan<Query, Row>): Promise<KeysetPage<Row>> {
  const plan = keysetPlan(paging, sortColumn, id);
  const listTotal = summary ?? cappedTotal(id.table, where);
  const query = select({ cursor_value: plan.cursorValue, list_total: listTotal.value });
  const fetched = await (joined
    ? query.where(inArray(id, plan.pageIds(db, where))).orderBy(...plan.orderBy)
    : query
        .where(and(where, plan.where))
        .orderBy(...plan.orderBy)
        .limit(plan.limit)
        .offset(plan.offset));
  const total = await totalOf(db, fetched, listTotal);
  const { rows, next_cursor, previous_cursor } = plan.finish(fetched);
  return {
    rows: rows.map(toRow),
    page: paging.page,
    page_size: paging.page_size,
    ...total,
    next_cursor,
    previous_cursor,
  };
}
