import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '#shared/api-error';
import { queryRows } from '../../src/server/db/client';
import type { Database } from '../../src/server/db/client';
import { databaseOutageOf } from '../../src/server/db/database-outage';
import { shipments } from '../../src/server/db/schema';
import { DATABASE_UNAVAILABLE } from '../../src/server/http/error-handler';
import { liveTopics, publishLiveEvent } from '../../src/server/live/publish-live-event';
import { DEMO_CLIENT_PASSWORD } from '../../src/server/seed/demo-data';
import { kind, readEventStream } from '../helpers/event-stream';
import { demoClient, signInDemoClient } from '../helpers/portal-callers';
import type { SignedIn } from '../helpers/portal-callers';
import { startTcpProxy } from '../helpers/tcp-proxy';
import type { CutMode, TcpProxy } from '../helpers/tcp-proxy';
import { openTestDatabase } from '../helpers/test-database';
import { startTestServer } from '../helpers/test-server';
import type { TestServer } from '../helpers/test-server';

/**
 * Database outages (decision 042): the app reaches PostgreSQL through a TCP proxy that the test
 * cuts and restores, as a server restart (or a hung one) would look from the app. While it is gone,
 * requests that need it answer 503 at once; once it is back, the same app serves again.
 */

const AMELIA_SHIPMENT = 'OTC1763380800007';
const POOL_SIZE = 3;
const SETTINGS = {
  DB_POOL_SIZE: String(POOL_SIZE),
  DB_CONNECT_TIMEOUT_MS: '1000',
  DB_STATEMENT_TIMEOUT_MS: '3000',
};
/** Every request must have finished by then: a hang fails the test, a slow answer does not. */
const REQUEST_BOUND_MS = 15_000;
/** The app must serve again within this of the database coming back. */
const RECOVERY_BOUND_MS = 10_000;
const RETRY_INTERVAL_MS = 200;

