import { randomUUID } from 'node:crypto';
import { count, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  auditEvents,
  clientInvitations,
  clientMembers,
  delegations,
  issues,
  notifications,
  sessions,
  shipmentPhotos,
  shipments,
  vaultItems,
} from '../../src/server/db/schema';
import type { AccessRole } from '../../src/server/http/openapi';
import { insertBookingRequest, insertIssue } from '../helpers/admin-callers';
import { apiRoutesOf } from '../helpers/app-routes';
import type { HttpClient } from '../helpers/http-client';
import {
  demoClient,
  signInAdmin,
  signInDemoClient,
  signInDemoMember,
  userIdOf,
  type SignedIn,
} from '../helpers/portal-callers';
import { declaredRoles } from '../helpers/route-access';
import { useTestServer } from '../helpers/use-test-server';

/**
 * Never another organisation's rows (decision 063): every /api route, called by the owner of
 * organisation B (Chen & Sons Jewelers) with the ids of organisation A's own rows (Hart Fine Art
 * Gallery's shipments, items, issues, photos, people, invitations, grants, sessions and
 * notifications) in its path, answers nothing of A's and changes nothing of A's. A route added
 * later is called too: its path parameters are filled by name, unknown ones with a made-up id.
 */

const server = useTestServer({ seed: true });
let outsider: SignedIn;
let declared: Map<string, Set<AccessRole>>;
/** Organisation A's row ids by the path parameter that names such a row. */
const idsOfA = new Map<string, string>();
/** Every id and number of A's that no answer to B may carry. */
let secretsOfA: string[] = [];

const SIGN_OUT = 'POST /api/auth/sign-out';

async function firstOf<Row extends { id: string }>(rows: Promise<Row[]>, what: string) {
  const [row] = await rows;
  if (!row) throw new Error(`organisation A has no ${what}`);
  return row.id;
}

beforeAll(async () => {
  const { db } = server.deps;
  const owner = await signInDemoClient(server, 'amelia');
  const clientId = owner.userId;
  // A's own activity first: an invitation, a notification from a status change, a photo.
  const invited = await owner.client.post('/api/team/invitations', {
    email: 'isolation.invitee@example.com',
    role: 'member',
  });
  expect(invited.status).toBe(201);
  const shipmentId = await firstOf(
    db.select({ id: shipments.id }).from(shipments).where(eq(shipments.client_id, clientId)),
    'shipment',
  );
  const admin = await signInAdmin(server);
  const update = await admin.client.post(`/api/admin/shipments/${shipmentId}/updates`, {
    status: 'on_hold',
    location: 'Isolation Test Vault',
  });
  expect(update.status).toBe(201);
  const updateId = ((await update.json()) as { id: string }).id;
  const bytes = new Uint8Array([1, 2, 3]);
  const [photo] = await db
    .insert(shipmentPhotos)
    .values({
      shipment_id: shipmentId,
      update_id: updateId,
      content_type: 'image/webp',
      bytes,
      thumbnail: bytes,
      width: 1,
      height: 1,
    })
    .returning({ id: shipmentPhotos.id });
  const issue = await insertIssue(server, { client_id: clientId });
  const member = await signInDemoMember(server, 'amelia', 'approver');

  const shipment = await db
    .select({ number: shipments.tracking_number })
    .from(shipments)
    .where(eq(shipments.id, shipmentId));
  idsOfA.set('clientId', clientId);
  idsOfA.set('number', shipment[0]!.number);
  idsOfA.set('shipmentId', shipmentId);
  idsOfA.set('updateId', updateId);
  idsOfA.set('photoId', photo!.id);
  idsOfA.set('issueId', issue.id);
  idsOfA.set(
    'requestId',
    (await insertBookingRequest(server, { client_id: clientId, state: 'awaiting_client' })).id,
  );
  idsOfA.set('userId', member.userId);
  idsOfA.set(
    'itemId',
    await firstOf(
      db.select({ id: vaultItems.id }).from(vaultItems).where(eq(vaultItems.client_id, clientId)),
      'vault item',
    ),
  );
  idsOfA.set(
    'invitationId',
    await firstOf(
      db
        .select({ id: clientInvitations.id })
        .from(clientInvitations)
        .where(eq(clientInvitations.client_id, clientId)),
      'invitation',
    ),
  );
  idsOfA.set(
    'delegationId',
    await firstOf(
      db
        .select({ id: delegations.id })
        .from(delegations)
        .where(eq(delegations.client_id, clientId)),
      'grant',
    ),
  );
  idsOfA.set(
    'notificationId',
    await firstOf(
      db
        .select({ id: notifications.id })
        .from(notifications)
        .where(eq(notifications.user_id, clientId)),
      'notification',
    ),
  );
  // A session of A's owner other than the one this file signs in with.
  await signInDemoClient(server, 'amelia');
  idsOfA.set(
    'sessionId',
    await firstOf(
      db
        .select({ id: sessions.id })
        .from(sessions)
        .where(eq(sessions.userId, clientId))
        .orderBy(desc(sessions.createdAt)),
      'session',
    ),
  );

  const people = await db
    .select({ id: clientMembers.user_id })
    .from(clientMembers)
    .where(eq(clientMembers.client_id, clientId));
  const rows = await Promise.all([
    db
      .select({ id: shipments.id, number: shipments.tracking_number })
      .from(shipments)
      .where(eq(shipments.client_id, clientId)),
    db.select({ id: vaultItems.id }).from(vaultItems).where(eq(vaultItems.client_id, clientId)),
    db.select({ id: issues.id }).from(issues).where(eq(issues.client_id, clientId)),
  ]);
  secretsOfA = [
    ...new Set([
      ...idsOfA.values(),
      ...people.map(({ id }) => id),
      ...rows.flat().flatMap((row) => ('number' in row ? [row.id, row.number] : [row.id])),
      demoClient('amelia').email,
    ]),
  ];

  outsider = await signInDemoClient(server, 'marcus');
  expect(await userIdOf(server, demoClient('marcus').email)).toBe(outsider.userId);
  declared = await declaredRoles(server);
});

