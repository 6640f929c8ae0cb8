import { and, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { KeysetPage, ListQuery } from '#shared/list-query';
import type { DbOrTx } from '../../db/client';
import { inline, placeholders, type Bind } from './bind';
import { cappedTotal, keysetPlan, totalOf, type ListTotal } from './keyset-page';

/** What every admin list selects beside its own columns: what its cursors and its size are made of. */
type PageColumns = { cursor_value: SQL<string | null>; list_total: SQL<number> };

type Fetched = { id: string; cursor_value: string | null; list_total: number };

/** A select whose rows carry the page's columns beside an `id`. */
type PageSelect = PgSelect & PromiseLike<Fetched[]>;

type AdminListPlan<Query extends PageSelect, Row> = {
  db: DbOrTx;
  /** The list's name among the admin lists: its prepared statements are kept under it. */
  list: string;
  paging: Pick<ListQuery<string>, 'page' | 'page_size' | 'sort' | 'dir' | 'cursor'>;
  /** The asked sort's column; the list's `id` column breaks its ties. */
  sortColumn: PgColumn;
  id: PgColumn;
  /** The list's filters and search, each value put in through `bind`. */
  where: (bind: Bind) => SQL | undefined;
  /**
   * What else decides the text of `where`, beside the names of the values it binds: a filter that
   * adds a condition without a value (e.g. "unassigned").
   */
  variant?: string;
  /**
   * The list's exact size from its summary rows (decision 036), when they can tell it (no search);
   * without it, the rows `where` picks are counted up to COUNT_CAP.
   */
  summary?: (bind: Bind) => ListTotal;
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

type PreparedPage = { execute: (values: Record<string, unknown>) => Promise<unknown> };

/** Each database's prepared admin list statements, by list and shape. */
const preparedPages = new WeakMap<DbOrTx, Map<string, PreparedPage>>();

/**
 * One page of an admin list by keyset (decision 036): the page's rows, its cursors, and the list's
 * size (summed, or counted up to a cap) selected beside them in the same statement. The statement
 * is built once per shape (the list, its order, its cursor, the filters given, whether it searches)
 * and run with the request's values; a search's condition carries PLANNED_PER_VALUE, so on a
 * PostgreSQL server its statement goes unnamed and is planned for each pattern (decision 060).
 */
export async function adminListPage<Query extends PageSelect, Row>({
  db,
  list,
  paging,
  sortColumn,
  id,
  where,
  variant = '',
  summary,
  select,
  joined,
  toRow,
}: AdminListPlan<Query, Row>): Promise<KeysetPage<Row>> {
  const { bind, values } = placeholders();
  const plan = keysetPlan(paging, sortColumn, id, bind);
  const picked = where(bind);
  const listTotal = (given: Bind, givenPicked: SQL | undefined) =>
    summary?.(given) ?? cappedTotal(id.table, givenPicked);
  // Bound before the shape is looked up: the key names every value the statement takes.
  const { value: totalValue, capped } = listTotal(bind, picked);
  const build = () => {
    const query = select({ cursor_value: plan.cursorValue, list_total: totalValue });
    return joined
      ? query.where(inArray(id, plan.pageIds(db, picked))).orderBy(...plan.orderBy)
      : query
          .where(and(picked, plan.where))
          .orderBy(...plan.orderBy)
          .limit(plan.limit)
          .offset(plan.offset);
  };
  const shape = shapeOf(plan.shape, values, variant);
  const prepared = preparedPage(db, list, shape, build);
  const fetched = (await prepared.execute(values)) as Fetched[];
  const total = await totalOf(db, fetched, {
    capped,
    alone: () => listTotal(inline, where(inline)).value,
  });
  const { rows, next_cursor, previous_cursor } = plan.finish(fetched as Awaited<Query>);
  return {
    rows: rows.map(toRow),
    page: paging.page,
    page_size: paging.page_size,
    ...total,
    next_cursor,
    previous_cursor,
  };
}

/** The shape's key: the order and cursor, the names of the values bound, and the variant. */
function shapeOf(order: string, values: Record<string, unknown>, variant: string) {
  return `${order} [${Object.keys(values).sort().join(',')}] ${variant}`;
}

function preparedPage(
  db: DbOrTx,
  list: string,
  shape: string,
  build: () => { prepare: (name: string) => PreparedPage },
): PreparedPage {
  let shapes = preparedPages.get(db);
  if (!shapes) {
    shapes = new Map();
    preparedPages.set(db, shapes);
  }
  const key = `${list} ${shape}`;
  let prepared = shapes.get(key);
  if (!prepared) {
    // PostgreSQL keeps names per connection, and a connection serves one database: numbering the
    // shapes per database keeps each name on one text.
    prepared = build().prepare(`admin_list_${shapes.size}`);
    shapes.set(key, prepared);
  }
  return prepared;
}
