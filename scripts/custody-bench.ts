import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureServerBuild } from './build';
import { ms } from './lib/load';
import { createBenchDatabase } from './custody-bench/bench-database';
import { startBenchServer, type BenchServer } from './custody-bench/bench-server';
import {
  crewsWithPickedUpShipments,
  shipmentsInTransit,
  staffWithSessions,
} from './custody-bench/fixtures';
import { measureLedger } from './custody-bench/ledger';
import { REPORT_INTERVAL_MS, reportPositionsAtPace } from './custody-bench/positions';
import { measureStreams, STREAMS_PER_ADDRESS } from './custody-bench/streams';

/**
 * Custody at scale (decisions 072 and 073), on PostgreSQL only: `node --import tsx
 * scripts/custody-bench.ts` alone, or as a part of `npm run bench` (BENCH_CUSTODY=0 skips it).
 * BENCH_DATABASE_URL, else DATABASE_URL, names a PostgreSQL server; the bench creates databases of
 * its own there and drops them at the end, and touches no other. Without one it is skipped.
 *
 * 1. Positions (BENCH_CUSTODY_POSITIONS=0 skips): BENCH_CREWS crews (default 1,000) of one courier
 *    each, every one holding a picked-up shipment, report a position every 15 s, their phases
 *    spread evenly (about 67 reports a second), for BENCH_POSITIONS_SECONDS (default 60), against
 *    the compiled server; goal p95 ≤ 50 ms.
 * 2. Streams (BENCH_CUSTODY_STREAMS=0 skips): BENCH_STREAMS public tracking streams (default
 *    10,000) of one shipment, half on each of two instances on the same database, opened from
 *    loopback addresses 127.1.x.y, STREAMS_PER_ADDRESS each (within the stream limits per
 *    address), then one staff tracking update: the delay from its send to each stream's event;
 *    goal: all receive it, p99 ≤ 1 s.
 * 3. Ledger (BENCH_CUSTODY_LEDGER=0 skips): BENCH_LEDGER_ENTRIES (default 1,000,000) entries filled
 *    in batches with the ledger's own hashing, a checkpoint timed, BENCH_LEDGER_APPENDS (default
 *    500) appends one transaction each, a checkpoint again, and (BENCH_LEDGER_VERIFY=0 skips)
 *    the whole ledger verified.
 *
 * Couriers, the staff member and their sessions are written in the bench's database (signed with
 * the AUTH_SECRET the bench gives its servers), not signed in: see custody-bench/fixtures.ts.
 */
const env = process.env;
const crewCount = Number(env.BENCH_CREWS ?? 1_000);
const positionsSeconds = Number(env.BENCH_POSITIONS_SECONDS ?? 60);
const streamCount = Number(env.BENCH_STREAMS ?? 10_000);
const ledgerEntries = Number(env.BENCH_LEDGER_ENTRIES ?? 1_000_000);
const ledgerAppends = Number(env.BENCH_LEDGER_APPENDS ?? 500);

const POSITION_P95_GOAL_MS = 50;
const STREAM_P99_GOAL_MS = 1_000;

const verdict = (met: boolean) => (met ? 'met' : '**missed**');

/** The soft limit of open files of this process (Linux), which its streams' sockets count against. */
function openFilesLimit(): number {
  const limits = readFileSync('/proc/self/limits', 'utf8');
  return Number(/Max open files\s+(\d+)/.exec(limits)?.[1] ?? Number.NaN);
}

function describeMachine(): string {
  let commit = 'unknown';
  try {
    commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    // not a git checkout
  }
  const load = loadavg()
    .map((value) => value.toFixed(1))
    .join(', ');
  return `${new Date().toISOString().slice(0, 10)}, commit ${commit}, ${cpus().length} CPUs, Node ${process.versions.node}, load average ${load}`;
}

