import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startSmtpSink } from '../tests/helpers/smtp-sink';
import { startCluster, type Cluster } from './cluster/cluster';
import { signInAsAdmin } from './lib/sign-in';
import { freePort } from './lib/free-port';

/**
 * `npm run test:faults` (decision 039): a bounded write load through nginx to two instances
 * while one instance is killed (SIGKILL), PostgreSQL restarts, and the cluster restarts in turn.
 * Then every write answered 2xx must be in the database exactly once, and every queued e-mail must
 * have reached the SMTP sink exactly once. Prints the counts; writes its checks to
 * test-results/faults-summary.json for .ci/run's closing line. Everything stays on loopback.
 */
const WRITES = Number(process.env.FAULT_WRITES ?? 2_000);
const CONCURRENCY = 16;
const REQUEST_TIMEOUT_MS = 15_000;
const MAIL_DRAIN_TIMEOUT_MS = 120_000;
const ADMIN_EMAIL = 'admin@orion-tc.example';
const ADMIN_PASSWORD = 'Fault-Suite-Admin-2026!';
/** The contact form allows 5 messages per address in 10 minutes: 4 each from 127.0.1.x. */
const CONTACTS_PER_ADDRESS = 4;
/** A repeat sent within this long of the SIGKILL is the one Message-ID lets a receiver drop. */
const KILL_WINDOW_MS = 1_000;
/** The time after a fault that the next one waits, so each one's failures are its own. */
const SETTLE_MS = 2_000;
/** The app serves again within this long of the database returning (decision 042). */
const RECOVERY_GOAL_MS = 5_000;

type Kind = 'contact' | 'shipment update' | 'vault edit';
type Write = {
  kind: Kind;
  marker: string;
  status: number;
  phase: number;
  body?: string;
  startedAt: number;
  endedAt: number;
};
/** When a fault began and when it was over, in ms since the epoch. */
type Window = { from: number; to: number };
type Check = { name: string; ok: boolean; detail: string };

