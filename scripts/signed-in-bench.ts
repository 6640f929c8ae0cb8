import { once } from 'node:events';
import { spawn, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import pg from 'pg';
import { loadConfig } from '../src/server/config/config';
import { measureInRounds, medianRatio, ms, type LoadRequest, type Measure } from './lib/load';
import { median } from './lib/median';

/**
 * Signed-in work against a hand-written peer (decision 060): three reads and two writes, each
 * measured in rounds in turn with bench/peer/server.ts (Fastify + pg, the same statements) on the
 * same PostgreSQL database, with the product's share of the peer's requests per second, the
 * latency percentiles and the CPU one request costs (Node and PostgreSQL together). On the
 * embedded database there is no peer: the product's figures alone.
 *
 * The writes change the database: tracking updates move the first 100 shipments back and forth
 * between two statuses (each telling its client, by the bell and by e-mail), and the client's
 * Personal Info is saved as it is. Run it on a copy, not on a database anyone uses.
 */

const CONNECTIONS = 50;

type Work = { label: string; goal: number; kind: 'read' | 'write'; request: LoadRequest };

type Session = { admin: string; client: string };

export type SignedInBenchInput = {
  base: string;
  /** Cookie headers of a staff session (second factor done) and of a client's. */
  sessions: Session;
  seconds: number;
  rounds: number;
};

const READ_GOAL = 0.8;
/** A read's p99 at 50 connections on the bench's 2-core machine. */
const READ_P99_GOAL_MS = 25;
const WRITE_GOAL = 0.7;
const TRACKING_STATUSES = ['in_transit', 'out_for_delivery'] as const;

async function shipmentIds(base: string, admin: string): Promise<string[]> {
  const response = await fetch(`${base}/api/admin/shipments?page_size=100`, {
    headers: { cookie: admin },
  });
  if (!response.ok) throw new Error(`GET /api/admin/shipments answered ${response.status}`);
  const page = (await response.json()) as { rows: { id: string }[] };
  return page.rows.map((row) => row.id);
}

function workOf(base: string, sessions: Session, shipments: string[]): Work[] {
  const origin = new URL(base).origin;
  const writeHeaders = (cookie: string) => ({
    cookie,
    origin,
    'content-type': 'application/json',
  });
  let sent = 0;
  return [
    {
      label: 'GET /api/portal/shipments (client)',
      kind: 'read',
      goal: READ_GOAL,
      request: { path: '/api/portal/shipments', headers: { cookie: sessions.client } },
    },
    {
      label: 'GET /api/portal/items (client)',
      kind: 'read',
      goal: READ_GOAL,
      request: { path: '/api/portal/items', headers: { cookie: sessions.client } },
    },
    {
      label: 'GET /api/admin/shipments (staff, first page)',
      kind: 'read',
      goal: READ_GOAL,
      request: { path: '/api/admin/shipments', headers: { cookie: sessions.admin } },
    },
    {
      label: 'POST tracking update (staff; tells the client)',
      kind: 'write',
      goal: WRITE_GOAL,
      request: {
        path: '/api/admin/shipments/{id}/updates',
        method: 'POST',
        headers: writeHeaders(sessions.admin),
        // Every shipment in turn, each moved to the other status than last time, so every
        // update changes the status and tells the client.
        next: () => {
          const shipment = shipments[sent % shipments.length]!;
          const status = TRACKING_STATUSES[Math.floor(sent / shipments.length) % 2]!;
          sent += 1;
          return {
            path: `/api/admin/shipments/${shipment}/updates`,
            body: JSON.stringify({ status, location: 'Zurich, Switzerland', description: 'Bench' }),
          };
        },
      },
    },
    {
      label: 'PUT /api/portal/profile (client)',
      kind: 'write',
      goal: WRITE_GOAL,
      request: {
        path: '/api/portal/profile',
        method: 'PUT',
        headers: writeHeaders(sessions.client),
        next: () => ({
          path: '/api/portal/profile',
          body: JSON.stringify({
            first_name: 'Amelia',
            last_name: 'Hart',
            phone: '+1 (212) 555-0147',
            address: '520 West 25th Street',
            city: 'New York',
            state: 'NY',
            zipcode: '10001',
            country: 'United States',
          }),
        }),
      },
    },
  ];
}

/** CPU seconds a process has used (user and system), from /proc. */
function cpuSecondsOf(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // utime and stime, the 14th and 15th fields of stat (12th and 13th after the name).
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/** CPU seconds of every PostgreSQL process on this machine (its backends included). */
function postgresCpuSeconds(): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres') {
        total += cpuSecondsOf(Number(entry));
      }
    } catch {
      // the process ended while we looked
    }
  }
  return total;
}

