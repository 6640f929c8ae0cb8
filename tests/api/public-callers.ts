import { like } from 'drizzle-orm';
import { rateLimits } from '../../src/server/db/schema';
import { DEMO_CLIENT_PASSWORD, DEMO_CLIENTS } from '../../src/server/seed/demo-data';
import type { HttpClient } from '../helpers/http-client';
import { signIn } from '../helpers/portal-callers';
import { TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD } from '../helpers/test-server';
import type { TestServer } from '../helpers/test-server';

/**
 * Every test request comes from 127.0.0.1, so a public endpoint's per-IP budget is shared by the
 * whole file; tests that are not about the limit start each with a fresh budget.
 */
export async function forgetRateLimit(server: TestServer, name: string) {
  await server.deps.db.delete(rateLimits).where(like(rateLimits.key, `ip:${name}:%`));
  server.deps.knownRefusals.clear();
}

async function signedIn(server: TestServer, email: string, password: string) {
  return (await signIn(server, email, password)).client;
}

/** The callers of a public endpoint's access matrix: nobody, a demo client and the admin. */
export async function publicCallers(server: TestServer): Promise<[string, HttpClient][]> {
  return [
    ['an anonymous visitor', server.client()],
    ['a signed-in client', await signedIn(server, DEMO_CLIENTS[0]!.email, DEMO_CLIENT_PASSWORD)],
    ['an administrator', await signedIn(server, TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD)],
  ];
}
