import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { Hono } from 'hono';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { createRequestListener } from './node-listener';

/** A listener around a one-route app, its log lines kept in memory. */
async function listen(level: string, production = false) {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  const app = new Hono().get('/api/echo', (c) =>
    c.json({ seen: c.req.header('x-request-id') }, 200, { 'X-Frame-Options': 'SAMEORIGIN' }),
  );
  const server = createServer(
    createRequestListener(app.fetch, { log: pino({ level }, sink), production }),
  );
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
