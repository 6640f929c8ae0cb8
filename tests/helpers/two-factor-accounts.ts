import { expect } from 'vitest';
import { users } from '../../src/server/db/schema';
import { addPassword, insertClient } from './admin-callers';
import type { HttpClient } from './http-client';
import { sessionCookieOf, signIn } from './portal-callers';
import type { SignedIn } from './portal-callers';
import type { TestServer } from './test-server';

/** A confirmed client account `<name>@two-factor.example` with a password, for one test alone. */
export async function clientWithPassword(
  server: TestServer,
  name: string,
  password: string,
): Promise<{ email: string; id: string }> {
  const email = `${name}@two-factor.example`;
  const id = await insertClient(server, { email, first_name: name, last_name: 'Tester' });
  await addPassword(server, id, password);
  return { email, id };
}

/** Password step of a sign-in of an enrolled account; the answer asks for the second factor. */
export async function passwordStep(
  server: TestServer,
  email: string,
  password: string,
  client: HttpClient = server.client(),
): Promise<HttpClient> {
  const response = await client.post('/api/auth/sign-in/email', { email, password });
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ two_factor_required: true });
  // better-auth clears the session cookie of the password step: no session yet.
  expect(sessionCookieOf(response) ?? 'otc.session_token=').toBe('otc.session_token=');
  return client;
}

/** A browser signed in with the password alone (an account without a second factor yet). */
export async function signedInWithPassword(
  server: TestServer,
  email: string,
  password: string,
): Promise<HttpClient> {
  const client = server.client();
  const response = await client.post('/api/auth/sign-in/email', { email, password });
  expect(response.status).toBe(200);
  return client;
}

/** The session a browser holds, as the SPA reads it; null when it has none. */
export async function whoAmI(client: HttpClient) {
  return (await (await client.get('/api/auth/get-session')).json()) as {
    user: { email: string; two_factor_enabled: boolean };
  } | null;
}

/**
 * An administrator who has not set up the second factor yet, signed in with the password alone:
 * a half-trusted session that must be no staff anywhere (decision 049). No client record.
 */
export async function signInAdminWithoutSecondFactor(
  server: TestServer,
  name: string,
): Promise<SignedIn> {
  const email = `${name}@orion-tc.example`;
  const password = `${name}-Unenrolled-Admin-1`;
  const id = crypto.randomUUID();
  await server.deps.db.insert(users).values({
    id,
    email,
    name: `${name} Admin`,
    firstName: name,
    lastName: 'Admin',
    emailVerified: true,
    role: 'admin',
  });
  await addPassword(server, id, password);
  return signIn(server, email, password);
}
