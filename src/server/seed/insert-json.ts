import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client';

const BATCH_ROWS = 5_000;

/**
 * Many rows in few statements: each batch is one JSON parameter, spread into the table's own
 * column types. Keys are the database's column names, the first row's keys name the columns.
 */
export async function insertJson(db: DbOrTx, table: PgTable, rows: readonly object[]) {
  const first = rows[0];
  if (!first) return;
  const columns = sql.raw(
    Object.keys(first)
      .map((name) => `"${name}"`)
      .join(', '),
  );
  for (let start = 0; start < rows.length; start += BATCH_ROWS) {
    const batch = JSON.stringify(rows.slice(start, start + BATCH_ROWS));
    await db.execute(
      sql`insert into ${table} (${columns}) select ${columns} from json_populate_recordset(null::${table}, ${batch}::json)`,
    );
  }
}