async function benchPositions(
  server: BenchServer,
  db: Parameters<typeof staffWithSessions>[0],
  authSecret: string,
) {
  const couriers = await staffWithSessions(db, 'courier', crewCount, authSecret);
  const held = await crewsWithPickedUpShipments(
    db,
    couriers.map(({ id }) => id),
  );
  const crews = couriers.map(({ cookie }, index) => ({ cookie, shipmentId: held[index]! }));
  const rate = (crewCount * 1000) / REPORT_INTERVAL_MS;
  console.log(
    `\nPositions: ${crewCount} crews, one position each every ${REPORT_INTERVAL_MS / 1000} s (${rate.toFixed(1)} a second), ${positionsSeconds} s (${describeMachine()})\n`,
  );
  const result = await reportPositionsAtPace({
    baseUrl: server.url,
    crews,
    seconds: positionsSeconds,
  });
  const { p50, p95, p99, max } = result.percentiles;
  console.log(
    '| reports | accepted/s | p50 ms | p95 ms | p99 ms | max ms | errors | goal p95 ≤ 50 ms |',
  );
  console.log('|---|---|---|---|---|---|---|---|');
  console.log(
    `| ${result.sent} | ${(result.accepted / result.seconds).toFixed(1)} | ${ms(p50)} | ${ms(p95)} | ${ms(p99)} | ${ms(max)} | ${result.errors} | ${verdict(p95 <= POSITION_P95_GOAL_MS && result.errors === 0)} |`,
  );
  if (result.firstError) console.log(`\nFirst error: ${result.firstError}`);
  console.log(
    `\nEvery crew reported once first, unmeasured (${result.warmUpSeconds.toFixed(1)} s). p95 of each 10 s: ${result.windowP95.map((p95) => ms(p95)).join(', ')} ms. The client sent at worst ${ms(result.worstLateMs)} ms after a report's scheduled time.`,
  );
}

async function benchStreams(
  servers: readonly BenchServer[],
  db: Parameters<typeof staffWithSessions>[0],
  authSecret: string,
) {
  const [operator] = await staffWithSessions(db, 'operations', 1, authSecret);
  const [watched] = await shipmentsInTransit(db, [null]);
  const limit = openFilesLimit();
  console.log(
    `\nStreams: ${streamCount.toLocaleString('en')} public tracking streams of one shipment over ${servers.length} instances, ${STREAMS_PER_ADDRESS} from each of ${Math.ceil(streamCount / STREAMS_PER_ADDRESS)} loopback addresses, then one staff tracking update (${describeMachine()})\n`,
  );
  if (limit < streamCount + 500) {
    console.log(
      `This process may open ${limit} files, fewer than ${streamCount} streams need: raise it (ulimit -n) or lower BENCH_STREAMS.\n`,
    );
  }
  const updating = servers[0]!;
  const result = await measureStreams({
    instances: servers,
    trackingNumber: watched!.trackingNumber,
    count: streamCount,
    update: () =>
      fetch(`${updating.url}/api/admin/shipments/${watched!.id}/updates`, {
        method: 'POST',
        headers: {
          cookie: operator!.cookie,
          origin: updating.url,
          'content-type': 'application/json',
        },
        body: JSON.stringify({
          status: 'out_for_delivery',
          location: 'Boston, United States',
          description: 'Custody bench',
        }),
      }),
  });
  const { p50, p95, p99, max } = result.percentiles;
  const allReceived = result.received === streamCount;
  console.log(
    '| streams open | received | p50 ms | p95 ms | p99 ms | max ms | goal: all, p99 ≤ 1 s |',
  );
  console.log('|---|---|---|---|---|---|---|');
  console.log(
    `| ${result.opened} | ${result.received} | ${ms(p50)} | ${ms(p95)} | ${ms(p99)} | ${ms(max)} | ${verdict(allReceived && p99 <= STREAM_P99_GOAL_MS)} |`,
  );
  console.log(
    `\nOpened in ${result.openSeconds.toFixed(1)} s (${result.openFailures} refused or failed${result.firstOpenFailure ? `, first: ${result.firstOpenFailure}` : ''}); the update was answered in ${ms(result.updateAnsweredMs)} ms; delays from its send. Resident memory with the streams open: ${result.rssMb.map((mb) => `${Math.round(mb)} MB`).join(' and ')}; CPU from the update to the last event: ${result.fanOutCpuSeconds.map((seconds) => `${seconds.toFixed(2)} s`).join(' and ')} (${ms((result.fanOutCpuSeconds.reduce((sum, seconds) => sum + seconds, 0) * 1e6) / Math.max(result.received, 1))} µs per stream, heartbeats included).`,
  );
}

