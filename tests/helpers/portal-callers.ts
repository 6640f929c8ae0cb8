import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { ApiErrorBody } from '#shared/api-error';
import { sessionCookieName } from '../../src/server/auth/auth';
import { users } from '../../src/server/db/schema';
import type { ClientRole } from '../../src/shared/client-roles';
import { DEMO_CLIENT_PASSWORD, DEMO_CLIENTS, DEMO_MEMBERS } from '../../src/server/seed/demo-data';
import type { HttpClient } from './http-client';
import { TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD } from './test-server';
import { unusedTotpCode } from './totp';
import type { TestServer } from './test-server';

/** The name of the session cookie outside production. */
const SESSION_COOKIE_NAME = sessionCookieName(false);

export type DemoClientKey = 'amelia' | 'marcus' | 'sofia';

/** A signed-in browser with the account it belongs to and the session cookie it was given. */
export type SignedIn = {
  client: HttpClient;
  userId: string;
  email: string;
  /** `name=value` of the session cookie set by this sign-in. */
  sessionCookie: string;
};

export function demoClient(key: DemoClientKey) {
  const found = DEMO_CLIENTS.find((client) => client.key === key);
  if (!found) throw new Error(`no demo client ${key}`);
  return found;
}

export async function userIdOf(server: TestServer, email: string): Promise<string> {
  const [user] = await server.deps.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email.toLowerCase()));
  if (!user) throw new Error(`no user ${email}`);
  return user.id;
}

/** The `name=value` of the session cookie a response sets, or null. */
export function sessionCookieOf(response: Response): string | null {
  const line = response.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith(`${SESSION_COOKIE_NAME}=`));
  return line?.split(';')[0] ?? null;
}

export async function signIn(
  server: TestServer,
  email: string,
  password: string,
  /** Extra request headers of the sign-in, such as the browser's user-agent. */
  headers?: Record<string, string>,
): Promise<SignedIn> {
  const client = server.client();
  let response = await client.post('/api/auth/sign-in/email', { email, password }, { headers });
  expect(response.status).toBe(200);
  const secret = server.totpSecrets.get(email.toLowerCase());
  if (secret) {
    expect(await response.json()).toEqual({ two_factor_required: true });
    response = await client.post('/api/auth/two-factor/verify-totp', {
      code: await unusedTotpCode(secret),
    });
    expect(response.status).toBe(200);
  }
  const sessionCookie = sessionCookieOf(response);
  if (!sessionCookie) throw new Error(`sign-in of ${email} set no session cookie`);
  return { client, userId: await userIdOf(server, email), email, sessionCookie };
}

export function signInDemoClient(server: TestServer, key: DemoClientKey): Promise<SignedIn> {
  return signIn(server, demoClient(key).email, DEMO_CLIENT_PASSWORD);
}

/**
 * A person of a demo organisation by their role in it (DEMO_MEMBERS), the owner being the demo
 * client whose record it is.
 */
export function signInDemoMember(
  server: TestServer,
  organisation: DemoClientKey,
  role: ClientRole,
): Promise<SignedIn> {
  if (role === 'owner') return signInDemoClient(server, organisation);
  const member = DEMO_MEMBERS.find(
    (person) => person.organisation === organisation && person.role === role,
  );
  if (!member) throw new Error(`no demo ${role} of ${organisation}`);
  return signIn(server, member.email, DEMO_CLIENT_PASSWORD);
}

/** The seeded administrator, who has no client record, signing in with their second factor. */
export function signInAdmin(server: TestServer): Promise<SignedIn> {
  return signIn(server, TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD);
}

export function put(client: HttpClient, path: string, json: unknown): Promise<Response> {
  return client.request(path, { method: 'PUT', json });
}

/** The error of a failed answer, after checking its status. */
export async function errorOf(response: Response, status: number): Promise<ApiErrorBody['error']> {
  expect(response.status).toBe(status);
  const body = (await response.json()) as ApiErrorBody;
  return body.error;
}
