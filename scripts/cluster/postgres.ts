import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { promisify } from 'node:util';
import { chownSync, existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A PostgreSQL server of the cluster's own, from Debian's packages (installed when missing, as
 * .ci/run does): a data folder initialised once, on its own port, so it never touches another
 * server of the machine, and can be restarted by the fault suite. As root it runs as `postgres`,
 * since PostgreSQL refuses to run as root.
 */
export type LocalPostgres = {
  url: string;
  /** A fast restart (`pg_ctl restart -m fast`): sessions are cut, as in a failover. */
  restart(): Promise<void>;
  stop(): void;
};

const DATABASE = 'otc';

function binDir(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root).filter((name) => existsSync(join(root, name, 'bin', 'initdb')))
    : [];
  const newest = versions.sort((a, b) => Number(a) - Number(b)).at(-1);
  if (!newest) {
    throw new Error(
      'PostgreSQL is not installed: run `apt-get install -y postgresql` (as root) or set DATABASE_URL',
    );
  }
  return join(root, newest, 'bin');
}

/** Installs a Debian package when missing and when we may (root); otherwise says what to run. */
export function ensurePackage(name: string, present: () => boolean): void {
  if (present()) return;
  if (process.getuid?.() !== 0) {
    throw new Error(`${name} is not installed: run \`apt-get install -y ${name}\` as root`);
  }
  console.log(`Installing ${name} (apt-get)…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', name], { stdio: 'inherit', env });
  if (!present()) throw new Error(`${name} is still missing after apt-get install`);
}

export function startLocalPostgres(dataDir: string, port: number): LocalPostgres {
  ensurePackage('postgresql', () => {
    try {
      binDir();
      return true;
    } catch {
      return false;
    }
  });
  const bin = binDir();
  const asRoot = process.getuid?.() === 0;
  /** A PostgreSQL program run as the user that may run it: `postgres` when we are root. */
  const command = (program: string, args: string[]): [string, string[]] =>
    asRoot
      ? ['runuser', ['-u', 'postgres', '--', join(bin, program), ...args]]
      : [join(bin, program), args];
  const run = (program: string, args: string[]) => {
    const result = spawnSync(...command(program, args), { encoding: 'utf8' });
    if (result.status !== 0) {
      throw new Error(`${program} ${args.join(' ')} failed: ${result.stderr || result.stdout}`);
    }
    return result.stdout;
  };
  const user = asRoot ? 'postgres' : (process.env.USER ?? 'postgres');

  if (!existsSync(join(dataDir, 'PG_VERSION'))) {
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    if (asRoot) chownPostgres(dataDir);
    run('initdb', ['-D', dataDir, '-U', user, '--auth=trust', '-E', 'UTF8', '--no-sync']);
    // Loopback only, its own socket folder, and quick to stop: a development and test server.
    writeFileSync(
      join(dataDir, 'postgresql.auto.conf'),
      [
        `port = ${port}`,
        `listen_addresses = '127.0.0.1'`,
        `unix_socket_directories = '${dataDir}'`,
        'fsync = off',
        'max_connections = 200',
        '',
      ].join('\n'),
    );
    if (asRoot) chownPostgres(dataDir);
  }
  const logFile = join(dataDir, 'server.log');
  const pgCtlArgs = (action: string, extra: string[] = []) => [
    ...['-D', dataDir, '-l', logFile, '-w', '-t', '30', action],
    ...extra,
  ];
  const pgCtl = (action: string, extra?: string[]) => run('pg_ctl', pgCtlArgs(action, extra));
  // Without blocking this process: the fault suite keeps its load running meanwhile.
  const restart = async () => {
    await promisify(execFile)(...command('pg_ctl', pgCtlArgs('restart', ['-m', 'fast'])));
  };
  const status = spawnSync(...command('pg_ctl', ['-D', dataDir, 'status']));
  if (status.status !== 0) pgCtl('start');
  const exists = run('psql', [
    '-h',
    '127.0.0.1',
    '-p',
    String(port),
    '-U',
    user,
    '-d',
    'postgres',
    '-tAc',
    `select 1 from pg_database where datname = '${DATABASE}'`,
  ]);
  if (exists.trim() !== '1') {
    run('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', user, DATABASE]);
  }
  // The server goes with the script that started it, however that script ends.
  const stopOnExit = () => {
    try {
      pgCtl('stop', ['-m', 'immediate']);
    } catch {
      // Already stopped.
    }
  };
  process.once('exit', stopOnExit);
  return {
    url: `postgres://${user}@127.0.0.1:${port}/${DATABASE}`,
    restart,
    stop: () => {
      process.off('exit', stopOnExit);
      pgCtl('stop', ['-m', 'fast']);
    },
  };
}

function chownPostgres(path: string) {
  const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
  chownSync(path, uid, gid);
  for (const name of readdirSync(path, { recursive: true }) as string[]) {
    chownSync(join(path, name), uid, gid);
  }
}