async function benchLedger(serverUrl: string) {
  const bench = await createBenchDatabase(serverUrl, 'ledger');
  try {
    console.log(
      `\nLedger: ${ledgerEntries.toLocaleString('en')} entries filled, then ${ledgerAppends} appends one at a time (${describeMachine()})\n`,
    );
    const result = await measureLedger(bench.database.db, {
      entries: ledgerEntries,
      appends: ledgerAppends,
      verify: env.BENCH_LEDGER_VERIFY !== '0',
      log: (line) => console.log(line),
    });
    const { appendMs, checkpointMs } = result;
    console.log(
      '\n| entries | filled in | append mean ms | p50 ms | p95 ms | p99 ms | checkpoint ms | verify s | bytes per entry |',
    );
    console.log('|---|---|---|---|---|---|---|---|---|');
    console.log(
      `| ${(result.filled + result.appends).toLocaleString('en')} | ${result.fillSeconds.toFixed(0)} s | ${ms(appendMs.mean)} | ${ms(appendMs.p50)} | ${ms(appendMs.p95)} | ${ms(appendMs.p99)} | ${ms(checkpointMs.atFill)} at ${result.filled.toLocaleString('en')}, ${ms(checkpointMs.afterAppends)} after | ${result.verifySeconds === null ? 'skipped' : result.verifySeconds.toFixed(1)} | ${Math.round(result.bytesPerEntry)} |`,
    );
    if (result.verifiedEntries !== null) {
      console.log(`\nVerified: ${result.verifiedEntries.toLocaleString('en')} entries.`);
    }
  } finally {
    await bench.drop();
  }
}

async function benchServers(serverUrl: string) {
  const bench = await createBenchDatabase(serverUrl, 'custody');
  const dataDir = mkdtempSync(join(tmpdir(), 'otc-custody-bench-'));
  const servers: BenchServer[] = [];
  try {
    ensureServerBuild();
    const authSecret = randomBytes(32).toString('base64url');
    const start = () =>
      startBenchServer({
        databaseUrl: bench.url,
        dataDir,
        authSecret,
        logFile: join(dataDir, `server-${servers.length + 1}.log`),
      }).then((server) => servers.push(server));
    await start();
    const { db } = bench.database;
    if (env.BENCH_CUSTODY_POSITIONS !== '0') await benchPositions(servers[0]!, db, authSecret);
    if (env.BENCH_CUSTODY_STREAMS !== '0') {
      await start();
      await benchStreams(servers, db, authSecret);
    }
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await bench.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function benchCustody(): Promise<void> {
  const serverUrl = env.BENCH_DATABASE_URL ?? env.DATABASE_URL;
  if (!serverUrl) {
    console.log(
      '\nCustody at scale skipped: it runs on PostgreSQL only (BENCH_DATABASE_URL or DATABASE_URL names the server; the bench makes and drops databases of its own there).',
    );
    return;
  }
  if (env.BENCH_CUSTODY_POSITIONS !== '0' || env.BENCH_CUSTODY_STREAMS !== '0') {
    await benchServers(serverUrl);
  }
  if (env.BENCH_CUSTODY_LEDGER !== '0') await benchLedger(serverUrl);
}

if (process.argv[1] === import.meta.filename) {
  benchCustody().catch((error: unknown) => {
    console.error(
      `custody bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
    process.exit(1);
  });
}
