import { linkSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The file that says which process has the embedded database in a data directory open. */
const LOCK_FILE = 'pglite.lock';

/** Lock files this process holds: its own pid in a lock it does not hold is a stale one. */
const held = new Set<string>();

/** Another live process has the data directory's database open. */
export class DataDirInUseError extends Error {}

export type DataDirLock = { release: () => void };

/**
 * PGlite allows one process on a data directory, and a second one opening it corrupts it; PGlite
 * itself does not lock it. This writes `DATA_DIR/pglite.lock` (the pid, and the process's start
 * time where Linux's /proc tells it, so that a reused pid is not taken for the holder) or throws a
 * DataDirInUseError naming the live process that holds it. A lock whose process is gone (a crash,
 * a kill) is stale and taken over. The file appears whole (a hard link to a written file) or not
 * at all, so a reader never sees it half-written.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  const file = join(dataDir, LOCK_FILE);
  const content = `${process.pid}\n${startTimeOf(process.pid) ?? ''}\n`;
  // Three tries: another process may take a stale lock over between our reads.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    if (tryCreate(file, content)) {
      held.add(file);
      return { release: () => release(file, content) };
    }
    const holder = readHolder(file);
    if (holder === 'gone') continue;
    if (holder && isAlive(file, holder)) {
      throw new DataDirInUseError(
        `Stop the server first: process ${holder.pid} holds the database in ${dataDir}`,
      );
    }
    // Stale. A rename succeeds for one taker only; the others find no file and try again.
    const aside = `${file}.stale-${process.pid}`;
    try {
      renameSync(file, aside);
      rmSync(aside, { force: true });
    } catch (error) {
      if (codeOf(error) !== 'ENOENT') throw error;
    }
  }
  throw new DataDirInUseError(`Could not lock the database in ${dataDir}: ${file} keeps changing`);
}

function tryCreate(file: string, content: string): boolean {
  const written = `${file}.${process.pid}`;
  writeFileSync(written, content);
  try {
    linkSync(written, file);
    return true;
  } catch (error) {
    if (codeOf(error) === 'EEXIST') return false;
    throw error;
  } finally {
    rmSync(written, { force: true });
  }
}

type Holder = { pid: number; started: string };

/** The lock's holder, 'gone' when the file went away meanwhile, null when it does not read as one. */
function readHolder(file: string): Holder | 'gone' | null {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if (codeOf(error) === 'ENOENT') return 'gone';
    throw error;
  }
  const [pid = '', started = ''] = text.split('\n');
  return /^\d+$/.test(pid) ? { pid: Number(pid), started } : null;
}

function isAlive(file: string, holder: Holder): boolean {
  if (holder.pid === process.pid) return held.has(file);
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    // EPERM: the process lives, under another user.
    if (codeOf(error) !== 'EPERM') return false;
  }
  const started = startTimeOf(holder.pid);
  return !holder.started || !started || started === holder.started;
}

function release(file: string, content: string): void {
  if (!held.delete(file)) return;
  try {
    // Only our own lock: had ours been judged stale, the file is now another process's.
    if (readFileSync(file, 'utf8') === content) rmSync(file, { force: true });
  } catch (error) {
    if (codeOf(error) !== 'ENOENT') throw error;
  }
}

/** When a process started (clock ticks since boot, Linux); undefined where /proc does not say. */
function startTimeOf(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Field 22; the command name (field 2, in parentheses) may itself hold spaces.
    return stat
      .slice(stat.lastIndexOf(')') + 2)
      .split(' ')
      .at(19);
  } catch {
    return undefined;
  }
}

function codeOf(error: unknown): string | undefined {
  return (error as NodeJS.ErrnoException | undefined)?.code;
}
