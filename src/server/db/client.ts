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
import type { DatabaseLimits } from '../config/config';
import { releaseBrokenClients } from './broken-connections';
import { MIGRATIONS_FOLDER, templateForNewDatabase } from './database-template';
import { lockDataDir } from './data-dir-lock';
import type { DataDirLock } from './data-dir-lock';
import * as schema from './schema';

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

export type DatabaseOptions = (
  | {
      databaseUrl: string;
      /**
       * The server's pool size and timeouts (DB_* settings, ADR 042). Without them (scripts, most
       * tests): 10 connections, and no statement or connect timeout.
       */
      limits?: DatabaseLimits;
      /** Told when the server drops an idle connection (restart, failover, terminate). */
      onIdleConnectionError?: (error: Error) => void;
    }
  | {
      /** undefined keeps the embedded database in memory (tests). */
      dataDir: string | undefined;
      /**
       * A tarball of dumpDataDir to load into a data directory that holds no database yet. Without
       * it, a new database is loaded from the build's template when there is one for it
       * (database-template.ts).
       */
      loadDataDir?: Blob;
      /** The data directory's lock when the caller holds it already (and releases it). */
      lock?: DataDirLock;
    }
) & {
  /** false opens the schema as it is, without migrating it (a backup of what is there). */
  migrate?: boolean;
};

/**
 * Opens the database and brings its schema up to date. Migrations run in this process because
 * PGlite allows one process on its data directory (decision 040); drizzle records applied ones, so
 * a second start is a no-op.
 * An embedded database in a data directory is locked while open (data-dir-lock.ts): a second
 * process opening it gets a DataDirInUseError.
 */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const migrate = options.migrate ?? true;
  if ('databaseUrl' in options) {
    const { databaseUrl: connectionString, limits, onIdleConnectionError } = options;
    if (migrate) await migrateAlone(connectionString, limits?.connectTimeoutMs);
    const pool = new pg.Pool({
      connectionString,
      max: limits?.poolSize ?? 10,
      // Sent at connection start-up, so the server itself cancels a statement running longer.
      statement_timeout: limits?.statementTimeoutMs,
      // Bounds both opening a connection and waiting for a free one (pg-pool's connect()), so a
      // server that is gone or saturated fails a request within it instead of holding it.
      connectionTimeoutMillis: limits?.connectTimeoutMs,
    });
    // Without a listener, a connection the server closes while idle would crash the process;
    // the pool has already discarded it, and the next query opens a fresh one.
    pool.on('error', (error) => onIdleConnectionError?.(error));
    releaseBrokenClients(pool);
    const db = drizzlePg(pool, { schema });
    return {
      db: db as unknown as Db,
      kind: 'server',
      listen: (channel, handlers) =>
        listenOnServer(
          { connectionString, connectionTimeoutMillis: limits?.connectTimeoutMs },
          channel,
          handlers,
          onIdleConnectionError,
        ),
      poolUse: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
        // Always given above; pg's type says it may be missing.
        max: pool.options.max ?? 10,
      }),
      close: () => pool.end(),
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const ownLock = options.dataDir && !options.lock ? lockDataDir(options.dataDir) : undefined;
  const pgliteDir = options.dataDir ? join(options.dataDir, 'pglite') : undefined;
  const template = options.loadDataDir ? undefined : await templateForNewDatabase(pgliteDir);
  // pg_trgm backs the admin "contains" searches (drizzle/0001_search_indexes.sql).
  const client = await PGlite.create({
    dataDir: pgliteDir,
    loadDataDir: options.loadDataDir ?? template,
    extensions: { pg_trgm },
  }).catch((error: unknown) => {
    ownLock?.release();
    throw error;
  });
  const db = drizzlePglite(client, { schema });
  const close = async () => {
    try {
      await client.close();
    } finally {
      ownLock?.release();
    }
  };
  if (migrate) {
    await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }).catch(
      async (error: unknown) => {
        await close().catch(() => {});
        throw error;
      },
    );
  }
  return {
    db: db as unknown as Db,
    kind: 'embedded',
    // One process owns the embedded database, so its notifications never miss a connection.
    listen: async (channel, { onNotify }) => {
      const unlisten = await client.listen(channel, onNotify);
      return () => unlisten();
    },
    close,
    fromTemplate: template !== undefined,
    // A checkpoint first writes every change into the data files the tarball holds.
    async dumpDataDir(compression = 'gzip') {
      await client.query('CHECKPOINT');
      return client.dumpDataDir(compression);
    },
  };
}

/** Any fixed number: the advisory lock every instance takes to run the migrations. */
const MIGRATION_LOCK_KEY = 7_170_017;

/**
 * Instances of a cluster start together: one at a time runs the migrations, under an advisory lock
 * held on one connection, and the next finds them applied. That connection is not the pool's: it
 * has no statement timeout, since waiting for another instance's migrations, or building an index
 * on a large table, may rightly take longer than any request should.
 */
async function migrateAlone(
  connectionString: string,
  connectTimeoutMs: number | undefined,
): Promise<void> {
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: connectTimeoutMs });
  // A connection lost between two statements fails the next one; unheard, it would end the process.
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migratePg(drizzlePg(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    await client.end();
  }
}

const RELISTEN_DELAY_MS = 1_000;

/**
 * LISTEN needs a connection of its own, outside the pool, held open. When the server drops it
 * (restart, failover), it is opened again after a second and the caller told to catch up.
 */
async function listenOnServer(
  connection: Pick<pg.ClientConfig, 'connectionString' | 'connectionTimeoutMillis'>,
  channel: string,
  handlers: { onNotify: (payload: string) => void; onConnected?: () => void },
  onError?: (error: Error) => void,
): Promise<Unlisten> {
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client(connection);
    next.on('notification', (message) => {
      if (message.channel === channel) handlers.onNotify(message.payload ?? '');
    });
    next.on('error', (error) => {
      onError?.(error);
      lose(next);
    });
    next.on('end', () => lose(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      void next.end().catch(() => {});
      throw error;
    }
    client = next;
  };

  const scheduleConnect = () => {
    if (stopped) return;
    retry = setTimeout(() => {
      connect()
        .then(() => handlers.onConnected?.())
        .catch((error: unknown) => {
          onError?.(error instanceof Error ? error : new Error(String(error)));
          scheduleConnect();
        });
    }, RELISTEN_DELAY_MS);
    retry.unref();
  };

  const lose = (lost: pg.Client) => {
    if (stopped || client !== lost) return;
    client = null;
    void lost.end().catch(() => {});
    scheduleConnect();
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => {});
  };
}

/** Rows of a raw SQL query; PGlite and pg both answer with `{ rows }`. */
export async function queryRows<Row>(db: DbOrTx, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
