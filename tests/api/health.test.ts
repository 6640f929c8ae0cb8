import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../helpers/test-server';
import type { TestServer } from '../helpers/test-server';
import { useTestServer } from '../helpers/use-test-server';

/**
 * Liveness and readiness: /api/health/live answers without the database, so it stays
 * alive and cheap when the database is gone; /api/health/ready and /api/health ask the database.
 */
const server = useTestServer();
const kind = process.env.DATABASE_URL ? 'server' : 'embedded';

describe('with the database answering', () => {
  it('live, ready and the health answer are 200', async () => {
    const live = await server.client().get('/api/health/live');
    expect(live.status).toBe(200);
    expect(await live.json()).toEqual({ status: 'ok' });
    for (const path of ['/api/health/ready', '/api/health']) {
      const response = await server.client().get(path);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ status: 'ok', database: { status: 'up', kind } });
    }
  });
});

describe('with the database gone', () => {
  let gone: TestServer;
  beforeAll(async () => {
    gone = await startTestServer();
    // The database closes while HTTP goes on serving, as when the server is lost under it.
    await gone.close();
  });
  afterAll(async () => {
    await gone.stop().catch(() => undefined);
  });

  it('live still answers 200, ready and health answer 503 degraded', async () => {
    const live = await gone.client().get('/api/health/live');
    expect(live.status).toBe(200);
    expect(await live.json()).toEqual({ status: 'ok' });
    for (const path of ['/api/health/ready', '/api/health']) {
      const response = await gone.client().get(path);
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({
        status: 'degraded',
        database: { status: 'down', kind },
      });
    }
  });
});
