import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/server/config/config';
import { BackupError } from './backup/backup-error';
import { runScript } from './backup/cli';
import { restoreEmbedded } from './backup/embedded-backup';
import { describeDatabase } from './backup/pg-tools';
import { formatRowCounts } from './backup/row-counts';
import { restoreServer } from './backup/server-backup';

const USAGE = 'Usage: npm run restore -- FILE [--force]';

/**
 * `npm run restore -- FILE [--force]`: restores a backup of `npm run backup` into the database the
 * server uses: a pg_dump archive into DATABASE_URL, a PGlite tarball into DATA_DIR (refused while
 * the server runs, and into a data directory holding a database unless --force, which moves that
 * one aside). The migrations then bring an older backup up to date.
 */
runScript('restore', async () => {
  let file: string | undefined;
  let force: boolean;
  try {
    const { values, positionals } = parseArgs({
      options: { force: { type: 'boolean', default: false } },
      allowPositionals: true,
    });
    if (positionals.length !== 1) throw new Error(USAGE);
    [file] = positionals;
    force = values.force;
  } catch {
    throw new BackupError(USAGE);
  }
  // `npm run restore FILE --force` keeps --force for npm itself (npm_config_force).
  if (!force && process.env.npm_config_force === 'true') {
    throw new BackupError(`npm kept --force for itself: run npm run restore -- ${file} --force`);
  }
  const config = loadConfig();
  if (config.databaseUrl) {
    const result = await restoreServer({ databaseUrl: config.databaseUrl, file: file! });
    console.log(
      `Restored ${result.file} into ${describeDatabase(config.databaseUrl)}; migrations applied.`,
    );
    console.log(formatRowCounts(result.counts));
    return;
  }
  const result = await restoreEmbedded({
    dataDir: config.dataDir,
    file: file!,
    force,
    now: new Date(),
  });
  console.log(
    `Restored ${result.file} into ${join(config.dataDir, 'pglite')}; migrations applied.`,
  );
  if (result.movedAside) console.log(`The database that was there is now in ${result.movedAside}.`);
  console.log(formatRowCounts(result.counts));
});
