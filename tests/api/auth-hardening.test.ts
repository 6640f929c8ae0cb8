import { eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  EXPOSED_AUTH_ENDPOINTS,
  OWN_AUTH_ENDPOINTS,
} from '../../src/server/features/auth/exposed-endpoints';
import {
  removeUnconfirmedAccounts,
  UNCONFIRMED_ACCOUNT_DAYS,
} from '../../src/server/auth/unconfirmed-accounts';
import { clients, rateLimits, sessions, users } from '../../src/server/db/schema';
import { linkIn } from '../helpers/smtp-sink';
import { startTestServer } from '../helpers/test-server';
import { useTestServer } from '../helpers/use-test-server';
import { demoClient, signInDemoClient, userIdOf } from '../helpers/portal-callers';
import { DEMO_CLIENT_PASSWORD } from '../../src/server/seed/demo-data';

const server = useTestServer({ seed: true });
const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

type Endpoint = { method: string; path: string };

/** Every endpoint better-auth mounts under /api/auth, read from the library itself. */
function betterAuthEndpoints(): Endpoint[] {
  return Object.values(server.deps.auth.api).flatMap((endpoint) => {
    const { path, options } = endpoint as { path?: string; options?: { method?: unknown } };
    if (!path) return [];
    const methods = [options?.method ?? 'GET'].flat() as string[];
    return methods.map((method) => ({ method, path }));
  });
}

const key = ({ method, path }: Endpoint) => `${method} ${path}`;
const allowed = new Set([...EXPOSED_AUTH_ENDPOINTS, ...OWN_AUTH_ENDPOINTS].map(key));

function call(client = server.client(), { method, path }: Endpoint) {
  const url = `/api/auth${path.replace(/:\w+/g, 'some-id')}`;
  return method === 'GET' ? client.get(url) : client.post(url, {});
}

describe('the reachable /api/auth endpoints (ASVS 5.0 V13: no unused interface)', () => {
  it('are exactly the allow-list: every other better-auth endpoint answers 404', async () => {
    const reachable: string[] = [];
    for (const endpoint of betterAuthEndpoints()) {
      const response = await call(server.client(), endpoint);
      if (response.status !== 404) reachable.push(key(endpoint));
      else expect((await response.json()).error.code).toBe('NOT_FOUND');
    }
    expect(reachable.sort()).toEqual([...allowed].sort());
  });

  it('closes verify-password, which let any signed-in user guess passwords unaudited', async () => {
    const { client } = await signInDemoClient(server, 'amelia');
    const response = await client.post('/api/auth/verify-password', { password: 'guess' });
    expect(response.status).toBe(404);
  });

  it('counts made-up paths in one budget per address, so they cannot add rate-limit rows', async () => {
    const client = server.client();
    for (const made of ['/no-such-thing', '/no-such-thing/2', '/x'.repeat(40)]) {
      expect((await client.post(`/api/auth${made}`, {})).status).toBe(404);
    }
    const rows = await server.deps.db
      .select({ key: rateLimits.key })
      .from(rateLimits)
      .where(like(rateLimits.key, 'ip:auth/%'));
    expect(rows.filter(({ key }) => key.includes('no-such') || key.includes('/x/x'))).toEqual([]);
    expect(rows.filter(({ key }) => key.startsWith('ip:auth/*:'))).toHaveLength(1);
  });

  it('still serves the sign-in the product uses', async () => {
    const response = await server.client().post('/api/auth/sign-in/email', {
      email: demoClient('amelia').email,
      password: DEMO_CLIENT_PASSWORD,
    });
    expect(response.status).toBe(200);
  });
});

describe('one session rule on every authenticated path', () => {
  async function idleSession() {
    // One sign-in per endpoint: more than the per-address budget, which is not the subject here.
    await server.deps.db.delete(rateLimits).where(like(rateLimits.key, 'email:%'));
    server.deps.knownRefusals.clear();
    const signedIn = await signInDemoClient(server, 'marcus');
    await server.deps.db
      .update(sessions)
      .set({ updatedAt: new Date(Date.now() - 31 * MINUTE_MS) })
      .where(eq(sessions.userId, signedIn.userId));
    return signedIn;
  }

  it.each([...EXPOSED_AUTH_ENDPOINTS, ...OWN_AUTH_ENDPOINTS])(
    'ends a session idle for 31 minutes on $method $path',
    async (endpoint) => {
      const { client, userId } = await idleSession();
      await call(client, endpoint);
      const left = await server.deps.db.select().from(sessions).where(eq(sessions.userId, userId));
      expect(left).toHaveLength(0);
    },
  );
});

describe('session lifetime with "remember me" off', () => {
  it('is the same 12 hours at most as every session (decision 003)', async () => {
    const response = await server.client().post('/api/auth/sign-in/email', {
      email: demoClient('sofia').email,
      password: DEMO_CLIENT_PASSWORD,
      rememberMe: false,
    });
    expect(response.status).toBe(200);
    const userId = await userIdOf(server, demoClient('sofia').email);
    const rows = await server.deps.db.select().from(sessions).where(eq(sessions.userId, userId));
    expect(rows.length).toBeGreaterThan(0);
    for (const session of rows) {
      const lifetime = session.expiresAt.getTime() - session.createdAt.getTime();
      expect(lifetime).toBeLessThanOrEqual(12 * 60 * MINUTE_MS + 5_000);
    }
  });
});