const bounded = (): RequestInit => ({ signal: AbortSignal.timeout(REQUEST_BOUND_MS) });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.runIf(process.env.DATABASE_URL)('a PostgreSQL server that goes away', () => {
  let database: Database & { url?: string };
  let proxy: TcpProxy;
  let server: TestServer;
  let amelia: SignedIn;

  beforeAll(async () => {
    database = await openTestDatabase();
    proxy = await startTcpProxy(database.url!);
    server = await startTestServer({ seed: true, databaseUrl: proxy.url, env: SETTINGS });
    amelia = await signInDemoClient(server, 'amelia');
  });

  // A test that fails while the database is cut leaves it cut for no other.
  afterEach(() => proxy.restore());

  afterAll(async () => {
    await proxy?.restore();
    await server?.stop();
    await proxy?.close();
    await database?.close();
  });

  /** A sign-in of a demo client who is not otherwise signed in here. */
  const signInMarcus = () =>
    server
      .client()
      .post(
        '/api/auth/sign-in/email',
        { email: demoClient('marcus').email, password: DEMO_CLIENT_PASSWORD },
        bounded(),
      );

  /** What the test asks while the database is gone, and again once it is back. */
  const requests = {
    tracking: () => server.client().get(`/api/track/${AMELIA_SHIPMENT}`, bounded()),
    portalList: () => amelia.client.get('/api/portal/shipments', bounded()),
    session: () => amelia.client.get('/api/auth/get-session', bounded()),
    signIn: signInMarcus,
    // Answered by better-auth itself, whose first step is a database read.
    resetLink: () =>
      server.client().get('/api/auth/reset-password/no-such-token?callbackURL=/reset', bounded()),
    ready: () => server.client().get('/api/health/ready', bounded()),
    live: () => server.client().get('/api/health/live', bounded()),
  };

  /** Each request of `requests`, all at once, with how long each took. */
  async function askAll() {
    const entries = Object.entries(requests).map(async ([name, request]) => {
      const started = performance.now();
      const response = await request();
      return [name, { response, ms: Math.round(performance.now() - started) }] as const;
    });
    return Object.fromEntries(await Promise.all(entries));
  }

  async function expectUnavailable(response: Response) {
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe(
      String(DATABASE_UNAVAILABLE.retryAfterSeconds),
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    const text = await response.text();
    expect(text).not.toMatch(/\bat .+:\d+:\d+|ECONNREFUSED|Connection terminated|Failed query/);
    const body = JSON.parse(text) as ApiErrorBody;
    expect(body.error).toMatchObject({
      code: DATABASE_UNAVAILABLE.code,
      message: DATABASE_UNAVAILABLE.message,
    });
    expect(body.error.request_id).toEqual(expect.any(String));
  }

  async function expectOutageAnswers() {
    const answers = await askAll();
    const { live, ready, ...needingTheDatabase } = answers;
    for (const { response } of Object.values(needingTheDatabase)) await expectUnavailable(response);
    expect(ready.response.status).toBe(503);
    expect(await ready.response.json()).toMatchObject({ database: { status: 'down' } });
    expect(live.response.status).toBe(200);
    const took = Object.entries(answers).map(([name, { ms }]) => `${name} ${ms} ms`);
    console.log(`while cut: ${took.join(', ')}`);
    return answers;
  }

  /** Restores the database and retries a signed-in list until it answers; how long that took. */
  async function recover(mode: CutMode): Promise<void> {
    await proxy.restore();
    const started = performance.now();
    let attempts = 0;
    for (;;) {
      attempts += 1;
      const response = await requests.portalList();
      if (response.status === 200) break;
      await expectUnavailable(response);
      if (performance.now() - started > RECOVERY_BOUND_MS) {
        throw new Error(`still 503 ${RECOVERY_BOUND_MS} ms after the database came back`);
      }
      await sleep(RETRY_INTERVAL_MS);
    }
    const ms = Math.round(performance.now() - started);
    console.log(`after ${mode}: serving again ${ms} ms after restore (${attempts} attempts)`);
    await expectServing();
  }

  /** Every request of `requests` answers as it does with the database up. */
  async function expectServing() {
    const { tracking, portalList, session, signIn, resetLink, ready, live } = await askAll();
    expect(tracking.response.status).toBe(200);
    expect(portalList.response.status).toBe(200);
    // The session signed in before the outage still stands.
    expect(session.response.status).toBe(200);
    expect(await session.response.json()).toMatchObject({ user: { id: amelia.userId } });
    expect(signIn.response.status).toBe(200);
    expect(resetLink.response.status).toBe(302);
    expect(resetLink.response.headers.get('location')).toMatch(/error=INVALID_TOKEN/);
    expect(ready.response.status).toBe(200);
    expect(live.response.status).toBe(200);
  }

  /** A live event reaches an open stream: only NOTIFY, so the LISTEN connection is back. */
  async function expectLiveEventsFlow() {
    const [shipment] = await server.deps.db
      .select({ id: shipments.id })
      .from(shipments)
      .where(eq(shipments.tracking_number, AMELIA_SHIPMENT));
    const response = await server.client().get(`/api/track/${AMELIA_SHIPMENT}/events`, bounded());
    expect(response.status).toBe(200);
    const stream = readEventStream(response);
    try {
      await stream.next(kind('ready'));
      await publishLiveEvent(server.deps.db, {
        topic: liveTopics.shipment(shipment!.id),
        kind: 'shipment_changed',
        payload: { tracking_number: AMELIA_SHIPMENT, change: 'after_outage' },
      });
      const event = await stream.next(kind('shipment_changed'), 5_000);
      expect(JSON.parse(event.data)).toMatchObject({ change: 'after_outage' });
    } finally {
      await stream.close();
    }
  }

  it('sends DB_STATEMENT_TIMEOUT_MS as the statement timeout; a longer statement fails as an outage', async () => {
    const [setting] = await queryRows<{ statement_timeout: string }>(
      server.deps.db,
      sql`show statement_timeout`,
    );
    expect(setting?.statement_timeout).toBe('3s');
    const slow = await server.deps.db.execute(sql`select pg_sleep(30)`).then(
      () => null,
      (error: unknown) => error,
    );
    expect(databaseOutageOf(slow)).toMatchObject({ code: '57014' });
    // The connection is fine afterwards: only the statement was cancelled.
    expect(await queryRows(server.deps.db, sql`select 1 as one`)).toEqual([{ one: 1 }]);
  });

  it('a server that is down: 503 with Retry-After at once, then serving again without a restart', async () => {
    await expectServing();
    // The pool's idle connections and the live hub's LISTEN connection, all to be killed.
    expect(proxy.openConnections()).toBeGreaterThan(1);
    await proxy.cut('refuse');
    expect(proxy.openConnections()).toBe(0);
    await expectOutageAnswers();
    await recover('refuse');
    await expectLiveEventsFlow();
  });

  it('a server that takes connections and never answers: 503 once DB_CONNECT_TIMEOUT_MS passes, for more callers than the pool holds', async () => {
    await proxy.cut('silent');
    const [answers, crowd] = await Promise.all([
      expectOutageAnswers(),
      // More at once than the pool has connections: the rest wait for one, as long as a connect.
      Promise.all(Array.from({ length: POOL_SIZE * 3 }, () => requests.portalList())),
    ]);
    for (const response of crowd) await expectUnavailable(response);
    expect(answers.live.response.status).toBe(200);
    await recover('silent');
    await expectLiveEventsFlow();
  });

  it('a server lost under running transactions: the process goes on and the pool keeps every connection', async () => {
    const { db } = server.deps;
    const transaction = (seconds: number) =>
      db.transaction(async (tx) => {
        await tx.execute(sql`select pg_sleep(${seconds})`);
      });
    const failureOf = (work: Promise<unknown>) =>
      work.then(
        () => null,
        (error: unknown) => error,
      );
    const everyConnection = <T>(work: () => Promise<T>) =>
      Promise.all(Array.from({ length: POOL_SIZE }, work));

    // Every connection in a transaction when the server goes: an error on a checked-out client
    // that nobody heard would end the process (Vitest reports it as an unhandled error).
    const running = everyConnection(() => failureOf(transaction(5)));
    await sleep(300);
    await proxy.cut('refuse');
    for (const error of await running) expect(databaseOutageOf(error)).not.toBeNull();
    await proxy.restore();

    // Idle connections already dead but not yet known to be: each transaction's BEGIN fails on one.
    await everyConnection(() => db.execute(sql`select pg_sleep(0.05)`));
    const cutting = proxy.cut('refuse');
    const starting = everyConnection(() => failureOf(transaction(0)));
    await cutting;
    for (const error of await starting) expect(databaseOutageOf(error)).not.toBeNull();
    await recover('refuse');

    // As many transactions at once as the pool holds: a connection kept by a failed BEGIN would
    // make one wait DB_CONNECT_TIMEOUT_MS for nothing and fail.
    expect(await everyConnection(() => failureOf(transaction(0.2)))).toEqual(
      Array.from({ length: POOL_SIZE }, () => null),
    );
  });
});
