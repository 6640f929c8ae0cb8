import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { ensureWebBuild } from './build';
import { printFirstLoadJs } from './first-load-js';
import { benchCustody } from './custody-bench';
import { benchLighthouse } from './lighthouse-bench';
import { benchStartup } from './startup-bench';
import { signInAsAdmin, signInAsClient } from './lib/sign-in';
import { benchSignedInWork } from './signed-in-bench';
import { measureInRounds, measureLoad, medianRatio, ms, type Measure } from './lib/load';
import { median } from './lib/median';

/**
 * `npm run bench [URL]`: first the compiled server's start-up time and memory on this Node and on
 * Node 24 (scripts/startup-bench.ts; BENCH_STARTUP=0 skips it), then load on a running server (URL, else BENCH_URL, else
 * http://localhost:3000), loopback only, BENCH_DURATION seconds (default 10) per endpoint: the
 * request stack against a bare node:http peer started in this run (50 connections, in rounds:
 * benchRequestStack), then the public and admin endpoints.
 *
 * Public endpoints: 10 connections, as before. Admin endpoints: signs in once as ADMIN_EMAIL
 * (default admin@orion-tc.example) with ADMIN_PASSWORD (sign-in is rate-limited, so the cookie is
 * reused) and the second factor every admin needs: the code of ADMIN_TOTP_SECRET, or, for an admin
 * without one yet, turns it on and prints the secret to pass next time. Then BENCH_CONNECTIONS
 * (default 1) connections each, few so that the numbers describe
 * latency rather than a saturated queue. Without ADMIN_PASSWORD the admin part is skipped. Run
 * `npm run seed:large` first to measure at scale. Prints req/s and latency percentiles of 2xx
 * answers (autocannon has no p95, so every response time is kept); a public p95 over 100 ms is
 * flagged, and each admin p95 is set beside its goal (adminGoalMs).
 *
 * The browser's side (the goals of decision 037): the first-load JavaScript of each public page,
 * read from the web build (scripts/first-load-js.ts), and last, Lighthouse's mobile medians of 3
 * runs on every public page of the server at the URL (scripts/lighthouse-bench.ts;
 * BENCH_LIGHTHOUSE=0 skips it). Measure a production build (`npm start`), not `npm run dev`.
 *
 * Custody at scale (scripts/custody-bench.ts; BENCH_CUSTODY=0 skips it), after the first-load
 * JavaScript: positions, tracking streams over two instances and the ledger at a million entries,
 * on servers and databases of its own on the PostgreSQL server of BENCH_DATABASE_URL or
 * DATABASE_URL (skipped without one).
 */
const base = (process.argv[2] ?? process.env.BENCH_URL ?? 'http://localhost:3000').replace(
  /\/$/,
  '',
);
const duration = Number(process.env.BENCH_DURATION ?? 10);
const adminEmail = process.env.ADMIN_EMAIL ?? 'admin@orion-tc.example';
const adminPassword = process.env.ADMIN_PASSWORD;
const adminConnections = Number(process.env.BENCH_CONNECTIONS ?? 1);
const adminTotpSecret = process.env.ADMIN_TOTP_SECRET;

const P95_LIMIT_MS = 100;
const PUBLIC_CONNECTIONS = 10;
const PUBLIC_ENDPOINTS = ['/api/health/live', '/api/health', '/api/settings/public', '/'];

function measure(path: string, connections: number, cookie?: string): Promise<Measure> {
  return measureLoad(base, { path, headers: cookie ? { cookie } : {} }, connections, duration);
}

function printHeader(title: string) {
  console.log(`\n${title}\n`);
  console.log('| endpoint | req/s | p50 ms | p95 ms | p97.5 ms | p99 ms | non-2xx | |');
  console.log('|---|---|---|---|---|---|---|---|');
}

function printRow(
  { path, requestsPerSecond, percentiles, non2xx, errors }: Measure,
  goalMs?: number,
): boolean {
  const limit = goalMs ?? P95_LIMIT_MS;
  const slow = !(percentiles.p95 <= limit);
  const verdict = goalMs === undefined ? '' : `goal ≤ ${goalMs} ms: met`;
  const flags = [slow ? `**over ${limit} ms**` : verdict, errors ? `${errors} errors` : '']
    .filter(Boolean)
    .join(', ');
  console.log(
    `| ${path} | ${Math.round(requestsPerSecond)} | ${ms(percentiles.p50)} | ${ms(percentiles.p95)} | ${ms(percentiles.p97_5)} | ${ms(percentiles.p99)} | ${non2xx} | ${flags} |`,
  );
  return slow || non2xx > 0;
}

