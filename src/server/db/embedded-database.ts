import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { Database, Db } from './client';
import { templateForNewDatabase } from './database-template';
import { lockDataDir } from './data-dir-lock';
import type { DataDirLock } from './data-dir-lock';
import { migrateEmbedded } from './migrate';
import * as schema from './schema';

export type EmbeddedDatabaseOptions = {
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
};

/**
 * PGlite in this process, in DATA_DIR/pglite or in memory. A database in a data directory is
 * locked while open (data-dir-lock.ts): a second process opening it gets a DataDirInUseError.
 */
export async function openEmbeddedDatabase(
  options: EmbeddedDatabaseOptions,
  migrate: boolean,
): Promise<Database> {
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
    await migrateEmbedded(db).catch(async (error: unknown) => {
      await close().catch(() => {});
      throw error;
    });
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
