import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { ensureServerBuild, SERVER_ENTRY } from './build';
import { freePort } from './lib/free-port';

/**
 * The compiled server's start-up on each supported Node (decision 035): time from spawning
 * `node --enable-source-maps dist/server/main.js` to its first 200 on /api/health, on a fresh
 * data folder (migrations run) and again on the same folder (a restart), and its resident memory
 * at idle and at its peak under a short load on /api/health.
 */
const LOAD_SECONDS = 5;

type Startup = {
  node: string;
  firstStartMs: number;
  restartMs: number;
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
async function start(nodePath: string, dataDir: string, port: number) {
  const started = performance.now();
  const { DATABASE_URL: _embedded, ...env } = process.env;
  const child = spawn(nodePath, ['--enable-source-maps', SERVER_ENTRY], {
    env: {
      ...env,
      NODE_OPTIONS: '',
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
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

async function measure(label: string, nodePath: string): Promise<Startup> {
  const dataDir = mkdtempSync(join(tmpdir(), 'otc-bench-'));
  const port = await freePort();
  try {
    const first = await start(nodePath, dataDir, port);
    await stop(first.child);
    const again = await start(nodePath, dataDir, port);
    const pid = again.child.pid!;
    await sleep(2_000);
    const idleRssMb = memoryMb(pid, 'VmRSS');
    const load = await autocannon({
      url: `http://127.0.0.1:${port}/api/health`,
      connections: 10,
      duration: LOAD_SECONDS,
    });
    const peakRssMb = memoryMb(pid, 'VmHWM');
    await stop(again.child);
    return {
      node: label,
      firstStartMs: first.ms,
      restartMs: again.ms,
      idleRssMb,
      peakRssMb,
      requestsPerSecond: load.requests.average,
    };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function benchStartup(): Promise<void> {
  ensureServerBuild();
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
    `\nCompiled server start-up (embedded database, no demo data; RSS at idle 2 s after the first answer, peak under ${LOAD_SECONDS} s of /api/health at 10 connections)\n`,
  );
  console.log('| node | first start ms | restart ms | idle RSS MB | peak RSS MB | health req/s |');
  console.log('|---|---|---|---|---|---|');
  for (const [label, path] of nodes) {
    const r = await measure(label, path);
    console.log(
      `| ${r.node} | ${Math.round(r.firstStartMs)} | ${Math.round(r.restartMs)} | ${Math.round(r.idleRssMb)} | ${Math.round(r.peakRssMb)} | ${Math.round(r.requestsPerSecond)} |`,
    );
  }
}
