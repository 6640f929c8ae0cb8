import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../../src/server/db/schema';
import { METRICS_REFUSED_MESSAGE } from '../../src/server/features/metrics/handlers';
import { enqueueMail } from '../../src/server/mail/outbox';
import type { MailTransport } from '../../src/server/mail/sender';
import { fromAddress } from '../helpers/caller-address';
import { samplesOf, valueOf, type Sample } from '../helpers/metrics-text';
import { errorOf } from '../helpers/portal-callers';
import { useTestServer } from '../helpers/use-test-server';

/**
 * GET /metrics in Prometheus's text format: requests and their time per route
 * pattern, the mail outbox, the database pool, rate-limit refusals and the process; for a caller
 * on this machine, or one with METRICS_TOKEN (decision 041).
 */

const TOKEN = 'metrics-token-of-the-tests-0123456789abcdef';
const CONTENT_TYPE = 'text/plain; version=0.0.4; charset=utf-8';
const STRANGER = '203.0.113.40';
const onServer = Boolean(process.env.DATABASE_URL);

/** While set, every mail waits for it: the outbox keeps it unsent, however the sender polls. */
let held: Promise<void> | null = null;
const heldTransport: MailTransport = {
  send: async () => {
    await held;
  },
};

const server = useTestServer(() => {
  // A web root of one page, so that pages are counted too.
  const webRoot = mkdtempSync(join(tmpdir(), 'otc-metrics-web-'));
  writeFileSync(
    join(webRoot, 'index.html'),
    '<!doctype html><html><head></head><body></body></html>',
  );
  return { env: { METRICS_TOKEN: TOKEN }, mailTransport: heldTransport, webRoot };
});

/** A request of the app as if from `address`, which this server's socket cannot make. */
function requestFrom(address: string, path: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  headers.set('origin', server.url);
  return server.app.fetch(
    new Request(`${server.url}${path}`, { ...init, headers }),
    fromAddress(address),
  );
}

async function scrape(): Promise<Sample[]> {
  const response = await server.client().get('/metrics');
  expect(response.status).toBe(200);
  return samplesOf(await response.text());
}

const requests = (samples: Sample[], labels: Record<string, string>) =>
  valueOf(samples, 'otc_http_requests_total', labels) ?? 0;

describe('GET /metrics from this machine', () => {
  it('answers Prometheus text with every metric, never to be stored', async () => {
    await server.client().get('/api/health/live');
    const response = await server.client().get('/metrics');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(CONTENT_TYPE);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const text = await response.text();
    for (const [name, type] of [
      ['otc_http_requests_total', 'counter'],
      ['otc_http_request_duration_seconds', 'histogram'],
      ['otc_mail_outbox_depth', 'gauge'],
      ['otc_mail_outbox_oldest_age_seconds', 'gauge'],
      ['otc_rate_limit_refusals_total', 'counter'],
      ['otc_process_cpu_user_seconds_total', 'counter'],
      ['otc_process_resident_memory_bytes', 'gauge'],
      ['otc_nodejs_eventloop_lag_seconds', 'gauge'],
      ['otc_nodejs_heap_size_used_bytes', 'gauge'],
    ]) {
      expect(text).toContain(`# TYPE ${name} ${type}\n`);
    }

    const samples = samplesOf(text);
    const live = { method: 'GET', route: '/api/health/live' };
    expect(requests(samples, { ...live, status: '200' })).toBe(1);
    // Buckets from 1 ms to 10 s.
    const buckets = samples.filter(
      ({ name, labels }) =>
        name === 'otc_http_request_duration_seconds_bucket' && labels.route === live.route,
    );
    expect(buckets.map(({ labels }) => labels.le)).toEqual([
      ...['0.001', '0.0025', '0.005', '0.01', '0.025', '0.05', '0.1', '0.25', '0.5'],
      ...['1', '2.5', '5', '10', '+Inf'],
    ]);
    expect(buckets.at(-2)?.value).toBe(1);
    expect(valueOf(samples, 'otc_http_request_duration_seconds_count', live)).toBe(1);
  });

  it('shows the PostgreSQL pool, and no pool of the embedded database', async () => {
    const samples = await scrape();
    const pool = (name: string) => valueOf(samples, `otc_db_pool_${name}`);
    if (onServer) {
      expect(pool('max_clients')).toBe(10);
      expect(pool('clients')).toBeGreaterThanOrEqual(1);
      expect(pool('idle_clients')).toBeLessThanOrEqual(pool('clients')!);
      expect(pool('waiting_requests')).toBe(0);
    } else {
      expect(samples.filter(({ name }) => name.startsWith('otc_db_pool_'))).toEqual([]);
    }
  });
});

