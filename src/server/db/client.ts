import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';

type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** What a function that may run inside a caller's transaction accepts. */
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export type Database = {
  db: Db;
  kind: 'embedded' | 'server';
  close: () => Promise<void>;
};

const MIGRATIONS_FOLDER = join(import.meta.dirname, '..', '..', '..', 'drizzle');

export type DatabaseOptions =
  | {
      databaseUrl: string;
      /** Told when the server drops an idle connection (restart, failover, terminate). */
      onIdleConnectionError?: (error: Error) => void;
    }
  /** dataDir undefined keeps the embedded database in memory (tests). */
  | { dataDir: string | undefined };

/**
 * Opens the database and brings its schema up to date. Migrations run in this process because
 * PGlite allows only one (STACK-NOTES); drizzle records applied ones, so a second start is a no-op.
 */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if ('databaseUrl' in options) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // Without a listener, a connection the server closes while idle would crash the process;
    // the pool has already discarded it, and the next query opens a fresh one.
    pool.on('error', (error) => options.onIdleConnectionError?.(error));
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER });
    return { db: db as unknown as Db, kind: 'server', close: () => pool.end() };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  // pg_trgm backs the admin "contains" searches (drizzle/0001_search_indexes.sql).
  const client = await PGlite.create({
    dataDir: options.dataDir ? join(options.dataDir, 'pglite') : undefined,
    extensions: { pg_trgm },
  });
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
  return { db: db as unknown as Db, kind: 'embedded', close: () => client.close() };
}

/** Rows of a raw SQL query; PGlite and pg both answer with `{ rows }`. */
export async function queryRows<Row>(db: DbOrTx, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
