import { and, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  COUNT_CAP,
  CURSOR_MESSAGE,
  encodeCursor,
  type ListCursor,
  type ListQuery,
} from '#shared/list-query';
import { AppError } from '../../core/errors';
import { queryRows, type DbOrTx } from '../../db/client';
import type { Bind } from './bind';
import { pageOrder, rowsBefore } from './list-page';

type Dir = 'asc' | 'desc';

const flip = (dir: Dir): Dir => (dir === 'asc' ? 'desc' : 'asc');

const isTime = (column: PgColumn) => column.dataType === 'date';

/** The sort value as a cursor carries it: the text, or a timestamp's whole microseconds. */
function cursorValueOf(column: PgColumn) {
  return isTime(column)
    ? sql<string | null>`(extract(epoch from ${column}) * 1000000)::bigint::text`
    : sql<string | null>`${column}::text`;
}

/**
 * The rows that follow the cursor's row in the order (column, id) `dir`, with PostgreSQL's null
 * placement (last ascending, first descending): a row comparison the (column, id) index answers.
 */
function rowsAfter(
  column: PgColumn,
  id: PgColumn,
  dir: Dir,
  { value, id: rowId }: ListCursor,
  bind: Bind,
) {
  const idValue = sql`${bind('cursor_id', rowId)}::uuid`;
  if (value === null) {
    return dir === 'asc'
      ? and(isNull(column), sql`${id} > ${idValue}`)
      : or(and(isNull(column), sql`${id} < ${idValue}`), isNotNull(column));
  }
  const key = isTime(column)
    ? sql`(timestamptz 'epoch' + ${bind('cursor_value', value)}::bigint * interval '1 microsecond')`
    : sql`${bind('cursor_value', value)}::text`;
  const past =
    dir === 'asc'
      ? sql`(${column}, ${id}) > (${key}, ${idValue})`
      : sql`(${column}, ${id}) < (${key}, ${idValue})`;
  return !column.notNull && dir === 'asc' ? or(past, isNull(column)) : past;
}

/** A cursor given for another order, or whose value cannot be one of this column's: 400. */
function checkCursor(cursor: ListCursor, sort: string, dir: Dir, column: PgColumn) {
  const valueFits =
    cursor.value === null
      ? !column.notNull
      : isTime(column)
        ? typeof cursor.value === 'number'
        : typeof cursor.value === 'string';
  if (cursor.sort !== sort || cursor.dir !== dir || !valueFits) {
    throw new AppError('BAD_REQUEST', CURSOR_MESSAGE, { fields: { cursor: CURSOR_MESSAGE } });
  }
}

type Paging = Pick<ListQuery<string>, 'page' | 'page_size' | 'sort' | 'dir' | 'cursor'>;

/**
 * How to fetch one page of a list ordered by (column, id): from a cursor, the rows next to its
 * row by index however deep the page (decision 036); without one, `page` counted from the start.
 * One row more than the page is fetched, to know whether another page follows. `finish` puts a
 * page walked backwards back in order and gives the cursors of the pages either side. The cursor's
 * values and the page's bounds go into the statement through `bind`.
 */
export function keysetPlan(paging: Paging, column: PgColumn, id: PgColumn, bind: Bind) {
  const { cursor, sort, dir, page_size } = paging;
  if (cursor) checkCursor(cursor, sort, dir, column);
  const backward = cursor?.toward === 'previous';
  const walk = backward ? flip(dir) : dir;
  const orderBy = pageOrder(walk, column, id);
  const where = cursor ? rowsAfter(column, id, walk, cursor, bind) : undefined;
  const limit = bind('limit', page_size + 1);
  const offset = bind('offset', cursor ? 0 : rowsBefore(paging));
  return {
    where,
    orderBy,
    /**
     * What decides the statement's text beside its filters: the order it walks and whether it
     * starts from a cursor, and from a cursor with or without a value.
     */
    shape: `${sort} ${walk} ${cursor ? (cursor.value === null ? 'after-null' : 'after') : 'page'}`,
    limit,
    offset,
    /**
     * The ids of the page's rows among those `picked`: an index walk that reads nothing
     * else, so the rows and their joins are then read for these ids only and a deep page joins
     * nothing it skips.
     */
    pageIds(db: DbOrTx, picked: SQL | undefined) {
      return db
        .select({ id })
        .from(id.table)
        .where(and(picked, where))
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset);
    },
    /** Select it as `cursor_value` beside the row's `id`. */
    cursorValue: cursorValueOf(column),
    finish<Row extends { id: string; cursor_value: string | null; list_total: number }>(
      fetched: Row[],
    ) {
      const more = fetched.length > page_size;
      const shown = fetched.slice(0, page_size);
      if (backward) shown.reverse();
      const hasBefore = backward ? more : cursor !== undefined || paging.page > 1;
      const hasAfter = backward || more;
      const cursorAt = (row: Row | undefined, toward: ListCursor['toward']) =>
        row
          ? encodeCursor({
              sort,
              dir,
              toward,
              value:
                row.cursor_value === null || !isTime(column)
                  ? row.cursor_value
                  : Number(row.cursor_value),
              id: row.id,
            })
          : null;
      return {
        rows: shown.map(({ cursor_value: _value, list_total: _total, ...row }) => row),
        next_cursor: hasAfter ? cursorAt(shown.at(-1), 'next') : null,
        previous_cursor: hasBefore ? cursorAt(shown[0], 'previous') : null,
      };
    },
  };
}

type Total = { total: number; total_capped: boolean };

/**
 * A list's size as one scalar subquery, to select as `list_total` beside the page's rows: the
 * page and its size then come from one statement (one round trip, one snapshot), and PostgreSQL
 * computes the subquery once, not per row.
 */
export type ListTotal = { value: SQL<number>; capped: boolean };

/**
 * An exact size kept in summary rows by triggers (decision 036): the sum of a count column over
 * the summary rows `where` picks, e.g. the shipments of one status on every day.
 */
export function summedTotal(counted: PgColumn, where?: SQL): ListTotal {
  const picked = where ? sql` where ${where}` : sql``;
  return {
    value: sql<number>`(select coalesce(sum(${counted}), 0)::int from ${counted.table}${picked})`,
    capped: false,
  };
}

/** The size of a searched list, counted up to COUNT_CAP rows and no further. */
export function cappedTotal(table: PgTable, where: SQL | undefined): ListTotal {
  const picked = where ? sql` where ${where}` : sql``;
  return {
    value: sql<number>`(select count(*)::int from (select 1 from ${table}${picked} limit ${COUNT_CAP + 1}) as found)`,
    capped: true,
  };
}

/**
 * The size read beside the page: from its first row, or, for a page past the end (a cursor or a
 * page number beyond the last row), by the subquery alone (`alone`, its values inline).
 */
export async function totalOf(
  db: DbOrTx,
  fetched: { list_total: number }[],
  { capped, alone }: { capped: boolean; alone: () => SQL<number> },
): Promise<Total> {
  const counted =
    fetched[0]?.list_total ??
    (await queryRows<{ total: number }>(db, sql`select ${alone()} as total`))[0]?.total ??
    0;
  return capped
    ? { total: Math.min(counted, COUNT_CAP), total_capped: counted > COUNT_CAP }
    : { total: counted, total_capped: false };
}
