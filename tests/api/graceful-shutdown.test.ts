import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCompiledServer, type CompiledServer } from '../helpers/compiled-server';

/**
 * SIGTERM stops the real, compiled server without failing a request (decision 039). Readiness
 * answers 503 first (while requests are still served), the request in flight finishes, a live
 * stream ends with a retry hint, new connections are refused, and the process exits 0.
 */
const DRAIN_MS = 1_500;
const DEMO_TRACKING_NUMBER = 'OTC1763380800001';

describe('graceful shutdown on SIGTERM', () => {
  let server: CompiledServer;
  let child: CompiledServer['child'];
  let port: number;

  beforeAll(async () => {
    server = await startCompiledServer({
      SEED_DEMO: 'true',
      ADMIN_PASSWORD: 'Shutdown-Test-Admin-2026!',
      SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
    });
    ({ child, port } = server);
  }, 60_000);

  afterAll(async () => {
    await server?.cleanUp();
  });

  const url = (path: string) => `http://127.0.0.1:${port}${path}`;

  /** A contact message whose body arrives in two halves: in flight until `finish` is called. */
  function slowContactMessage() {
    const body = JSON.stringify({
      name: 'Dana Whitfield',
      email: 'dana@whitfield-art.example',
      subject: 'Sent while the server stops',
      message: 'We need a bonded transfer of one bronze sculpture.',
      serviceType: 'shipping',
    });
    const half = Math.floor(body.length / 2);
    let answer: (status: number) => void;
    let fail: (error: Error) => void;
    const status = new Promise<number>((resolve, reject) => ((answer = resolve), (fail = reject)));
    const outgoing = request(url('/api/contact'), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
        origin: `http://127.0.0.1:${port}`,
      },
    });
    outgoing.on('response', (response) => {
      response.resume();
      answer(response.statusCode ?? 0);
    });
    outgoing.on('error', (error) => fail(error));
    outgoing.write(body.slice(0, half));
    return { status, finish: () => outgoing.end(body.slice(half)) };
  }

  /** Everything a live stream sends until it ends. */
  async function openStream() {
    const response = await fetch(url(`/api/track/${DEMO_TRACKING_NUMBER}/events`), {
      headers: { accept: 'text/event-stream' },
    });
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    const read = async (until: (text: string) => boolean) => {
      while (!until(text)) {
        const { value, done } = await reader.read();
        if (done) return { text, ended: true };
        text += decoder.decode(value);
      }
      return { text, ended: false };
    };
    await read((seen) => seen.includes('event: ready'));
    return { rest: () => read(() => false) };
  }

  it('drains, finishes what is in flight, ends streams with a retry hint and exits 0', async () => {
    expect((await fetch(url('/api/health/ready'))).status).toBe(200);
    const stream = await openStream();
    const inFlight = slowContactMessage();
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));

    child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    const ready = await fetch(url('/api/health/ready'));
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ status: 'draining' });
    // Still serving while draining, closing each connection after its answer.
    const live = await fetch(url('/api/health/live'));
    expect(live.status).toBe(200);
    expect(live.headers.get('connection')).toBe('close');

    inFlight.finish();
    expect(await inFlight.status).toBe(201);
    const ended = await stream.rest();
    expect(ended.ended).toBe(true);
    expect(ended.text).toMatch(/^retry: \d+$/m);

    expect(await exited).toBe(0);
    await expect(fetch(url('/api/health/live'))).rejects.toThrow();
    // Nothing had to be cut: every connection closed by itself once its answer was out.
    expect(server.output()).toContain('shutting down: every request answered');
    expect(server.output()).toContain('"msg":"shut down"');
  }, 30_000);
});