const run = `F${Date.now().toString(36)}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
// A connection per request, as many clients do: see the decision record on nginx reloads.
const agent = new Agent({ keepAlive: false, maxSockets: CONCURRENCY * 2 });

/** One HTTP request; any failure (refused, reset, timeout) is status 0. */
function send(
  base: string,
  method: string,
  path: string,
  body: unknown,
  headers: Record<string, string>,
  localAddress?: string,
): Promise<{ status: number; text: string }> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve) => {
    const outgoing = request(
      `${base}${path}`,
      {
        method,
        agent,
        localAddress,
        timeout: REQUEST_TIMEOUT_MS,
        headers: {
          origin: base,
          ...(payload && { 'content-type': 'application/json' }),
          ...headers,
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
        response.on('error', () => resolve({ status: 0, text }));
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error('timeout')));
    outgoing.on('error', () => resolve({ status: 0, text: '' }));
    outgoing.end(payload);
  });
}

/** A staff edit of a vault item as listed, under the name given. */
function vaultEdit(item: Record<string, unknown>, name: string) {
  return {
    client_id: item.client_id,
    name,
    description: item.description ?? null,
    category: item.category,
    security_level: item.security_level,
    location_code: item.location_code ?? null,
    value: item.value ?? null,
  };
}

async function main() {
  const root = mkdtempSync(join(tmpdir(), 'otc-faults-'));
  // PostgreSQL runs as `postgres` when we are root: it must reach its folder inside.
  chmodSync(root, 0o755);
  const sink = await startSmtpSink();
  const sinkArrivals: { messageId: string; at: number }[] = [];
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let cluster: Cluster | undefined;
  /** Each write not answered 2xx, for the log kept with FAULT_KEEP=1. */
  const failedWrites: string[] = [];
  const checks: Check[] = [];
  try {
    const firstInstancePort = await freePort();
    cluster = await startCluster({
      dataDir: join(root, 'cluster'),
      port,
      firstInstancePort,
      localPostgresPort: await freePort(),
      env: {
        ...process.env,
        DATABASE_URL: undefined,
        NODE_ENV: 'development',
        APP_URL: base,
        SMTP_URL: sink.url,
        ADMIN_EMAIL,
        ADMIN_PASSWORD,
        SEED_DEMO: 'true',
        LOG_LEVEL: 'warn',
        // Short drains: the fault suite restarts instances often.
        SHUTDOWN_DRAIN_MS: '500',
      },
    });
    console.log(
      `Cluster up: ${base}, instances ${cluster.instances.map((i) => i.port).join(', ')}`,
    );
    const database = new pg.Pool({ connectionString: cluster.databaseUrl, max: 2 });
    database.on('error', () => {});

    const { cookie } = await signInAsAdmin({
      baseUrl: base,
      email: ADMIN_EMAIL,
      password: ADMIN_PASSWORD,
    });
    const admin = { cookie };
    const shipments = JSON.parse(
      (await send(base, 'GET', '/api/admin/shipments?page_size=50', undefined, admin)).text,
    ) as { rows: { id: string }[] };
    const listed = JSON.parse(
      (await send(base, 'GET', '/api/admin/vault-items?page_size=50', undefined, admin)).text,
    ) as { rows: Record<string, unknown>[] };
    // A released item, or one a pending release holds, refuses every edit with 409 (decision
    // 069): the load writes only to items that took an edit before any fault. The edit renames
    // them, since an edit that changes nothing is answered before the lock is looked at.
    const editable = [];
    for (const item of listed.rows.filter((row) => row.released_at === null)) {
      const { status } = await send(
        base,
        'PUT',
        `/api/admin/vault-items/${String(item.id)}`,
        vaultEdit(item, `Fault suite: ${String(item.name)}`),
        admin,
      );
      if (status === 200) editable.push(item);
    }
    const items = { rows: editable };
    if (shipments.rows.length === 0 || items.rows.length === 0) {
      throw new Error('the demo data has no shipments or vault items to write to');
    }
    // One session and one rate-limit count for the whole cluster.
    const direct = await Promise.all(
      cluster.instances.map(
        async (instance) =>
          (
            await send(
              `http://127.0.0.1:${instance.port}`,
              'GET',
              '/api/admin/overview',
              undefined,
              admin,
            )
          ).status,
      ),
    );
    checks.push({
      name: 'a session made through nginx works on every instance',
      ok: direct.every((status) => status === 200),
      detail: `GET /api/admin/overview straight to each instance: ${direct.join(', ')}`,
    });
    const lookups: number[] = [];
    for (let attempt = 1; attempt <= 31; attempt += 1) {
      lookups.push(
        (await send(base, 'GET', `/api/track/OTC${attempt}`, undefined, {}, '127.0.3.1')).status,
      );
    }
    checks.push({
      name: 'the per-address limit counts across instances',
      ok: lookups.slice(0, 30).every((status) => status === 404) && lookups[30] === 429,
      detail: `30 lookups from 127.0.3.1 through nginx (spread over ${cluster.instances.length} instances) answered 404, the 31st ${lookups[30]}`,
    });
    const startedAt = new Date();

    const writes: Write[] = [];
    const plan = Array.from({ length: WRITES }, (_, index) => index);
    let done = 0;
    const events: string[] = [];
    let killedAt = 0;
    const faults = [
      {
        after: Math.round(WRITES * 0.2),
        name: 'SIGKILL instance 2, then start it again',
        act: async () => {
          killedAt = Date.now();
          await cluster!.crashAndRestart(1);
        },
      },
      {
        after: Math.round(WRITES * 0.45),
        name: 'restart PostgreSQL (fast)',
        act: async () => {
          const from = Date.now();
          await cluster!.postgres!.restart();
          windows.postgres = { from, to: Date.now() };
        },
      },
      {
        after: Math.round(WRITES * 0.7),
        name: 'rolling restart of both instances',
        act: async () => {
          // Once the database restart is well over: what fails from here is the restart's doing.
          await sleep(SETTLE_MS);
          const from = Date.now();
          await cluster!.rollingRestart();
          windows.rolling = { from, to: Date.now() };
        },
      },
    ];
    const faultRuns: Promise<unknown>[] = [];
    const faultErrors: string[] = [];
    const windows: { postgres?: Window; rolling?: Window } = {};
    let faultRunning = false;

    async function perform(index: number): Promise<Omit<Write, 'phase' | 'startedAt' | 'endedAt'>> {
      const marker = `${run}-${index}`;
      if (index % 4 === 0) {
        const sender = Math.floor(index / 4 / CONTACTS_PER_ADDRESS);
        const address = `127.0.${1 + Math.floor(sender / 250)}.${1 + (sender % 250)}`;
        const { status, text } = await send(
          base,
          'POST',
          '/api/contact',
          {
            name: 'Fault Suite',
            email: `fault-${index}@client.example`,
            subject: marker,
            message: 'A message sent while the cluster is being broken on purpose.',
            serviceType: 'shipping',
          },
          {},
          address,
        );
        return { kind: 'contact', marker, status, body: text.slice(0, 160) };
      }
      if (index % 2 === 1) {
        const shipment = shipments.rows[index % shipments.rows.length]!;
        const { status, text } = await send(
          base,
          'POST',
          `/api/admin/shipments/${shipment.id}/updates`,
          { status: 'in_transit', location: marker, description: 'Fault suite checkpoint' },
          admin,
        );
        return { kind: 'shipment update', marker, status, body: text.slice(0, 160) };
      }
      const item = items.rows[index % items.rows.length]!;
      const { status, text } = await send(
        base,
        'PUT',
        `/api/admin/vault-items/${String(item.id)}`,
        vaultEdit(item, marker),
        admin,
      );
      return { kind: 'vault edit', marker, status, body: text.slice(0, 160) };
    }

    const loadStarted = Date.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        for (let next = plan.shift(); next !== undefined; next = plan.shift()) {
          const phase = events.length;
          const started = Date.now();
          const write = await perform(next);
          writes.push({ ...write, phase, startedAt: started, endedAt: Date.now() });
          if (write.status < 200 || write.status >= 300) {
            failedWrites.push(
              `${new Date(started).toISOString()} +${Date.now() - started} ms ${write.kind} ${write.status} ${write.body ?? ''}`,
            );
          }
          done += 1;
          // One fault at a time, each once the previous one is over.
          if (!faultRunning && faults[0] && done >= faults[0].after) {
            const fault = faults.shift()!;
            events.push(`${fault.name} (after ${done} writes)`);
            console.log(`… ${fault.name} (after ${done} writes)`);
            faultRunning = true;
            faultRuns.push(
              fault
                .act()
                .catch((error: unknown) => faultErrors.push(`${fault.name}: ${String(error)}`))
                .finally(() => (faultRunning = false)),
            );
          }
        }
      }),
    );
    await Promise.all(faultRuns);
    checks.push({
      name: 'every fault was carried out and the cluster recovered from it',
      ok: faults.length === 0 && faultErrors.length === 0,
      detail:
        faultErrors.join('; ') ||
        (faults.length > 0 ? `${faults.length} fault(s) not reached` : 'yes'),
    });
    const loadSeconds = (Date.now() - loadStarted) / 1000;

    // Every answered write, exactly once.
    const counted = async (query: string) => {
      const { rows } = await database.query<{ marker: string; count: number }>(query, [`${run}-%`]);
      return new Map(rows.map((row) => [row.marker, Number(row.count)]));
    };
    const stored = {
      contact: await counted(
        'select subject as marker, count(*) from contact_messages where subject like $1 group by 1',
      ),
      'shipment update': await counted(
        'select location as marker, count(*) from shipment_updates where location like $1 group by 1',
      ),
      'vault edit': await counted(
        `select entity_label as marker, count(*) from audit_events
         where entity_type = 'vault_item' and entity_label like $1 group by 1`,
      ),
    } satisfies Record<Kind, Map<string, number>>;
    for (const kind of ['contact', 'shipment update', 'vault edit'] as const) {
      const ofKind = writes.filter((write) => write.kind === kind);
      const answered = ofKind.filter((write) => write.status >= 200 && write.status < 300);
      const wrong = answered.filter((write) => stored[kind].get(write.marker) !== 1);
      const failed = ofKind.length - answered.length;
      const storedAnyway = ofKind.filter(
        (write) => !(write.status >= 200 && write.status < 300) && stored[kind].has(write.marker),
      ).length;
      const twice = [...stored[kind].values()].filter((count) => count > 1).length;
      checks.push({
        name: `${kind}s answered 2xx are stored exactly once`,
        ok: wrong.length === 0 && twice === 0,
        detail: `${ofKind.length} sent, ${answered.length} answered 2xx, all stored once: ${wrong.length === 0 ? 'yes' : `no (${wrong.length} not)`}; ${failed} not answered 2xx (${storedAnyway} of them stored anyway); stored twice: ${twice}`,
      });
    }
    const ok = (write: Write) => write.status >= 200 && write.status < 300;
    const during = (window: Window | undefined, slackMs = 0) =>
      window
        ? writes.filter((w) => w.endedAt >= window.from && w.startedAt <= window.to + slackMs)
        : [];
    // While PostgreSQL restarts, a write fails fast with 503 and the message, or succeeds.
    const pgWrites = during(windows.postgres, RECOVERY_GOAL_MS);
    const pgFailed = pgWrites.filter((w) => !ok(w));
    const unclear = pgFailed.filter(
      (w) => w.status !== 503 || !w.body?.includes('"code":"UNAVAILABLE"'),
    );
    const slowest = Math.max(0, ...pgFailed.map((w) => w.endedAt - w.startedAt));
    const lastFailure = Math.max(0, ...pgFailed.map((w) => w.endedAt));
    const recoveredAfter = windows.postgres ? Math.max(0, lastFailure - windows.postgres.to) : -1;
    checks.push({
      name: 'a PostgreSQL restart costs 503s that come fast and end within 5 s of its return',
      ok:
        windows.postgres !== undefined &&
        unclear.length === 0 &&
        slowest <= REQUEST_TIMEOUT_MS / 3 &&
        recoveredAfter <= RECOVERY_GOAL_MS,
      detail: `restart took ${windows.postgres ? windows.postgres.to - windows.postgres.from : '?'} ms; ${pgWrites.length} writes around it, ${pgFailed.length} not 2xx, ${unclear.length} of them other than 503 UNAVAILABLE, the slowest answered in ${slowest} ms; the last failure came ${recoveredAfter} ms after the database was back`,
    });
    // A rolling restart fails no request.
    const rollingWrites = during(windows.rolling);
    const rollingFailed = rollingWrites.filter((w) => !ok(w));
    checks.push({
      name: 'a rolling restart of the cluster fails no request',
      ok: windows.rolling !== undefined && rollingFailed.length === 0,
      detail: `${rollingWrites.length} writes during the ${windows.rolling ? windows.rolling.to - windows.rolling.from : '?'} ms restart, ${rollingFailed.length} not 2xx`,
    });
    const answersOf = (phase: Write[]) => {
      const statuses = new Map<number, number>();
      for (const write of phase) statuses.set(write.status, (statuses.get(write.status) ?? 0) + 1);
      return [...statuses]
        .sort(([a], [b]) => a - b)
        .map(([status, count]) => `${status === 0 ? 'no answer' : status} ×${count}`)
        .join(', ');
    };

    // Every queued mail, exactly once at the sink.
    const deadline = Date.now() + MAIL_DRAIN_TIMEOUT_MS;
    let unsent = -1;
    while (Date.now() < deadline) {
      const { rows } = await database
        .query<{ count: string }>(
          'select count(*) from mail_outbox where sent_at is null and created_at >= $1',
          [startedAt],
        )
        .catch(() => ({ rows: [{ count: '-1' }] }));
      unsent = Number(rows[0]!.count);
      if (unsent === 0) break;
      await sleep(500);
    }
    const { rows: queued } = await database.query<{ id: string }>(
      'select id from mail_outbox where created_at >= $1',
      [startedAt],
    );
    for (const mail of sink.mails) {
      sinkArrivals.push({ messageId: mail.headers['message-id'] ?? '', at: mail.receivedAt });
    }
    const arrivals = new Map<string, number[]>();
    for (const { messageId, at } of sinkArrivals) {
      arrivals.set(messageId, [...(arrivals.get(messageId) ?? []), at]);
    }
    const idOf = (messageId: string) => /^<([^@]+)@/.exec(messageId)?.[1] ?? '';
    const queuedIds = new Set(queued.map((row) => row.id));
    const relevant = [...arrivals].filter(([messageId]) => queuedIds.has(idOf(messageId)));
    const missing = queued.filter(
      (row) => !relevant.some(([messageId]) => idOf(messageId) === row.id),
    ).length;
    const repeats = relevant.filter(([, times]) => times.length > 1);
    const killRepeats = repeats.filter(([, times]) =>
      times.some((at) => killedAt > 0 && Math.abs(at - killedAt) <= KILL_WINDOW_MS),
    );
    checks.push({
      name: 'every queued e-mail reached the SMTP sink exactly once',
      ok: unsent === 0 && missing === 0 && repeats.length === killRepeats.length,
      detail: `${queued.length} queued, ${relevant.length} distinct Message-IDs received, ${missing} missing, ${unsent} unsent; repeats: ${repeats.length} (${killRepeats.length} within ${KILL_WINDOW_MS} ms of the SIGKILL, which a receiver drops by Message-ID; ${repeats.length - killRepeats.length} otherwise)`,
    });
    checks.push({
      name: 'the cluster serves after the faults',
      ok: (await send(base, 'GET', '/api/health/ready', undefined, {})).status === 200,
      detail: 'GET /api/health/ready through nginx',
    });
    await database.end();

    console.log(
      `\nFault suite, run ${run}: ${writes.length} writes in ${loadSeconds.toFixed(1)} s, ${CONCURRENCY} at a time`,
    );
    console.log(`  answers before any fault: ${answersOf(writes.filter((w) => w.phase === 0))}`);
    events.forEach((event, index) =>
      console.log(`  after "${event}": ${answersOf(writes.filter((w) => w.phase === index + 1))}`),
    );
    for (const check of checks)
      console.log(`  ${check.ok ? '✓' : '✘'} ${check.name}: ${check.detail}`);
  } catch (error) {
    checks.push({
      name: 'the fault suite ran',
      ok: false,
      detail: error instanceof Error ? error.message : String(error),
    });
    console.error(
      `The fault suite stopped: ${error instanceof Error ? error.stack : String(error)}`,
    );
  } finally {
    await cluster?.stop().catch(() => {});
    await sink.close();
    // FAULT_KEEP=1 keeps the instances' logs and nginx's, to read after a failure.
    if (process.env.FAULT_KEEP === '1') {
      writeFileSync(join(root, 'failed-writes.log'), failedWrites.join('\n'));
      console.log(`Logs kept in ${root}`);
    } else rmSync(root, { recursive: true, force: true });
  }
  const failed = checks.filter((check) => !check.ok);
  mkdirSync('test-results', { recursive: true });
  writeFileSync(
    'test-results/faults-summary.json',
    JSON.stringify({
      passed: checks.length - failed.length,
      failed: failed.length,
      failures: failed.map((check) => `fault suite: ${check.name}`),
    }),
  );
  console.log(`\n${checks.length - failed.length} passed, ${failed.length} failed`);
  process.exit(failed.length === 0 ? 0 : 1);
}

await main();
