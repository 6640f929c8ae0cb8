import { spawn } from 'node:child_process';
import { createWriteStream, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SERVER_ENTRY } from '../build';
import { freePort } from '../lib/free-port';

/** One instance of the compiled server on the bench's database, as `npm start` runs it. */
export type BenchServer = {
  url: string;
  pid: number;
  /** Resident memory now, in MB (Linux). */
  rssMb(): number;
  /** CPU seconds it has used, user and system (Linux). */
  cpuSeconds(): number;
  stop(): Promise<void>;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts `dist/server/main.js` on a free loopback port, its soft limit of open files raised to the
 * hard one first (thousands of streams are as many sockets), and waits for its readiness. Every
 * instance of a run shares `dataDir` and `authSecret`, as a cluster's do, so a session made for
 * one is good on all. Its log goes to `logFile`.
 */
export async function startBenchServer(input: {
  databaseUrl: string;
  dataDir: string;
  authSecret: string;
  logFile: string;
}): Promise<BenchServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(
    'sh',
    [
      '-c',
      'ulimit -n "$(ulimit -Hn)" 2>/dev/null; exec "$0" "$@"',
      process.execPath,
      '--enable-source-maps',
      SERVER_ENTRY,
    ],
    {
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        NODE_OPTIONS: '',
        DATABASE_URL: input.databaseUrl,
        DATA_DIR: input.dataDir,
        AUTH_SECRET: input.authSecret,
        PORT: String(port),
        HOST: '127.0.0.1',
        APP_URL: url,
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const log = createWriteStream(input.logFile, { flags: 'a' });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(`the server exited with ${child.exitCode}; see ${input.logFile}`);
    }
    const status = await fetch(`${url}/api/health/ready`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server was not ready within 120 s; see ${input.logFile}`);
    }
    await sleep(250);
  }
  const pid = child.pid!;
  return {
    url,
    pid,
    rssMb() {
      const status = readFileSync(join('/proc', String(pid), 'status'), 'utf8');
      return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN) / 1024;
    },
    cpuSeconds() {
      const stat = readFileSync(join('/proc', String(pid), 'stat'), 'utf8');
      // utime and stime, the 14th and 15th fields (the 12th and 13th after the name).
      const fields = stat.slice(stat.lastIndexOf(') ') + 2).split(' ');
      return (Number(fields[11]) + Number(fields[12])) / 100;
    },
    async stop() {
      process.off('exit', killOnExit);
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      await Promise.race([exited, sleep(15_000).then(() => child.kill('SIGKILL'))]);
      await exited;
    },
  };
}
