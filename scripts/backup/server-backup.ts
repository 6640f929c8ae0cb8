import { rmSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { BackupError } from './backup-error';
import { backupKindOf, createBackupFile } from './backup-files';
import { runPgTool } from './pg-tools';
import { countRowsIn } from './row-counts';

/** What a backup wrote, and what a restore brought back. */
export type BackupResult = { file: string; bytes: number; counts: Map<string, number> };

/**
 * Backs up the PostgreSQL server's database with pg_dump's custom format (compressed, restorable
 * table by table with pg_restore), into a new file readable by its owner only.
 */
export async function backupServer(input: {
  databaseUrl: string;
  file: string;
}): Promise<BackupResult> {
  const file = resolve(input.file);
  createBackupFile(file);
  try {
    await runPgTool('pg_dump', input.databaseUrl, ['--format=custom', `--file=${file}`]);
  } catch (error) {
    rmSync(file, { force: true });
    throw error;
  }
  const counts = await countRowsIn({ databaseUrl: input.databaseUrl, migrate: false });
  return { file, bytes: statSync(file).size, counts };
}

/**
 * Restores a pg_dump archive into the server's database in one transaction: what the archive
 * holds is dropped and created again (nothing of it half-restored on an error), owned by the user
 * restoring. Then the migrations bring an older backup up to date.
 */
export async function restoreServer(input: {
  databaseUrl: string;
  file: string;
}): Promise<BackupResult> {
  const file = resolve(input.file);
  if (backupKindOf(file) !== 'server') {
    throw new BackupError(
      `${input.file} is a backup of the embedded database (PGlite): restore it without DATABASE_URL`,
    );
  }
  await runPgTool('pg_restore', input.databaseUrl, [
    '--clean',
    '--if-exists',
    '--no-owner',
    '--single-transaction',
    file,
  ]);
  const counts = await countRowsIn({ databaseUrl: input.databaseUrl });
  return { file, bytes: statSync(file).size, counts };
}