describe('requests by route', () => {
  it('counts a request under the pattern of its route, never its path', async () => {
    const number = 'OTC1999999999001';
    const shipmentId = randomUUID();
    const before = await scrape();
    for (let index = 0; index < 3; index += 1) {
      expect((await server.client().get(`/api/track/${number}`)).status).toBe(404);
    }
    // The guard answers before the route's handler runs: still counted under the route.
    expect((await server.client().get(`/api/admin/shipments/${shipmentId}`)).status).toBe(401);
    expect((await server.client().get('/api/no-such-endpoint')).status).toBe(404);
    expect((await server.client().get('/vault')).status).toBe(200);
    expect((await server.client().get('/no-such-file.js')).status).toBe(404);

    const response = await server.client().get('/metrics');
    const text = await response.text();
    expect(text).not.toContain(number);
    expect(text).not.toContain(shipmentId);
    expect(text).not.toContain('no-such');
    const after = samplesOf(text);
    const added = (labels: Record<string, string>) =>
      requests(after, labels) - requests(before, labels);
    const track = { method: 'GET', route: '/api/track/:number' };
    expect(added({ ...track, status: '404' })).toBe(3);
    const countOf = (samples: Sample[]) =>
      valueOf(samples, 'otc_http_request_duration_seconds_count', track) ?? 0;
    expect(countOf(after) - countOf(before)).toBe(3);
    expect(added({ method: 'GET', route: '/api/admin/shipments/:shipmentId', status: '401' })).toBe(
      1,
    );
    expect(added({ method: 'GET', route: 'unmatched', status: '404' })).toBe(2);
    expect(added({ method: 'GET', route: 'static', status: '200' })).toBe(1);
    // The scrape before this one is counted too.
    expect(added({ method: 'GET', route: '/metrics', status: '200' })).toBe(1);
  });
});

describe('rate-limit refusals', () => {
  it('counts every 429 under its rule, whether the database or this instance refused it', async () => {
    const before = await scrape();
    const track = () => requestFrom(STRANGER, '/api/track/OTC0000000000000');
    for (let attempt = 1; attempt <= 30; attempt += 1) expect((await track()).status).toBe(404);
    // The 31st is refused by the database's count, the 32nd from this instance's memory.
    await errorOf(await track(), 429);
    await errorOf(await track(), 429);

    // Per e-mail address, inside better-auth's sign-in (rate-limit/consume.ts's two paths).
    const signIn = () =>
      requestFrom('203.0.113.41', '/api/auth/sign-in/email', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'nobody@metrics.example', password: 'Wrong-Password-1' }),
      });
    for (let attempt = 1; attempt <= 10; attempt += 1) expect((await signIn()).status).toBe(401);
    await errorOf(await signIn(), 429);
    await errorOf(await signIn(), 429);

    const after = await scrape();
    const refusals = (samples: Sample[], rule: string) =>
      valueOf(samples, 'otc_rate_limit_refusals_total', { rule }) ?? 0;
    expect(refusals(after, 'ip:track') - refusals(before, 'ip:track')).toBe(2);
    const perEmail = 'email:/api/auth/sign-in/email';
    expect(refusals(after, perEmail) - refusals(before, perEmail)).toBe(2);
    // No rule is named after a caller: neither the address nor the e-mail is in any label.
    const labels = after.flatMap(({ labels: values }) => Object.values(values));
    expect(labels.filter((value) => /203\.0\.113|nobody@/.test(value))).toEqual([]);
    const track429 = { method: 'GET', route: '/api/track/:number', status: '429' };
    expect(requests(after, track429) - requests(before, track429)).toBe(2);
  });
});

