import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { signInAdmin } from '../helpers/portal-callers';
import { useTestServer } from '../helpers/use-test-server';

const webRoot = mkdtempSync(join(tmpdir(), 'otc-web-'));

const server = useTestServer(() => {
  mkdirSync(join(webRoot, 'assets'));
  writeFileSync(
    join(webRoot, 'index.html'),
    '<!doctype html><html lang="en"><title>OTC</title></html>',
  );
  const script = 'console.log("orion");'.repeat(20);
  writeFileSync(join(webRoot, 'assets', 'index-abc123.js'), script);
  writeFileSync(join(webRoot, 'assets', 'index-abc123.js.br'), brotliCompressSync(script));
  writeFileSync(join(webRoot, 'assets', 'index-abc123.js.gz'), gzipSync(script));
  writeFileSync(join(webRoot, 'robots.txt'), 'User-agent: *');
  return { seed: true, webRoot };
});

/** A POST whose JSON body goes in `pieces`, a few milliseconds apart, without a length. */
function chunkedPost(path: string, pieces: string[]): Promise<{ status: number; text: string }> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: hostname,
        port,
        method: 'POST',
        path,
        headers: { 'content-type': 'application/json', origin: server.url },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
      },
    );
    request.on('error', reject);
    const send = (index: number) => {
      if (index === pieces.length) return void request.end();
      request.write(pieces[index]!, () => setTimeout(() => send(index + 1), 5));
    };
    send(0);
  });
}

describe('health', () => {
  it('answers 200 with the database status', async () => {
    const response = await server.client().get('/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      status: 'ok',
      database: { status: 'up', kind: process.env.DATABASE_URL ? 'server' : 'embedded' },
    });
  });
});

