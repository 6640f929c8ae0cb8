import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { databaseTemplateFiles, databaseTemplatePath } from '../src/server/db/database-template';

/**
 * Writes the template a new embedded database is loaded from (decision 047): an empty database in
 * memory, made by PGlite's initdb and migrated, dumped uncompressed (a gzipped one took longer to
 * load than it saved in reading). Templates of other PGlite versions or migrations are removed.
 * Nothing is done when the one for these is there, unless `force`.
 */
export async function ensureDatabaseTemplate({ force = false } = {}): Promise<void> {
  const path = databaseTemplatePath();
  if (!force && existsSync(path)) return;
  // Removed first, so the database below is made by initdb rather than loaded from one of them.
  for (const file of databaseTemplateFiles()) if (file.endsWith('.tar')) rmSync(file);
  // Loaded only here: `npm start` finds the template in place and should not pay for these.
  const { openDatabase } = await import('../src/server/db/open-database');
  const database = await openDatabase({ dataDir: undefined });
  try {
    const tarball = await database.dumpDataDir!('none');
    mkdirSync(dirname(path), { recursive: true });
    // Renamed into place whole, so a start never loads half a file (a build stopped midway).
    const partial = `${path}.${process.pid}.partial`;
    writeFileSync(partial, new Uint8Array(await tarball.arrayBuffer()));
    renameSync(partial, path);
  } finally {
    await database.close();
  }
}
