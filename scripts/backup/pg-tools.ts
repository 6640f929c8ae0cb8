import { spawn } from 'node:child_process';
import { accessSync, constants, existsSync, readdirSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { BackupError } from './backup-error';

const DEBIAN_POSTGRESQL = '/usr/lib/postgresql';

/**
 * pg_dump or pg_restore: from PATH, or else the newest of Debian's /usr/lib/postgresql/<major>/bin
 * (a server package installs its tools there without putting them on PATH).
 */
function findPgTool(name: 'pg_dump' | 'pg_restore'): string {
  for (const directory of (process.env.PATH ?? '').split(delimiter).filter(Boolean)) {
    const candidate = join(directory, name);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not here
    }
  }
  const majors = existsSync(DEBIAN_POSTGRESQL)
    ? readdirSync(DEBIAN_POSTGRESQL)
        .filter((entry) => /^\d+$/.test(entry))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  for (const major of majors) {
    const candidate = join(DEBIAN_POSTGRESQL, major, 'bin', name);
    if (existsSync(candidate)) return candidate;
  }
  throw new BackupError(
    `${name} not found on PATH or in ${DEBIAN_POSTGRESQL}/*/bin: install PostgreSQL's client tools (apt-get install postgresql-client)`,
  );
}

/**
 * The connection a pg tool gets: the URL without its password on the command line, which every
 * user of the machine can read in the process list, and the password in PGPASSWORD, which only
 * the same user can read. -w: never ask for a password on the terminal.
 */
export function pgToolConnection(databaseUrl: string): { args: string[]; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (password) env.PGPASSWORD = password;
  return { args: ['-w', `--dbname=${url.toString()}`], env };
}

/** The database a URL names, for messages: `otc on db.internal:5432`, without user or password. */
export function describeDatabase(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  return `${decodeURIComponent(url.pathname.slice(1))} on ${url.host}`;
}

/** Runs pg_dump or pg_restore; a failure is a BackupError with the tool's last line of error. */
export async function runPgTool(
  name: 'pg_dump' | 'pg_restore',
  databaseUrl: string,
  args: string[],
): Promise<void> {
  const connection = pgToolConnection(databaseUrl);
  const child = spawn(findPgTool(name), [...connection.args, ...args], {
    env: connection.env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-8_192);
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', resolve);
  });
  if (code === 0) return;
  const lines = stderr.split('\n').filter((line) => line.trim() !== '');
  // pg_restore ends with "errors ignored on restore" or a summary; the cause is its first error.
  const cause = lines.find((line) => /error:/.test(line)) ?? lines.at(-1) ?? `exit code ${code}`;
  throw new BackupError(`${name} failed: ${cause.replace(/^\S+: (error: )?/, '')}`);
}