describe('errors', () => {
  it('answers unknown API paths with 404 in the one error shape and a request id', async () => {
    const response = await server.client().get('/api/no-such-thing');
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = await response.json();
    expect(body).toEqual({
      error: {
        code: 'NOT_FOUND',
        message: 'There is no such API endpoint.',
        request_id: response.headers.get('x-request-id'),
      },
    });
  });

  it('answers an unknown path under a guarded prefix in the same shape, after the guard', async () => {
    const path = '/api/admin/shipments/no/such/thing';
    expect((await server.client().get(path)).status).toBe(401);
    const { client: admin } = await signInAdmin(server);
    const response = await admin.get(path);
    expect(response.status).toBe(404);
    expect((await response.json()).error.message).toBe('There is no such API endpoint.');
  });

  it('answers a route of one handler at once, without a promise (decision 038)', async () => {
    const live = server.app.fetch(new Request(`${server.url}/api/health/live`));
    expect(live).not.toBeInstanceOf(Promise);
    expect((live as Response).status).toBe(200);
    const unknown = server.app.fetch(new Request(`${server.url}/api/no-such-thing`));
    expect(unknown).not.toBeInstanceOf(Promise);
    const body = await (unknown as Response).json();
    expect(body.error.code).toBe('NOT_FOUND');
    expect(body.error.request_id).toMatch(/^[0-9a-f-]{36}$/);
    // A route that reads the database answers later, through the same context.
    expect(await server.app.fetch(new Request(`${server.url}/api/health`))).toHaveProperty(
      'status',
      200,
    );
  });

  it('refuses a state-changing request from a foreign origin', async () => {
    const client = server.client();
    const foreign = await client.request('/api/auth/sign-out', {
      method: 'POST',
      headers: { origin: 'https://evil.example' },
      json: {},
    });
    expect(foreign.status).toBe(403);
    expect((await foreign.json()).error.code).toBe('FORBIDDEN');
    const missing = await fetch(`${server.url}/api/auth/sign-out`, { method: 'POST', body: '{}' });
    expect(missing.status).toBe(403);
  });

  it('refuses a body over the size limit with 413', async () => {
    const response = await server.client().post('/api/auth/sign-in/email', {
      email: 'a@b.example',
      password: 'x'.repeat(200 * 1024),
    });
    expect(response.status).toBe(413);
    expect((await response.json()).error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('reads a JSON body sent in pieces without a length, and refuses one past the limit as it comes', async () => {
    const body = JSON.stringify({ email: 'nobody@example.com', password: 'Wrong-Password-1' });
    const pieces = [body.slice(0, 10), body.slice(10, 30), body.slice(30)];
    const whole = await chunkedPost('/api/auth/sign-in/email', pieces);
    // Read whole and understood: refused as a wrong sign-in, not as unreadable JSON.
    expect(whole.status).toBe(401);
    expect(JSON.parse(whole.text).error.code).not.toBe('BAD_REQUEST');

    const tooMuch = await chunkedPost('/api/auth/sign-in/email', [
      '{"email":"a@b.example","password":"',
      ...Array.from({ length: 30 }, () => 'x'.repeat(4 * 1024)),
      '"}',
    ]);
    expect(tooMuch.status).toBe(413);
    expect(JSON.parse(tooMuch.text).error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('reads a body that starts with a byte order mark as the Fetch API does: without it', async () => {
    const response = await server.client().request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: `\uFEFF${JSON.stringify({ email: 'nobody@example.com', password: 'Wrong-Password-1' })}`,
    });
    expect(response.status).toBe(401);
  });

  it('goes on serving when a caller goes away in the middle of a body', async () => {
    const { hostname, port } = new URL(server.url);
    await new Promise<void>((resolve) => {
      const request = httpRequest({
        host: hostname,
        port,
        method: 'POST',
        path: '/api/auth/sign-in/email',
        headers: {
          'content-type': 'application/json',
          'content-length': '1000',
          origin: server.url,
        },
      });
      request.on('error', () => resolve());
      request.write('{"email":"a@b.example",', () => {
        setTimeout(() => {
          request.destroy();
          resolve();
        }, 50);
      });
    });
    expect((await server.client().get('/api/health')).status).toBe(200);
  });

  it('never shows a stack trace for malformed JSON', async () => {
    const response = await server.client().request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email":',
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(await response.text()).not.toMatch(/\bat .+:\d+:\d+/);
  });
});

describe('security headers', () => {
  it('sends the security headers on API and page answers', async () => {
    for (const path of ['/api/health', '/', '/assets/index-abc123.js']) {
      const response = await server.client().get(path);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('strict-transport-security')).toBeNull();
      // Without MAP_TILES_URL, images come from here alone (decision 081).
      expect(csp).toContain("img-src 'self' data: blob:;");
    }
  });
});

describe('the single-page app', () => {
  it('serves index.html for app routes with no-cache', async () => {
    for (const path of ['/', '/vault/items', '/admin/overview', '/track']) {
      const response = await server.client().get(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toContain('<title>OTC</title>');
    }
  });

  it('paints the saved dark theme from the cookie, so a reload does not flash light', async () => {
    const dark = await server.client().get('/vault', {
      headers: { cookie: 'other=1; otc-theme=dark', 'accept-encoding': 'br' },
    });
    expect(dark.headers.get('vary')).toContain('Cookie');
    expect(await dark.text()).toContain('<html lang="en" class="dark">');
    const light = await server.client().get('/vault', { headers: { cookie: 'otc-theme=light' } });
    expect(await light.text()).toContain('<html lang="en">');
  });

  it('serves hashed assets precompressed with a one-year immutable cache', async () => {
    const brotli = await server
      .client()
      .get('/assets/index-abc123.js', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers.get('vary')).toBe('Accept-Encoding');
    expect(brotli.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(await brotli.text()).toContain('console.log("orion")');

    const gzip = await server
      .client()
      .get('/assets/index-abc123.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
  });

  it('answers 404 for a missing asset instead of the app', async () => {
    expect((await server.client().get('/assets/missing-123.js')).status).toBe(404);
    expect((await server.client().get('/robots.txt')).status).toBe(200);
  });
});

describe('public settings', () => {
  it('gives the footer the company contact details, and no tile server when none is set', async () => {
    const response = await server.client().get('/api/settings/public');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      contact_email: 'operations@orion-tc.example',
      contact_phone: '+1 (212) 555-0147',
      company_address: '350 Fifth Avenue, Suite 4100\nNew York, NY 10118',
      map_tiles_url: null,
    });
  });
});