/** The process listening on the URL's port, if `ss` can tell (its CPU is counted per request). */
function listenerPid(url: string): number | undefined {
  const port = new URL(url).port;
  const listed = spawnSync('ss', ['-Hltnp', `sport = :${port}`], { encoding: 'utf8' });
  const pid = /pid=(\d+)/.exec(listed.stdout ?? '')?.[1];
  return pid ? Number(pid) : undefined;
}

/**
 * The tables this bench's writes grow, vacuumed before it reads: a run's thousands of updates to
 * the same 100 shipments would otherwise slow the next run's reads, for product and peer alike.
 */
const WRITTEN_TABLES = [
  'shipments',
  'shipment_updates',
  'shipment_daily_counts',
  'shipment_transit_counts',
  'clients',
  '"user"',
  'notifications',
  'mail_outbox',
  'audit_events',
  'live_events',
];

async function withClient<T>(databaseUrl: string, work: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function vacuumWrittenTables(databaseUrl: string) {
  return withClient(databaseUrl, (client) =>
    client.query(`vacuum (analyze) ${WRITTEN_TABLES.join(', ')}`),
  );
}

const OUTBOX_WAIT_MS = 120_000;

/** Waits until the product has sent the e-mails the tracking updates queued (two minutes at most). */
function outboxDrained(databaseUrl: string) {
  return withClient(databaseUrl, async (client) => {
    const deadline = Date.now() + OUTBOX_WAIT_MS;
    for (;;) {
      const { rows } = await client.query<{ unsent: number }>(
        'select count(*)::int as unsent from mail_outbox where sent_at is null and attempts = 0',
      );
      const unsent = rows[0]?.unsent ?? 0;
      if (unsent === 0) return;
      if (Date.now() > deadline) {
        console.log(`(${unsent} e-mails still unsent after ${OUTBOX_WAIT_MS / 1000} s)`);
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  });
}

async function startPeer(base: string, databaseUrl: string, authSecret: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/peer/server.ts'], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      PEER_DATABASE_URL: databaseUrl,
      PEER_AUTH_SECRET: authSecret,
      PEER_APP_URL: new URL(base).origin,
      PEER_POOL_SIZE: process.env.DB_POOL_SIZE ?? '10',
    },
  });
  const [chunk] = (await once(child.stdout, 'data')) as [Buffer];
  return { url: chunk.toString().trim(), pid: child.pid!, stop: () => child.kill() };
}

type Measured = Measure & { cpuMsPerRequest: number };

function measuredWithCpu(pid: number | undefined) {
  return async (run: () => Promise<Measure>): Promise<Measured> => {
    const before = (pid ? cpuSecondsOf(pid) : 0) + postgresCpuSeconds();
    const measured = await run();
    const used = (pid ? cpuSecondsOf(pid) : 0) + postgresCpuSeconds() - before;
    return {
      ...measured,
      cpuMsPerRequest: pid && measured.requests ? (used * 1000) / measured.requests : Number.NaN,
    };
  };
}

const summary = (each: Measured[]) => ({
  rate: median(each.map((one) => one.requestsPerSecond)),
  p50: median(each.map((one) => one.percentiles.p50)),
  p99: median(each.map((one) => one.percentiles.p99)),
  cpu: median(each.map((one) => one.cpuMsPerRequest)),
  failed: each.reduce((sum, one) => sum + one.non2xx + one.errors, 0),
});