describe('security headers on better-auth answers', () => {
  it.each([
    [
      'a sign-in',
      () =>
        server
          .client()
          .post('/api/auth/sign-in/email', { email: 'x@y.example', password: 'wrong-password' }),
    ],
    [
      'a confirmation link with a bad token',
      () => server.client().get('/api/auth/verify-email?token=bad&callbackURL=%2Flogin'),
    ],
    [
      'a reset link with a bad token',
      () => server.client().get('/api/auth/reset-password/bad?callbackURL=%2Fupdate-password'),
    ],
    ['a sign-out', () => server.client().post('/api/auth/sign-out', {})],
  ])('are on %s', async (_name, send) => {
    const response = await send();
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('x-request-id')).toBeTruthy();
  });

  it('include HSTS on a production sign-in', async () => {
    const production = await startTestServer({ seed: true, env: { NODE_ENV: 'production' } });
    try {
      const response = await production.client().post('/api/auth/sign-in/email', {
        email: demoClient('amelia').email,
        password: DEMO_CLIENT_PASSWORD,
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('strict-transport-security')).toMatch(/max-age=31536000/);
      expect(response.headers.get('content-security-policy')).toBeTruthy();
    } finally {
      await production.stop();
    }
  });
});

describe('password reset requests', () => {
  it('are answered before the account is looked up, so their time tells nothing', async () => {
    // Hold back the reset mail: when the answer waited for the lookup, token and mail, it hung.
    const options = server.deps.auth.options.emailAndPassword!;
    const sendResetPassword = options.sendResetPassword!;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    options.sendResetPassword = async (...args) => {
      await held;
      return sendResetPassword(...args);
    };
    try {
      const email = demoClient('amelia').email;
      const answer = server
        .client()
        .post('/api/auth/request-password-reset', { email, redirectTo: '/update-password' });
      const outcome = await Promise.race([
        answer.then((response) => response.status),
        new Promise((resolve) => setTimeout(() => resolve('still waiting'), 5_000)),
      ]);
      expect(outcome).toBe(200);
      release();
      const mail = await server.smtp.waitForMail((m) => m.to === email && /Reset/.test(m.subject));
      expect(linkIn(mail, `${server.url}/api/auth/reset-password/`)).toContain('callbackURL');
    } finally {
      release();
      options.sendResetPassword = sendResetPassword;
    }
  });

  it('answer a registered and an unknown address with the same body', async () => {
    const answers = await Promise.all(
      [demoClient('marcus').email, 'nobody@nowhere.example'].map(async (email) => {
        const response = await server.client().post('/api/auth/request-password-reset', {
          email,
          redirectTo: '/update-password',
        });
        return { status: response.status, body: await response.json() };
      }),
    );
    expect(answers[0]).toEqual(answers[1]);
  });

  it('refuse a return address on another site', async () => {
    const response = await server.client().post('/api/auth/request-password-reset', {
      email: demoClient('marcus').email,
      redirectTo: 'https://evil.example/steal',
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields).toHaveProperty('redirectTo');
  });
});

describe('unconfirmed sign-ups', () => {
  const signUp = (email: string, extra: Record<string, unknown> = {}) =>
    server.client().post('/api/auth/sign-up/email', {
      email,
      password: 'Correct-Horse-42',
      name: 'Una Confirmed',
      firstName: 'Una',
      lastName: 'Confirmed',
      callbackURL: '/login',
      ...extra,
    });

  it('become a client only once the address is confirmed', async () => {
    const email = 'not-yet@client.example';
    expect((await signUp(email)).status).toBe(200);
    const userId = await userIdOf(server, email);
    expect(await server.deps.db.select().from(clients).where(eq(clients.id, userId))).toEqual([]);

    const mail = await server.smtp.waitForMail((m) => m.to === email && /Confirm/.test(m.subject));
    const confirmed = await server
      .client()
      .get(linkIn(mail, `${server.url}/api/auth/verify-email`));
    expect(confirmed.status).toBe(302);
    const [client] = await server.deps.db.select().from(clients).where(eq(clients.id, userId));
    expect(client).toMatchObject({ email, first_name: 'Una', last_name: 'Confirmed' });
  });

  it.each(['firstName', 'lastName', 'name', 'email'])(
    'cannot carry a 100,000-character %s',
    async (field) => {
      const response = await signUp(`long-${field}@client.example`, {
        [field]: 'x'.repeat(100_000),
      });
      expect(response.status).toBe(400);
      expect((await response.json()).error.fields).toHaveProperty(field);
      const [user] = await server.deps.db
        .select()
        .from(users)
        .where(eq(users.email, `long-${field}@client.example`));
      expect(user).toBeUndefined();
    },
  );

  it(`are removed after ${UNCONFIRMED_ACCOUNT_DAYS} days, and confirmed accounts are kept`, async () => {
    await signUp('stale@client.example');
    await signUp('recent@client.example');
    const stale = await userIdOf(server, 'stale@client.example');
    const recent = await userIdOf(server, 'recent@client.example');
    const amelia = await userIdOf(server, demoClient('amelia').email);
    const longAgo = new Date(Date.now() - (UNCONFIRMED_ACCOUNT_DAYS + 1) * DAY_MS);
    await server.deps.db.update(users).set({ createdAt: longAgo }).where(eq(users.id, stale));
    await server.deps.db.update(users).set({ createdAt: longAgo }).where(eq(users.id, amelia));

    expect(await removeUnconfirmedAccounts(server.deps.db)).toBeGreaterThanOrEqual(1);

    const left = new Set(
      (await server.deps.db.select({ id: users.id }).from(users)).map((u) => u.id),
    );
    expect(left.has(stale)).toBe(false);
    expect(left.has(recent)).toBe(true);
    expect(left.has(amelia)).toBe(true);
  });
});