describe('the mail outbox', () => {
  it('shows queued mail as depth and the age of the oldest, and their delivery', async () => {
    const outbox = (samples: Sample[]) => ({
      depth: valueOf(samples, 'otc_mail_outbox_depth'),
      age: valueOf(samples, 'otc_mail_outbox_oldest_age_seconds'),
    });
    expect(outbox(await scrape())).toEqual({ depth: 0, age: 0 });

    let release = () => {};
    held = new Promise((resolve) => {
      release = resolve;
    });
    const message = { subject: 'Metrics', html: '<p>Metrics</p>', text: 'Metrics' };
    await enqueueMail(server.deps.db, 'first@metrics.example', message);
    await enqueueMail(server.deps.db, 'second@metrics.example', message);
    await server.deps.db
      .update(mailOutbox)
      .set({ created_at: sql`now() - interval '90 seconds'` })
      .where(eq(mailOutbox.to, 'first@metrics.example'));
    const queued = outbox(await scrape());
    expect(queued.depth).toBe(2);
    expect(queued.age).toBeGreaterThanOrEqual(90);
    expect(queued.age).toBeLessThan(120);

    release();
    held = null;
    await server.mail.deliverDue();
    expect(outbox(await scrape())).toEqual({ depth: 0, age: 0 });
  });
});

describe('who may read it', () => {
  it('refuses a caller elsewhere without the token with 403 in the one error shape', async () => {
    const response = await requestFrom(STRANGER, '/metrics');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const error = await errorOf(response, 403);
    expect(error).toMatchObject({ code: 'FORBIDDEN', message: METRICS_REFUSED_MESSAGE });
    expect(error.request_id).toBeTruthy();
  });

  it('answers a caller elsewhere that sends the token as a bearer token', async () => {
    for (const scheme of ['Bearer', 'bearer']) {
      const response = await requestFrom(STRANGER, '/metrics', {
        headers: { authorization: `${scheme} ${TOKEN}` },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe(CONTENT_TYPE);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.text()).toContain('# TYPE otc_http_requests_total counter');
    }
  });

  it.each([
    ['a wrong token', `Bearer ${'x'.repeat(TOKEN.length)}`],
    ['the token with one more character', `Bearer ${TOKEN}x`],
    ['the token less its last character', `Bearer ${TOKEN.slice(0, -1)}`],
    ['the token twice', `Bearer ${TOKEN} ${TOKEN}`],
    ['the token without its scheme', TOKEN],
    ['the token as Basic credentials', `Basic ${Buffer.from(`x:${TOKEN}`).toString('base64')}`],
    ['the scheme alone', 'Bearer'],
    ['a token of other characters', 'Bearer tö*en"\\'],
    ['a very long header', `Bearer ${'a'.repeat(8000)}`],
  ])('refuses %s with the same 403, never a 500', async (_name, authorization) => {
    const error = await errorOf(
      await requestFrom(STRANGER, '/metrics', { headers: { authorization } }),
      403,
    );
    expect(error).toMatchObject({ code: 'FORBIDDEN', message: METRICS_REFUSED_MESSAGE });
  });

  describe('on a server without METRICS_TOKEN, behind a proxy on this machine', () => {
    // The test's own requests come from 127.0.0.1, which plays the proxy here.
    const proxied = useTestServer({ env: { TRUSTED_PROXIES: '127.0.0.1' } });

    it('refuses a client the proxy forwarded from elsewhere, and answers the proxy itself', async () => {
      const forwarded = await proxied
        .client()
        .get('/metrics', { headers: { 'x-forwarded-for': '198.51.100.7' } });
      expect((await errorOf(forwarded, 403)).message).toBe(METRICS_REFUSED_MESSAGE);
      expect((await proxied.client().get('/metrics')).status).toBe(200);
    });

    it('refuses every bearer token from elsewhere: none is set', async () => {
      for (const authorization of ['Bearer ', 'Bearer undefined', `Bearer ${TOKEN}`]) {
        const response = await proxied.app.fetch(
          new Request(`${proxied.url}/metrics`, { headers: { authorization } }),
          fromAddress(STRANGER),
        );
        expect(response.status).toBe(403);
      }
    });
  });
});
