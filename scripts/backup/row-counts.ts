import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/server/db/client';
import type { Db } from '../../src/server/db/client';
import { openDatabase, type DatabaseOptions } from '../../src/server/db/open-database';

/** The tables a backup's summary line names; every table is counted. */
const MAIN_TABLES = [
  'user',
  'clients',
  'shipments',
  'shipment_updates',
  'vault_items',
  'audit_events',
  'mail_outbox',
];

/** Rows in every table of the public schema, by table name. */
export async function countRows(db: Db): Promise<Map<string, number>> {
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const counts = new Map<string, number>();
  for (const { name } of tables) {
    const [row] = await queryRows<{ count: number }>(
      db,
      sql`select count(*)::int as count from ${sql.identifier(name)}`,
    );
    counts.set(name, row?.count ?? 0);
  }
  return counts;
}

/** Opens the database (migrating it unless told not to), counts its rows and closes it. */
export async function countRowsIn(options: DatabaseOptions): Promise<Map<string, number>> {
  const database = await openDatabase(options);
  try {
    return await countRows(database.db);
  } finally {
    await database.close();
  }
}

/** `Rows: user 12, clients 10, … (27 tables, 1,234 rows in all)` */
export function formatRowCounts(counts: Map<string, number>): string {
  const main = MAIN_TABLES.filter((table) => counts.has(table)).map(
    (table) => `${table} ${counts.get(table)}`,
  );
  const total = [...counts.values()].reduce((sum, count) => sum + count, 0);
  return `Rows: ${main.join(', ')} (${counts.size} tables, ${total} rows in all)`;
}
