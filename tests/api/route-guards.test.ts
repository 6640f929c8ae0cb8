import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_ROLES } from '../../src/shared/client-roles';
import { STAFF_ROLES } from '../../src/shared/roles';
import { ACCESS_ROLES, type AccessRole } from '../../src/server/http/openapi';
import { apiRoutesOf, routesOutsideApiOf } from '../helpers/app-routes';
import { declaredRoles, OPERATOR_ROUTES } from '../helpers/route-access';
import type { HttpClient } from '../helpers/http-client';
import { signIn, signInDemoMember } from '../helpers/portal-callers';
import { DEMO_CLIENT_PASSWORD, DEMO_DELEGATIONS } from '../../src/server/seed/demo-data';
import { signInEachStaffRole } from '../helpers/staff-accounts';
import { useTestServer } from '../helpers/use-test-server';

/**
 * Who may call what, read from the app itself: every /api route the app serves declares the roles
 * it admits (decisions 061, 063 and 065), and each one behaves so for a caller of every role: each
 * client role of one organisation, a delegate and each staff role. A route added
 * without a declaration, or whose guard lets through a role it does not declare, fails this file.
 * Each call has made-up parameters: a guard must answer before they are read. The answers to
 * valid requests are admin-access-matrix's.
 */

const server = useTestServer({ seed: true });
const callers = new Map<AccessRole, HttpClient>();
let declared: Map<string, Set<AccessRole>>;

beforeAll(async () => {
  callers.set('anonymous', server.client());
  for (const role of CLIENT_ROLES) {
    callers.set(role, (await signInDemoMember(server, 'amelia', role)).client);
  }
  // A delegate: an account in no organisation that reads what Hart Fine Art Gallery shares.
  callers.set(
    'delegate',
    (await signIn(server, DEMO_DELEGATIONS[0].email, DEMO_CLIENT_PASSWORD)).client,
  );
  for (const [role, staff] of await signInEachStaffRole(server, STAFF_ROLES)) {
    callers.set(role, staff.client);
  }
  declared = await declaredRoles(server);
});

const SIGN_OUT = 'POST /api/auth/sign-out';

function callRoute(caller: HttpClient, route: string): Promise<Response> {
  const [method, pattern] = route.split(' ') as [string, string];
  const path = pattern
    .replace(/:\w+\{([\w-]+)\|[^}]*\}/g, '$1')
    .replace(/:file\b/, 'shipments.csv')
    .replace(/:\w+/g, randomUUID());
  return method === 'GET' ? caller.get(path) : caller.request(path, { method, json: {} });
}

/** Whether an answer is the guard's refusal: 401 for no session, 403 FORBIDDEN for a role. */
async function refusal(response: Response): Promise<'signed out' | 'forbidden' | null> {
  if (response.status !== 403) {
    // A live stream a role is admitted to never ends: its status is all this reads.
    await response.body?.cancel();
    return response.status === 401 ? 'signed out' : null;
  }
  const { error } = (await response.json()) as { error: { code: string } };
  return error.code === 'FORBIDDEN' ? 'forbidden' : null;
}

describe('the declared roles of every /api route', () => {
  it('every route the app serves declares the roles it admits, from the known roles', () => {
    const undeclared = apiRoutesOf(server.app).filter((route) => !declared.has(route));
    expect(undeclared).toEqual([]);
    const known = new Set<string>(ACCESS_ROLES);
    for (const [route, roles] of declared) {
      expect(
        [...roles].filter((role) => !known.has(role)),
        route,
      ).toEqual([]);
    }
  });

  it('admin routes admit no client and no one signed out; the Auditor only reads', () => {
    for (const [route, roles] of declared) {
      if (!route.includes(' /api/admin/')) continue;
      expect(roles.has('anonymous') || roles.has('delegate'), route).toBe(false);
      expect(
        CLIENT_ROLES.filter((role) => roles.has(role)),
        route,
      ).toEqual([]);
      expect(roles.has('admin'), `${route} leaves out the Administrator`).toBe(true);
      if (!route.startsWith('GET ')) expect(roles.has('auditor'), route).toBe(false);
    }
  });

  it.each(ACCESS_ROLES)(
    'as %s: every route it is not declared for is refused by its guard',
    async (role) => {
      const caller = callers.get(role)!;
      const expected = role === 'anonymous' ? 'signed out' : 'forbidden';
      const wrong: string[] = [];
      for (const route of apiRoutesOf(server.app)) {
        // Signing out is open to all and would end the caller's session for the routes after it.
        if (route === SIGN_OUT) continue;
        const admitted = declared.get(route)?.has(role) ?? false;
        const answer = await refusal(await callRoute(caller, route));
        if (!admitted && answer !== expected) wrong.push(`${route}: ${answer ?? 'let through'}`);
        if (admitted && answer !== null) wrong.push(`${route}: ${answer} though declared`);
      }
      expect(wrong).toEqual([]);
    },
  );
});

describe('every route outside /api', () => {
  it('is an operator route by name, refused to every session elsewhere (admin-access-matrix)', () => {
    expect(routesOutsideApiOf(server.app)).toEqual([...OPERATOR_ROUTES].sort());
  });
});
