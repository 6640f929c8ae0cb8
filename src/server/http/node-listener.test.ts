import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { APP_SERVER_OPTIONS, createRequestListener } from './node-listener';

/**
 * A listener around a small app, its log lines kept in memory, on a server made as `npm start`
 * makes it (or, `plain`, on one made without our response class).
 */
async function listen(level: string, production = false, { plain = false } = {}) {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  const app = new Hono()
    .get('/api/echo', (c) =>
      c.json({ seen: c.req.header('x-request-id') }, 200, { 'X-Frame-Options': 'SAMEORIGIN' }),
    )
    .get('/api/stream', (c) =>
      streamSSE(c, async (stream) => {
        await stream.writeSSE({ data: 'one' });
        await stream.writeSSE({ data: 'two' });
      }),
    )
    .get('/api/cookies', (c) => {
      c.header('Set-Cookie', 'a=1', { append: true });
      c.header('Set-Cookie', 'b=2', { append: true });
      return c.body(null, 204);
    })
    .get('/api/broken', () => {
      throw new Error('broken');
    });
  app.onError((_error, c) => c.text('failed', 500));
  const listener = createRequestListener(app.fetch, { log: pino({ level }, sink), production });
  const server = plain ? createServer(listener) : createServer(APP_SERVER_OPTIONS, listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(server);
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, lines };
}

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
});

describe('the Node listener', () => {
  it("answers with the caller's sane request id, and the app reads the same one", async () => {
    const { url } = await listen('silent');
    const response = await fetch(`${url}/api/echo`, {
      headers: { 'x-request-id': 'trace-1234-abcd' },
    });
    expect(response.headers.get('x-request-id')).toBe('trace-1234-abcd');
    expect(await response.json()).toEqual({ seen: 'trace-1234-abcd' });
  });

  it('replaces a request id that is not one with a new UUID, the one the app reads', async () => {
    const { url } = await listen('silent');
    const response = await fetch(`${url}/api/echo`, { headers: { 'x-request-id': 'no good!' } });
    const id = response.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(await response.json()).toEqual({ seen: id });
  });

  it('sets the security headers on every answer; an answer keeps a header it sets itself', async () => {
    const { url } = await listen('silent', true);
    const response = await fetch(`${url}/nowhere`);
    expect(response.status).toBe(404);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(response.headers.get('strict-transport-security')).toMatch(/max-age=31536000/);
    const own = await fetch(`${url}/api/echo`);
    expect(own.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });

  it("writes the headers once, each once, beside the answer's own, on every kind of answer", async () => {
    const { url } = await listen('silent', true);
    const requests: [string, RequestInit?][] = [
      ['/api/echo'],
      ['/api/echo', { method: 'HEAD' }],
      ['/api/stream'],
      ['/api/cookies'],
      ['/api/broken'],
      ['/nowhere'],
    ];
    for (const [path, init] of requests) {
      const response = await fetch(`${url}${path}`, init);
      await response.text();
      const names = [...response.headers.keys()];
      expect(
        names.filter((name) => name === 'content-security-policy'),
        path,
      ).toHaveLength(1);
      expect(
        names.filter((name) => name === 'x-request-id'),
        path,
      ).toHaveLength(1);
      expect(response.headers.get('strict-transport-security'), path).toMatch(/max-age/);
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
    }
    const stream = await fetch(`${url}/api/stream`);
    expect(stream.headers.get('content-type')).toBe('text/event-stream');
    expect(await stream.text()).toBe('data: one\n\ndata: two\n\n');
    const cookies = await fetch(`${url}/api/cookies`);
    expect(cookies.status).toBe(204);
    expect(cookies.headers.getSetCookie()).toEqual(['a=1', 'b=2']);
    const broken = await fetch(`${url}/api/broken`);
    expect(broken.status).toBe(500);
    expect(await broken.text()).toBe('failed');
  });

  it("keeps an answer's own value of a header every answer carries, whatever its case", async () => {
    const { url } = await listen('silent');
    const response = await fetch(`${url}/api/echo`);
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('takes the headers Node takes: a flat list, [name, value] pairs, a reason phrase', async () => {
    const server = createServer(APP_SERVER_OPTIONS, (incoming, outgoing) => {
      outgoing.everyAnswer = ['X-Frame-Options', 'DENY', 'X-Content-Type-Options', 'nosniff'];
      outgoing.requestId = 'trace-1234-abcd';
      if (incoming.url === '/pairs') {
        outgoing.writeHead(200, [['x-frame-options', 'SAMEORIGIN'] as unknown as string]);
      } else outgoing.writeHead(201, 'Made', ['X-Extra', 'yes']);
      outgoing.end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    servers.push(server);
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const pairs = await fetch(`${url}/pairs`);
    expect(pairs.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(pairs.headers.get('x-content-type-options')).toBe('nosniff');
    expect(pairs.headers.get('x-request-id')).toBe('trace-1234-abcd');
    const flat = await fetch(`${url}/flat`);
    expect([flat.status, flat.statusText]).toEqual([201, 'Made']);
    expect(flat.headers.get('x-extra')).toBe('yes');
    expect(flat.headers.get('x-frame-options')).toBe('DENY');
  });

  it('sets the same headers on a server made without its response class', async () => {
    const { url } = await listen('silent', false, { plain: true });
    const response = await fetch(`${url}/api/echo`, {
      headers: { 'x-request-id': 'trace-1234-abcd' },
    });
    expect(response.headers.get('x-request-id')).toBe('trace-1234-abcd');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });

  it('writes a debug line per request, without the query (it may hold names and addresses)', async () => {
    const { url, lines } = await listen('debug');
    const response = await fetch(`${url}/api/echo?search=amelia%40example.com`);
    await response.text();
    await expect.poll(() => lines.length).toBe(1);
    expect(lines[0]).toMatchObject({
      msg: 'request',
      method: 'GET',
      path: '/api/echo',
      status: 200,
      requestId: response.headers.get('x-request-id'),
    });
    expect(JSON.stringify(lines[0])).not.toContain('amelia');
  });

  it('writes no line per request at info', async () => {
    const { url, lines } = await listen('info');
    await (await fetch(`${url}/api/echo`)).text();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(lines).toEqual([]);
  });
});
