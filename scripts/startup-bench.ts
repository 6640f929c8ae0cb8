import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { ensureServerBuild, SERVER_ENTRY } from './build';
import { ensureDatabaseTemplate } from './database-template';
import { median } from './lib/median';
import { freePort } from './lib/free-port';

/**
 * The compiled server's start-up on each supported Node (decisions 035, 047): time from spawning
 * `node --enable-source-maps dist/server/main.js` to its first 200 on /api/health, on a fresh
 * data folder (a new database from the build's template, migrations checked), on a fresh folder
 * with the demo data (what `npm start` does on a fresh clone) and again on the first folder (a
 * restart), each `ROUNDS` times; and its resident memory at idle and at its peak under a short
 * load on /api/health.
 */
const LOAD_SECONDS = 5;
const ROUNDS = 3;

type Startup = {
  node: string;
  firstStartMs: number[];
  withDemoMs: number[];
  restartMs: number[];
  idleRssMb: number;
  peakRssMb: number;
  requestsPerSecond: number;
};

/** The Node 24 binary from the registry's `node@24` package, which npx keeps in its cache. */
export function node24(): string {
  return execFileSync('npx', ['-y', '-p', 'node@24', 'node', '-p', 'process.execPath'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  }).trim();
}

/** VmRSS (now) or VmHWM (peak) of a process, in MB (Linux). */
function memoryMb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(new RegExp(`^${field}:\\s+(\\d+)`, 'm').exec(status)?.[1]);
  return kb / 1024;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts the compiled server and waits for its first 200; answers the child and the time. */
async function start(nodePath: string, dataDir: string, port: number, seedDemo = false) {
  const started = performance.now();
  const { DATABASE_URL: _embedded, ...env } = process.env;
  const child = spawn(nodePath, ['--enable-source-maps', SERVER_ENTRY], {
    env: {
      ...env,
      NODE_OPTIONS: '',
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_DEMO: String(seedDemo),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let exited = false;
  child.once('exit', () => (exited = true));
  for (;;) {
    if (exited) throw new Error(`the server on ${nodePath} exited before answering`);
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (response) => response.status === 200,
      () => false,
    );
    if (ok) return { child, ms: performance.now() - started };
    if (performance.now() - started > 60_000) throw new Error('no answer within 60 s');
    await sleep(20);
  }
}

async function stop(child: ReturnType<typeof spawn>) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/**
 * Every folder is new and none is deleted until the end: creating files here took 0.7 ms each
 * right after a data folder was deleted (the disk discarding its blocks), 0.02 ms otherwise.
 */
async function measure(label: string, nodePath: string, folders: string[]): Promise<Startup> {
  const folder = () => {
    const dir = mkdtempSync(join(tmpdir(), 'otc-bench-'));
    folders.push(dir);
    return dir;
  };
  const port = await freePort();
  const startup: Startup = {
    node: label,
    firstStartMs: [],
    withDemoMs: [],
    restartMs: [],
    idleRssMb: 0,
    peakRssMb: 0,
    requestsPerSecond: 0,
  };
  for (let round = 0; round < ROUNDS; round++) {
    const dataDir = folder();
    const first = await start(nodePath, dataDir, port);
    startup.firstStartMs.push(first.ms);
    await stop(first.child);
    const withDemo = await start(nodePath, folder(), port, true);
    startup.withDemoMs.push(withDemo.ms);
    await stop(withDemo.child);
    const again = await start(nodePath, dataDir, port);
    startup.restartMs.push(again.ms);
    if (round < ROUNDS - 1) {
      await stop(again.child);
      continue;
    }
    const pid = again.child.pid!;
    await sleep(2_000);
    startup.idleRssMb = memoryMb(pid, 'VmRSS');
    const load = await autocannon({
      url: `http://127.0.0.1:${port}/api/health`,
      connections: 10,
      duration: LOAD_SECONDS,
    });
    startup.peakRssMb = memoryMb(pid, 'VmHWM');
    startup.requestsPerSecond = load.requests.average;
    await stop(again.child);
  }
  return startup;
}

/** A median in ms with the rounds' range: "1153 (1089-1220)". */
const msOf = (values: number[]) =>
  `${Math.round(median(values))} (${Math.round(Math.min(...values))}-${Math.round(Math.max(...values))})`;

export async function benchStartup(): Promise<void> {
  ensureServerBuild();
  await ensureDatabaseTemplate();
  const nodes: [string, string][] = [[`Node ${process.versions.node}`, process.execPath]];
  try {
    const path = node24();
    nodes.push([
      `Node ${execFileSync(path, ['-p', 'process.versions.node'], { encoding: 'utf8' }).trim()}`,
      path,
    ]);
  } catch {
    console.log('\nNode 24 could not be fetched (npx -p node@24): measured on this Node only.');
  }
  console.log(
    `\nCompiled server start-up, ms to the first 200 on /api/health: median (range) of ${ROUNDS} rounds. Fresh folder: a new embedded database; with demo: as \`npm start\` on a fresh clone. RSS at idle 2 s after the first answer, peak under ${LOAD_SECONDS} s of /api/health at 10 connections\n`,
  );
  console.log(
    '| node | fresh folder | fresh folder with demo | restart | idle RSS MB | peak RSS MB | health req/s |',
  );
  console.log('|---|---|---|---|---|---|---|');
  const folders: string[] = [];
  try {
    for (const [label, path] of nodes) {
      const r = await measure(label, path, folders);
      console.log(
        `| ${r.node} | ${msOf(r.firstStartMs)} | ${msOf(r.withDemoMs)} | ${msOf(r.restartMs)} | ${Math.round(r.idleRssMb)} | ${Math.round(r.peakRssMb)} | ${Math.round(r.requestsPerSecond)} |`,
      );
    }
  } finally {
    for (const dir of folders) rmSync(dir, { recursive: true, force: true });
  }
}
