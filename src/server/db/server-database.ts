import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { DatabaseLimits } from '../config/config';
import { releaseBrokenClients } from './broken-connections';
import type { Database, Db } from './client';
import { listenOnServer } from './listen-on-server';
import { migrateAlone } from './migrate';
import { NamedStatementClient } from './named-statements';
import * as schema from './schema';

export type ServerDatabaseOptions = {
  databaseUrl: string;
  /**
   * The server's pool size and timeouts (DB_* settings, ADR 042). Without them (scripts, most
   * tests): 10 connections, and no statement or connect timeout.
   */
  limits?: DatabaseLimits;
  /** Told when the server drops an idle connection (restart, failover, terminate). */
  onIdleConnectionError?: (error: Error) => void;
};

/** A pool of connections to a PostgreSQL server (DATABASE_URL), its schema migrated first. */
export async function openServerDatabase(
  { databaseUrl: connectionString, limits, onIdleConnectionError }: ServerDatabaseOptions,
  migrate: boolean,
): Promise<Database> {
  if (migrate) await migrateAlone(connectionString, limits?.connectTimeoutMs);
  const pool = new pg.Pool({
    connectionString,
    Client: NamedStatementClient,
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
