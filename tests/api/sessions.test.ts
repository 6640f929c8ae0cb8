import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../src/server/db/schema';
import { DEMO_CLIENT_PASSWORD, DEMO_CLIENTS } from '../../src/server/seed/demo-data';
import { startTestServer } from '../helpers/test-server';
import type { TestServer } from '../helpers/test-server';

let server: TestServer;
const [amelia] = DEMO_CLIENTS;
const MINUTE_MS = 60_000;

beforeAll(async () => {
  server = await startTestServer({ seed: true });
});

afterAll(async () => {
  await server.stop();
});

async function signedInClient() {
  const client = server.client();
  const response = await client.post('/api/auth/sign-in/email', {
    email: amelia!.email,
    password: DEMO_CLIENT_PASSWORD,
  });
  expect(response.status).toBe(200);
  const [user] = await server.deps.db.select().from(users).where(eq(users.email, amelia!.email));
  return { client, userId: user!.id };
}

async function latestSession(userId: string) {
  const rows = await server.deps.db.select().from(sessions).where(eq(sessions.userId, userId));
  return rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0]!;
}

describe('session lifetime', () => {
  it('lasts 12 hours at most, whatever the activity', async () => {
    const { userId } = await signedInClient();
    const session = await latestSession(userId);
    const lifetime = session.expiresAt.getTime() - session.createdAt.getTime();
    expect(Math.abs(lifetime - 12 * 60 * MINUTE_MS)).toBeLessThan(5_000);
  });

  it('keeps a session in use and records the activity', async () => {
    const { client, userId } = await signedInClient();
    const session = await latestSession(userId);
    await server.deps.db
      .update(sessions)
      .set({ updatedAt: new Date(Date.now() - 20 * MINUTE_MS) })
      .where(eq(sessions.id, session.id));
    expect((await client.get('/api/account/me')).status).toBe(200);
    const touched = await latestSession(userId);
    expect(Date.now() - touched.updatedAt.getTime()).toBeLessThan(MINUTE_MS);
  });

  it('ends a session idle for more than 30 minutes', async () => {
    const { client, userId } = await signedInClient();
    const session = await latestSession(userId);
    await server.deps.db
      .update(sessions)
      .set({ updatedAt: new Date(Date.now() - 31 * MINUTE_MS) })
      .where(eq(sessions.id, session.id));
    expect(await (await client.get('/api/auth/get-session')).json()).toBeNull();
    expect((await client.get('/api/account/me')).status).toBe(401);
    const left = await server.deps.db.select().from(sessions).where(eq(sessions.id, session.id));
    expect(left).toHaveLength(0);
  });

  it('ends a session past its absolute expiry', async () => {
    const { client, userId } = await signedInClient();
    const session = await latestSession(userId);
    await server.deps.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(sessions.id, session.id));
    expect((await client.get('/api/account/me')).status).toBe(401);
  });

  it('signs the browser out on its next request once the server revokes the session', async () => {
    const { client, userId } = await signedInClient();
    await server.deps.db.delete(sessions).where(eq(sessions.userId, userId));
    expect(await (await client.get('/api/auth/get-session')).json()).toBeNull();
  });
});

describe('rate limit per caller address', () => {
  it('stops one address trying many accounts', async () => {
    // A server of its own, so the sign-ins above do not count against this address.
    const fresh = await startTestServer();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 61; attempt += 1) {
      const response = await fresh.client().post('/api/auth/sign-in/email', {
        email: `guess-${attempt}@client.example`,
        password: 'Wrong-Password-1',
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 60).every((status) => status === 401)).toBe(true);
    const limited = await fresh.client().post('/api/auth/sign-in/email', {
      email: 'another@client.example',
      password: 'Wrong-Password-1',
    });
    expect(limited.status).toBe(429);
    expect((await limited.json()).error).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: expect.stringMatching(/^Too many attempts, try again in \d+ minutes?$/),
    });
    await fresh.stop();
  });
});
