import { closeSync, mkdirSync, openSync, readSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { BackupError } from './backup-error';

/** A server's backup is pg_dump's custom format; the embedded database's is PGlite's tarball. */
export type BackupKind = 'server' | 'embedded';

/** `20260101T120000Z`: UTC, sorts by time, no colons (which some file systems refuse). */
export function timestamp(now: Date): string {
  return now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/[-:]/g, '');
}

/** Where `npm run backup` writes without --out: DATA_DIR/backups/otc-<UTC time>.dump|.tar.gz */
export function defaultBackupFile(dataDir: string, kind: BackupKind, now: Date): string {
  const extension = kind === 'server' ? 'dump' : 'tar.gz';
  return join(dataDir, 'backups', `otc-${timestamp(now)}.${extension}`);
}

/**
 * Creates the backup file, empty, readable by its owner only (a backup holds password hashes and
 * sessions), in a directory only its owner can enter; never overwrites one.
 */
export function createBackupFile(file: string, content: Uint8Array = new Uint8Array()): void {
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  try {
    writeFileSync(file, content, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') {
      throw new BackupError(`${file} exists already: give another file with --out`);
    }
    throw error;
  }
}

const PG_DUMP_MAGIC = Buffer.from('PGDMP');
const GZIP_MAGIC = Buffer.from([0x1f, 0x8b]);

/**
 * What a backup file holds, told by its first bytes (pg_dump's custom format starts with "PGDMP",
 * a PGlite tarball is gzip), never by its name. Refuses a missing file or anything else.
 */
export function backupKindOf(file: string): BackupKind {
  let size: number;
  try {
    const stat = statSync(file);
    if (!stat.isFile()) throw new BackupError(`${file} is not a file`);
    size = stat.size;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new BackupError(`No such backup file: ${file}`);
    }
    throw error;
  }
  const head = Buffer.alloc(Math.min(size, PG_DUMP_MAGIC.length));
  const descriptor = openSync(file, 'r');
  try {
    readSync(descriptor, head, 0, head.length, 0);
  } finally {
    closeSync(descriptor);
  }
  if (head.equals(PG_DUMP_MAGIC)) return 'server';
  if (head.subarray(0, GZIP_MAGIC.length).equals(GZIP_MAGIC)) return 'embedded';
  throw new BackupError(
    `${file} is not a backup: neither a pg_dump archive nor a PGlite data-directory tarball`,
  );
}

/** `1.4 MB`, for the line that names the backup. */
export function formatSize(bytes: number): string {
  const units = ['bytes', 'kB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return unit === 0 ? `${value} bytes` : `${value.toFixed(1)} ${units[unit]}`;
}
