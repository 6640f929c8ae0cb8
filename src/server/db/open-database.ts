import type { Database } from './client';
import { openEmbeddedDatabase, type EmbeddedDatabaseOptions } from './embedded-database';
import { openServerDatabase, type ServerDatabaseOptions } from './server-database';

export type DatabaseOptions = (ServerDatabaseOptions | EmbeddedDatabaseOptions) & {
  /** false opens the schema as it is, without migrating it (a backup of what is there). */
  migrate?: boolean;
};

/**
 * Opens the database and brings its schema up to date: a PostgreSQL server when given its URL,
 * else the embedded one. Migrations run in this process because PGlite allows one process on its
 * data directory (decision 040); drizzle records applied ones, so a second start is a no-op.
 */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const migrate = options.migrate ?? true;
  return 'databaseUrl' in options
    ? openServerDatabase(options, migrate)
    : openEmbeddedDatabase(options, migrate);
}