/** One sign-in for the whole run, second factor included: the session cookie(s) as a Cookie header. */
async function signIn(): Promise<string> {
  const session = await signInAsAdmin({
    baseUrl: base,
    email: adminEmail,
    password: adminPassword!,
    totpSecret: adminTotpSecret,
  });
  if (session.enrolled) {
    console.log(
      `\nTwo-factor sign-in turned on for ${adminEmail}: ADMIN_TOTP_SECRET=${session.totpSecret}`,
    );
  }
  return session.cookie;
}

async function getJson<T>(path: string, cookie: string): Promise<T> {
  const response = await fetch(`${base}${path}`, { headers: { cookie } });
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/**
 * The goals of decision 036: p95 of each admin read at `seed:large` scale. With PostgreSQL (several
 * connections), lists and searches within 20 ms, the overview and Analytics within 30 ms; with
 * PGlite (one connection), every one within 30 ms.
 */
function adminGoalMs(path: string, embedded: boolean): number {
  if (embedded) return 30;
  return /^\/api\/admin\/(overview|analytics)/.test(path) ? 30 : 20;
}

/** The admin reads, with searches that find rows in the `seed:large` data. */
async function adminEndpoints(cookie: string): Promise<string[]> {
  const newest = await getJson<{ rows: { tracking_number: string }[] }>(
    '/api/admin/shipments?page_size=1',
    cookie,
  );
  const trackingFragment = newest.rows[0]?.tracking_number.slice(-6) ?? '0001';
  // Page 201 as Next reaches it: by the cursor of page 200's last row (decision 036).
  const deep = await getJson<{ next_cursor: string | null }>(
    '/api/admin/shipments?page=200',
    cookie,
  );
  return [
    '/api/admin/overview',
    '/api/admin/shipments',
    '/api/admin/shipments?page=200',
    ...(deep.next_cursor ? [`/api/admin/shipments?page=201&cursor=${deep.next_cursor}`] : []),
    '/api/admin/shipments?sort=origin&dir=asc',
    '/api/admin/shipments?status=in_transit',
    `/api/admin/shipments?search=${trackingFragment}`,
    '/api/admin/shipments?search=Geneva',
    '/api/admin/shipments?search=Marcus%20Chen',
    '/api/admin/clients',
    '/api/admin/clients?search=Olivia%20Hart',
    '/api/admin/clients?search=sofia.silva',
    '/api/admin/clients?search=Bullion',
    '/api/admin/clients/options?search=mar',
    '/api/admin/vault-items',
    '/api/admin/vault-items?search=sapphire',
    '/api/admin/vault-items?category=gold',
    '/api/admin/issues',
    '/api/admin/analytics',
  ];
}

const STACK_CONNECTIONS = 50;

/** A bare node:http hello world in its own process: the peer the request stack is measured against. */
async function startBarePeer(): Promise<{ url: string; stop: () => void }> {
  const child = spawn(
    process.execPath,
    [
      '-e',
      "const s = require('node:http').createServer((q, r) => r.end('hello')); s.listen(0, '127.0.0.1', () => console.log(s.address().port));",
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const [chunk] = (await once(child.stdout, 'data')) as [Buffer];
  return { url: `http://127.0.0.1:${chunk.toString().trim()}`, stop: () => child.kill() };
}

/** How many times each answer of the request stack is measured, in turn with the others. */
const STACK_ROUNDS = Number(process.env.BENCH_STACK_ROUNDS ?? 3);

const STACK_ANSWERS = [
  ['GET /api/health/live', '/api/health/live'],
  ['GET /api/no-such-path (404)', '/api/no-such-path'],
  // A flood of lookups from this one address, refused (429) once its 30 a minute are spent,
  // against the liveness answer (decision 038).
  ['GET /api/track/{number} flooded (429 after 30)', '/api/track/OTC0000000000000'],
] as const;

/**
 * Answers that need no database against bare node:http (decision 038), measured in this run on
 * this machine, with the ratio beside each figure. Two processes share two cores with autocannon
 * here, and what else runs on the host moves a single 10 s figure by a fifth either way: each
 * answer is measured STACK_ROUNDS times, in turn with the bare peer (BENCH_DURATION split among
 * the rounds), after a second of warming up, and a ratio is the median of each round's own.
 */
async function benchRequestStack() {
  const peer = await startBarePeer();
  try {
    const seconds = Math.max(2, duration / STACK_ROUNDS);
    const targets = [
      { label: 'bare node:http hello world', target: peer.url, request: { path: '/' } },
      ...STACK_ANSWERS.map(([label, path]) => ({ label, target: base, request: { path } })),
    ];
    const measured = await measureInRounds(
      targets,
      { connections: STACK_CONNECTIONS, rounds: STACK_ROUNDS, seconds },
      (_index, run) => run(),
    );
    console.log(
      `\nRequest stack (${STACK_CONNECTIONS} connections, no database; ${STACK_ROUNDS} rounds of ${seconds.toFixed(1)} s, medians)\n`,
    );
    console.log('| answer | req/s | each round | p50 ms | p99 ms | of bare node:http |');
    console.log('|---|---|---|---|---|---|');
    const [bare, liveness, , flood] = measured as [Measure[], Measure[], Measure[], Measure[]];
    targets.forEach(({ label }, index) => {
      const each = measured[index]!;
      const rates = each.map((one) => one.requestsPerSecond);
      const p = (key: 'p50' | 'p99') => ms(median(each.map((one) => one.percentiles[key])));
      console.log(
        `| ${label} | ${Math.round(median(rates))} | ${rates.map((rate) => `${(rate / 1000).toFixed(1)}k`).join(' ')} | ${p('p50')} | ${p('p99')} | ${medianRatio(each, bare).median.toFixed(2)} |`,
      );
    });
    const livenessRatio = medianRatio(liveness, bare);
    console.log(
      `\nLiveness: ${livenessRatio.median.toFixed(2)} of bare node:http (goal ≥ 0.5; rounds ${livenessRatio.each.map((each) => each.toFixed(2)).join(', ')}). Refusals under a flood: ${medianRatio(flood, liveness).median.toFixed(2)} of the liveness answer (goal ≥ 0.5).`,
    );
  } finally {
    peer.stop();
  }
}

async function main() {
  if (process.env.BENCH_STARTUP !== '0') await benchStartup();
  ensureWebBuild();
  printFirstLoadJs();
  if (process.env.BENCH_CUSTODY !== '0') await benchCustody();
  const running = await fetch(`${base}/api/health`).then(
    (response) => response.ok,
    () => false,
  );
  if (!running) {
    console.log(
      `\nNo server answers at ${base}/api/health: load benchmark skipped (npm start first).`,
    );
    return;
  }
  console.log(`\nBenchmark of ${base}: ${duration} s per endpoint, latency of 2xx answers.`);
  await benchRequestStack();

  printHeader(`Public endpoints (${PUBLIC_CONNECTIONS} connections)`);
  for (const path of PUBLIC_ENDPOINTS) printRow(await measure(path, PUBLIC_CONNECTIONS));

  if (adminPassword) {
    const cookie = await signIn();
    if (process.env.BENCH_SIGNED_IN !== '0') await benchSignedIn(cookie);
    await benchAdmin(cookie);
  } else console.log('\nADMIN_PASSWORD is not set: signed-in work and admin endpoints skipped.');

  if (process.env.BENCH_LIGHTHOUSE !== '0') await benchLighthouse(base);
}

/** How many times each signed-in work is measured, in turn with the peer. */
const SIGNED_IN_ROUNDS = Number(process.env.BENCH_SIGNED_IN_ROUNDS ?? 3);

async function benchSignedIn(admin: string) {
  const client = await signInAsClient({
    baseUrl: base,
    email: process.env.BENCH_CLIENT_EMAIL ?? 'amelia.hart@hartgallery.example',
    password: process.env.BENCH_CLIENT_PASSWORD ?? 'Orion-Demo-2026',
  });
  await benchSignedInWork({
    base,
    sessions: { admin, client },
    rounds: SIGNED_IN_ROUNDS,
    seconds: Math.max(2, duration / SIGNED_IN_ROUNDS),
  });
}

async function benchAdmin(cookie: string) {
  const paths = await adminEndpoints(cookie);
  const health = await getJson<{ database?: { kind?: string } }>('/api/health', cookie);
  const embedded = health.database?.kind === 'embedded';
  if (embedded && adminConnections > 1) {
    console.log(
      `\nEmbedded database (PGlite): one query at a time, so each request may wait for the other ${adminConnections - 1}; BENCH_CONNECTIONS=1 shows one admin's latency.`,
    );
  }
  printHeader(
    `Admin endpoints (${adminConnections} connections, ${embedded ? 'PGlite' : 'PostgreSQL'}; p95 goals of decision 036: ${embedded ? 'every one ≤ 30 ms' : 'lists and searches ≤ 20 ms, overview and Analytics ≤ 30 ms'})`,
  );
  let missed = 0;
  for (const path of paths) {
    // One request first: a wrong answer is reported at once, and plans and caches are warm.
    await getJson(path, cookie);
    if (printRow(await measure(path, adminConnections, cookie), adminGoalMs(path, embedded))) {
      missed += 1;
    }
  }
  console.log(
    missed === 0
      ? `\nAll ${paths.length} admin endpoints within their p95 goal.`
      : `\n${missed} of ${paths.length} admin endpoints over their p95 goal or with errors.`,
  );
}

main().catch((error: unknown) => {
  console.error(`bench failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
