import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { MIGRATIONS_FOLDER } from './database-template';
import * as schema from './schema';

/** Any fixed number: the advisory lock every instance takes to run the migrations. */
const MIGRATION_LOCK_KEY = 7_170_017;

/**
 * Instances of a cluster start together: one at a time runs the migrations, under an advisory lock
 * held on one connection, and the next finds them applied. That connection is not the pool's: it
 * has no statement timeout, since waiting for another instance's migrations, or building an index
 * on a large table, may rightly take longer than any request should.
 */
export async function migrateAlone(
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

/** The embedded database has one process on it (decision 040), so it needs no lock. */
export async function migrateEmbedded(db: PgliteDatabase<typeof schema>): Promise<void> {
  await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
}
