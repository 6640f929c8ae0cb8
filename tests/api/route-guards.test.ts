import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiRoutesOf, routesOutsideApiOf } from '../helpers/app-routes';
import {
  OPERATOR_ROUTES,
  PUBLIC_ROUTES,
  SIGNED_IN_ROUTES,
  isAdminRoute,
} from '../helpers/route-access';
import type { HttpClient } from '../helpers/http-client';
import { signInDemoClient } from '../helpers/portal-callers';
import { useTestServer } from '../helpers/use-test-server';

/**
 * Who may call what, read from the app itself: every /api route the app serves is public by name,
 * for any signed-in account by name, or an admin route under /api/admin; and each one behaves so.
 * A route added without a guard, or without being named here, fails this file.
 */

const server = useTestServer({ seed: true });
let client: HttpClient;

beforeAll(async () => {
  client = (await signInDemoClient(server, 'amelia')).client;
});

/** A request to a route with made-up parameters: the guard must answer before they are read. */
function callRoute(caller: HttpClient, route: string): Promise<Response> {
  const [method, pattern] = route.split(' ') as [string, string];
  const path = pattern
    .replace(/:\w+\{([\w-]+)\|[^}]*\}/g, '$1')
    .replace(/:file\b/, 'shipments.csv')
    .replace(/:\w+/g, randomUUID());
  return method === 'GET' ? caller.get(path) : caller.request(path, { method, json: {} });
}

describe('the guard of every /api route', () => {
  it('each route is public by name, signed-in by name, or under /api/admin', () => {
    const unnamed = apiRoutesOf(server.app).filter(
      (route) => !PUBLIC_ROUTES.has(route) && !SIGNED_IN_ROUTES.has(route) && !isAdminRoute(route),
    );
    expect(unnamed).toEqual([]);
    // And every name here is still a route, so the lists cannot rot.
    const routes = new Set(apiRoutesOf(server.app));
    expect([...PUBLIC_ROUTES, ...SIGNED_IN_ROUTES].filter((route) => !routes.has(route))).toEqual(
      [],
    );
  });

  it('signed-in and admin routes answer 401 to a stranger, admin routes 403 to a client', async () => {
    const wrong: string[] = [];
    for (const route of apiRoutesOf(server.app)) {
      if (PUBLIC_ROUTES.has(route)) continue;
      const anonymous = await callRoute(server.client(), route);
      if (anonymous.status !== 401) wrong.push(`${route}: anonymous got ${anonymous.status}`);
      if (isAdminRoute(route)) {
        const signedIn = await callRoute(client, route);
        if (signedIn.status !== 403) wrong.push(`${route}: a client got ${signedIn.status}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('every route outside /api', () => {
  it('is an operator route by name, refused to every session elsewhere (admin-access-matrix)', () => {
    expect(routesOutsideApiOf(server.app)).toEqual([...OPERATOR_ROUTES].sort());
  });
});