async function auditOfA(): Promise<number> {
  const [row] = await server.deps.db
    .select({ value: count() })
    .from(auditEvents)
    .where(eq(auditEvents.client_id, idsOfA.get('clientId')!));
  return row?.value ?? 0;
}

/** The route's path with A's ids in it, by each parameter's name; anything else made up. */
function pathWithIdsOfA(pattern: string): string {
  return pattern
    .replace(/:(\w+)\{[^}]*\}/g, ':$1')
    .replace(/:file\b/, 'shipments.csv')
    .replace(/:(\w+)/g, (_, name: string) => idsOfA.get(name) ?? randomUUID());
}

async function call(caller: HttpClient, route: string): Promise<Response> {
  const [method, pattern] = route.split(' ') as [string, string];
  const path = pathWithIdsOfA(pattern);
  return method === 'GET' ? caller.get(path) : caller.request(path, { method, json: {} });
}

describe("another organisation's owner, with organisation A's ids", () => {
  it('gets nothing of A from any route it may call, and changes nothing of A', async () => {
    const leaks: string[] = [];
    const signedOut: string[] = [];
    const before = await auditOfA();
    for (const route of apiRoutesOf(server.app)) {
      // Public routes answer everyone alike; signing out would end the caller's session.
      if (declared.get(route)?.has('anonymous') || route === SIGN_OUT) continue;
      if (!route.includes(':') && !route.startsWith('GET ')) continue;
      const answer = await call(outsider.client, route);
      if (answer.status === 401) signedOut.push(route);
      if (answer.headers.get('content-type')?.startsWith('text/event-stream')) {
        await answer.body?.cancel();
        continue;
      }
      const text = await answer.text();
      const carried = secretsOfA.filter((secret) => text.includes(secret));
      if (answer.ok && route.includes(':') && !route.startsWith('GET ')) {
        leaks.push(`${route}: ${answer.status} to a write on A's row`);
      }
      if (carried.length > 0)
        leaks.push(`${route}: ${answer.status} carries ${carried.join(', ')}`);
    }
    expect(leaks).toEqual([]);
    expect(await auditOfA()).toBe(before);
    // Still signed in at the end: no route was answered 401 for want of a session.
    expect(signedOut).toEqual([]);
  });
});
