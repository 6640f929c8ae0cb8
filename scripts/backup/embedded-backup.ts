import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join, resolve } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { openDatabase } from '../../src/server/db/open-database';
import { lockDataDir } from '../../src/server/db/data-dir-lock';
import { BackupError } from './backup-error';
import { backupKindOf, createBackupFile, timestamp } from './backup-files';
import { countRows, countRowsIn } from './row-counts';
import type { BackupResult } from './server-backup';

/** The folder of DATA_DIR that PGlite keeps the database in (client.ts). */
const PGLITE_FOLDER = 'pglite';

/**
 * Backs up the embedded database with PGlite's dumpDataDir (a gzip tarball of its files, taken
 * after a checkpoint) into a new file readable by its owner only. The database is opened as it is,
 * not migrated, and not while another process (the server) has it open.
 */
export async function backupEmbedded(input: {
  dataDir: string;
  file: string;
}): Promise<BackupResult> {
  const file = resolve(input.file);
  if (!existsSync(join(input.dataDir, PGLITE_FOLDER, 'PG_VERSION'))) {
    throw new BackupError(`No embedded database in ${input.dataDir} to back up`);
  }
  createBackupFile(file);
  try {
    const database = await openDatabase({ dataDir: input.dataDir, migrate: false });
    let counts: Map<string, number>;
    let tarball: Blob;
    try {
      counts = await countRows(database.db);
      tarball = await database.dumpDataDir!();
    } finally {
      await database.close();
    }
    const bytes = new Uint8Array(await tarball.arrayBuffer());
    writeFileSync(file, bytes);
    return { file, bytes: bytes.length, counts };
  } catch (error) {
    rmSync(file, { force: true });
    throw error;
  }
}

/**
 * Loads a backup of the embedded database into DATA_DIR. A data directory that holds a database
 * already is refused unless `force`, and then that database is moved aside to
 * `pglite.before-restore-<time>`, never deleted. The migrations then bring an older backup up to
 * date. On a failure the data directory is put back as it was.
 */
export async function restoreEmbedded(input: {
  dataDir: string;
  file: string;
  force: boolean;
  now: Date;
}): Promise<BackupResult & { movedAside: string | undefined }> {
  const file = resolve(input.file);
  if (backupKindOf(file) !== 'embedded') {
    throw new BackupError(
      `${input.file} is a pg_dump archive of a PostgreSQL server: set DATABASE_URL to restore it there`,
    );
  }
  const gzipped = readFileSync(file);
  const tar = pgliteTarOf(gzipped);
  if (!tar) {
    throw new BackupError(
      `${input.file} is not a backup: a gzip file, but not of a PGlite database`,
    );
  }
  mkdirSync(input.dataDir, { recursive: true });
  const lock = lockDataDir(input.dataDir);
  try {
    const target = join(input.dataDir, PGLITE_FOLDER);
    let movedAside: string | undefined;
    if (existsSync(target) && readdirSync(target).length > 0) {
      if (!input.force) {
        throw new BackupError(
          `${input.dataDir} holds a database already: add --force to move it aside (to ${PGLITE_FOLDER}.before-restore-<time>) and restore`,
        );
      }
      movedAside = join(input.dataDir, `${PGLITE_FOLDER}.before-restore-${timestamp(input.now)}`);
      renameSync(target, movedAside);
    }
    try {
      const counts = await countRowsIn({
        dataDir: input.dataDir,
        // gunzipSync answers a Buffer over an ArrayBuffer of its own, never a shared one.
        loadDataDir: new Blob([tar as Uint8Array<ArrayBuffer>]),
        lock,
      });
      return { file, bytes: gzipped.length, counts, movedAside };
    } catch (error) {
      // Nothing half-restored: the data directory goes back to what it held.
      rmSync(target, { recursive: true, force: true });
      if (movedAside) renameSync(movedAside, target);
      throw error;
    }
  } finally {
    lock.release();
  }
}

/** The tar inside a gzip file when it holds a PostgreSQL data directory (a PG_VERSION file). */
function pgliteTarOf(gzipped: Uint8Array): Buffer | null {
  let tar: Buffer;
  try {
    tar = gunzipSync(gzipped);
  } catch {
    return null;
  }
  // A tar is 512-byte blocks: a header (name at 0, octal size at 124), then the file's blocks.
  for (let offset = 0; offset + 512 <= tar.length;) {
    const field = (start: number, length: number) =>
      tar.toString('latin1', offset + start, offset + start + length).replace(/\0[^]*$/, '');
    const name = field(0, 100);
    if (name === '') break;
    if (name.replace(/^\.?\//, '') === 'PG_VERSION') return tar;
    const size = Number.parseInt(field(124, 12).trim() || '0', 8);
    if (!Number.isFinite(size)) break;
    offset += 512 + Math.ceil(size / 512) * 512;
  }
  return null;
}
