import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

/**
 * The database as every caller uses it, whichever opened it (open-database.ts): the query builder,
 * what it listens with, and how it closes.
 */

type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** What a function that may run inside a caller's transaction accepts. */
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/** Stops listening. */
export type Unlisten = () => Promise<void>;

/**
 * Calls back for every NOTIFY on a channel. `onConnected` runs each time listening starts again
 * after the connection was lost, so the caller can catch up on what it may have missed.
 */
export type Listen = (
  channel: string,
  handlers: { onNotify: (payload: string) => void; onConnected?: () => void },
) => Promise<Unlisten>;

/** A connection pool's use at one moment (pg's Pool counts), for the metrics. */
export type PoolUse = { total: number; idle: number; waiting: number; max: number };

export type Database = {
  db: Db;
  kind: 'embedded' | 'server';
  listen: Listen;
  /** The pool's use now; none on the embedded database, which is one connection in this process. */
  poolUse?: () => PoolUse;
  close: () => Promise<void>;
  /**
   * The embedded database's files as a tarball (PGlite's dumpDataDir), gzipped unless told
   * otherwise; absent on a server.
   */
  dumpDataDir?: (compression?: 'gzip' | 'none') => Promise<Blob>;
  /** True when this opening made a new embedded database from the build's template. */
  fromTemplate?: boolean;
};

/** Rows of a raw SQL query; PGlite and pg both answer with `{ rows }`. */
export async function queryRows<Row>(db: DbOrTx, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
