import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../../src/server/db/open-database';
import type { Database } from '../../src/server/db/client';

/** Long statements allowed: filling the ledger inserts thousands of rows in one. */
const BENCH_LIMITS = { poolSize: 10, statementTimeoutMs: 600_000, connectTimeoutMs: 10_000 };

/** A database this run made, migrated, and dropped by `drop`: nothing else on the server is read. */
export type BenchDatabase = { url: string; database: Database; drop(): Promise<void> };

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A new database on the PostgreSQL server of `serverUrl` (its own database is only connected to,
 * to create and drop ours), with a name no one else uses, migrated as the server migrates.
 */
export async function createBenchDatabase(serverUrl: string, part: string): Promise<BenchDatabase> {
  const name = `otc_bench_${part}_${randomBytes(5).toString('hex')}`;
  await onServer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const drop = () => onServer(serverUrl, `drop database if exists ${name} with (force)`);
  try {
    const database = await openDatabase({ databaseUrl: url.toString(), limits: BENCH_LIMITS });
    return {
      url: url.toString(),
      database,
      async drop() {
        await database.close();
        await drop();
      },
    };
  } catch (error) {
    await drop();
    throw error;
  }
}