export async function benchSignedInWork({ base, sessions, seconds, rounds }: SignedInBenchInput) {
  const health = (await (await fetch(`${base}/api/health`)).json()) as {
    database?: { kind?: string };
  };
  const embedded = health.database?.kind === 'embedded';
  const databaseUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
  const work = workOf(base, sessions, await shipmentIds(base, sessions.admin));
  const productCpu = measuredWithCpu(listenerPid(base));
  const options = { connections: CONNECTIONS, rounds, seconds };

  if (embedded || !databaseUrl) {
    console.log(
      `\nSigned-in work (${CONNECTIONS} connections, ${embedded ? 'PGlite: no peer' : 'no DATABASE_URL for the peer'}; ${rounds} rounds of ${seconds} s, medians)\n`,
    );
    console.log('| work | req/s | p50 ms | p99 ms | CPU ms/request | non-2xx |');
    console.log('|---|---|---|---|---|---|');
    for (const { label, request } of work) {
      const [each] = await measureInRounds([{ target: base, request }], options, (_i, run) =>
        productCpu(run),
      );
      const s = summary(each!);
      console.log(
        `| ${label} | ${Math.round(s.rate)} | ${ms(s.p50)} | ${ms(s.p99)} | ${ms(s.cpu)} | ${s.failed} |`,
      );
    }
    return;
  }

  await vacuumWrittenTables(databaseUrl);
  // The server's configuration, read from the same environment: its AUTH_SECRET (or DATA_DIR's)
  // signs the cookies the peer must verify.
  const peer = await startPeer(base, databaseUrl, loadConfig().authSecret);
  const peerCpu = measuredWithCpu(peer.pid);
  try {
    console.log(
      `\nSigned-in work against a Fastify + pg peer doing the same statements (${CONNECTIONS} connections, PostgreSQL; ${rounds} rounds of ${seconds} s in turn, medians; CPU is Node's and PostgreSQL's per request)\n`,
    );
    console.log(
      '| work | req/s | peer req/s | of the peer (rounds) | goal | p50 / p99 ms | peer p50 / p99 ms | CPU ms/request | peer CPU | non-2xx |',
    );
    console.log('|---|---|---|---|---|---|---|---|---|---|');
    let missed = 0;
    for (const { label, goal, kind, request } of work) {
      const [ours, theirs] = (await measureInRounds(
        [
          { target: base, request },
          { target: peer.url, request },
        ],
        options,
        // Each round starts with the outbox empty: the mails of the round before (the peer's too,
        // which the product sends) are not measured as the next round's work.
        async (index, run) => {
          await outboxDrained(databaseUrl);
          return index === 0 ? productCpu(run) : peerCpu(run);
        },
      )) as [Measured[], Measured[]];
      const ratio = medianRatio(ours, theirs);
      const [a, b] = [summary(ours), summary(theirs)];
      const p99Goal = kind === 'read' ? READ_P99_GOAL_MS : undefined;
      const met =
        ratio.median >= goal && a.failed === 0 && (p99Goal === undefined || a.p99 <= p99Goal);
      if (!met) missed += 1;
      console.log(
        `| ${label} | ${Math.round(a.rate)} | ${Math.round(b.rate)} | ${ratio.median.toFixed(2)} (${ratio.each.map((each) => each.toFixed(2)).join(', ')}) | ≥ ${goal}${p99Goal ? `, p99 ≤ ${p99Goal} ms` : ''}: ${met ? 'met' : '**missed**'} | ${ms(a.p50)} / ${ms(a.p99)} | ${ms(b.p50)} / ${ms(b.p99)} | ${ms(a.cpu)} | ${ms(b.cpu)} | ${a.failed}${b.failed ? ` (peer ${b.failed})` : ''} |`,
      );
    }
    console.log(
      missed === 0
        ? `\nEvery signed-in work within its goal of the peer.`
        : `\n${missed} of ${work.length} signed-in works under their goal of the peer.`,
    );
  } finally {
    peer.stop();
  }
}
