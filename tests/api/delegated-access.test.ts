import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DELEGATION_MESSAGES, type DelegationRow, type SharedWithMe } from '#shared/delegation';
import type { AccessLogEntry } from '#shared/portal';
import type { Page } from '#shared/list-query';
import type { InvitationView } from '#shared/team';
import { auditEvents, delegations, shipments, vaultItems } from '../../src/server/db/schema';
import { bodyOf } from '../helpers/admin-callers';
import type { HttpClient } from '../helpers/http-client';
import { moveClockTo } from '../helpers/movable-clock';
import {
  errorOf,
  signIn,
  signInDemoClient,
  signInDemoMember,
  type SignedIn,
} from '../helpers/portal-callers';
import { linkIn } from '../helpers/smtp-sink';
import { useTestServer } from '../helpers/use-test-server';

/**
 * Delegated access (decision 065): an owner shares chosen rows with someone outside the
 * organisation until a date; the delegate reads only those, values only when granted, every read
 * in the item's access log, and nothing once the date has passed.
 */

const server = useTestServer({ seed: true });
const PASSWORD = 'Amber-Quarry-Lighthouse-64';
const DAY_MS = 24 * 60 * 60 * 1000;
const ASSESSOR = 'ines.moreau@assessors.example';

let amelia: SignedIn;
let ameliaItems: { id: string; value: number | null }[];
let ameliaShipment: string;
let marcusItem: string;

const dayFromNow = (days: number) =>
  new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

beforeAll(async () => {
  amelia = await signInDemoClient(server, 'amelia');
  const db = server.deps.db;
  ameliaItems = await db
    .select({ id: vaultItems.id, value: vaultItems.value })
    .from(vaultItems)
    .where(eq(vaultItems.client_id, amelia.userId));
  const [shipment] = await db
    .select({ id: shipments.id })
    .from(shipments)
    .where(eq(shipments.client_id, amelia.userId))
    .limit(1);
  ameliaShipment = shipment!.id;
  const marcusId = (await signInDemoClient(server, 'marcus')).userId;
  const [item] = await db
    .select({ id: vaultItems.id })
    .from(vaultItems)
    .where(eq(vaultItems.client_id, marcusId))
    .limit(1);
  marcusItem = item!.id;
});

function grant(client: HttpClient, body: Record<string, unknown>) {
  return client.post('/api/team/delegations', {
    email: ASSESSOR,
    ends_on: dayFromNow(30),
    vault_item_ids: [ameliaItems[0]!.id, ameliaItems[1]!.id],
    shipment_ids: [ameliaShipment],
    ...body,
  });
}

async function tokenMailedTo(email: string, after = 0) {
  const mail = await server.smtp.waitForMail(
    (m) => m.to === email && m.subject.includes('shares records with you') && m.receivedAt > after,
  );
  return new URL(linkIn(mail, `${server.url}/join?token=`)).searchParams.get('token')!;
}

async function counts() {
  const db = server.deps.db;
  const [[a], [d]] = await Promise.all([
    db.select({ n: count() }).from(auditEvents),
    db.select({ n: count() }).from(delegations),
  ]);
  return { audit: a!.n, delegations: d!.n };
}

const shared = async (client: HttpClient) => bodyOf<SharedWithMe>(await client.get('/api/shared'));

describe('granting access', () => {
  it('refuses bad input, other organisations’ rows, members, staff and non-owners, writing nothing', async () => {
    const grace = await signInDemoMember(server, 'amelia', 'member');
    const before = await counts();
    const cases: [Record<string, unknown>, number, Record<string, string>][] = [
      [{ ends_on: dayFromNow(0) }, 400, { ends_on: DELEGATION_MESSAGES.endDate }],
      [{ ends_on: 'next week' }, 400, { ends_on: DELEGATION_MESSAGES.endDate }],
      [{ ends_on: dayFromNow(400) }, 400, { ends_on: DELEGATION_MESSAGES.endTooFar }],
      [
        { vault_item_ids: [], shipment_ids: [] },
        400,
        { vault_item_ids: DELEGATION_MESSAGES.nothingChosen },
      ],
      [{ vault_item_ids: [marcusItem] }, 400, { vault_item_ids: DELEGATION_MESSAGES.notYourItems }],
      [{ vault_item_ids: ['nope'] }, 400, { 'vault_item_ids.0': DELEGATION_MESSAGES.notYourItems }],
      [
        { email: 'grace.lin@hartgallery.example' },
        409,
        { email: DELEGATION_MESSAGES.memberAddress },
      ],
      [{ email: 'helen.park@orion-tc.example' }, 409, { email: DELEGATION_MESSAGES.staffAddress }],
    ];
    for (const [body, status, fields] of cases) {
      const error = await errorOf(await grant(amelia.client, body), status);
      expect(error.fields, JSON.stringify(body)).toEqual(fields);
    }
    expect((await errorOf(await grant(grace.client, {}), 403)).code).toBe('FORBIDDEN');
    expect(await counts()).toEqual(before);
  });

  it('an assessor signs up from the e-mail and reads only what is shared, without values or location', async () => {
    const granted = await bodyOf<DelegationRow>(await grant(amelia.client, {}), 201);
    expect(granted).toMatchObject({ email: ASSESSOR, status: 'pending', show_values: false });
    expect(granted.items).toHaveLength(2);
    const token = await tokenMailedTo(ASSESSOR);
    const view = await bodyOf<InvitationView>(
      await server.client().get(`/api/invitations/${token}`),
    );
    expect(view).toMatchObject({
      kind: 'delegate',
      role: null,
      organisation_name: 'Hart Fine Art Gallery',
      status: 'pending',
      shared: { items: 2, shipments: 1, show_values: false },
      account_exists: false,
    });
    const joined = await server.client().post(`/api/invitations/${token}/sign-up`, {
      first_name: 'Inès',
      last_name: 'Moreau',
      password: PASSWORD,
    });
    expect(await bodyOf(joined, 201)).toMatchObject({ kind: 'delegate', role: null });

    const assessor = await signIn(server, ASSESSOR, PASSWORD);
    const { grants } = await shared(assessor.client);
    expect(grants).toHaveLength(1);
    expect(grants[0]!.items.map((item) => item.id).sort()).toEqual(
      [ameliaItems[0]!.id, ameliaItems[1]!.id].sort(),
    );
    expect(grants[0]!.items.every((item) => item.value === null)).toBe(true);
    expect(grants[0]!.shipments.map((row) => row.id)).toEqual([ameliaShipment]);
    // No organisation of their own, and none of the gallery's other rows.
    expect((await assessor.client.get('/api/portal/items')).status).toBe(404);
    const other = ameliaItems[2]!.id;
    expect(
      (await errorOf(await assessor.client.get(`/api/shared/items/${other}`), 404)).message,
    ).toBe(DELEGATION_MESSAGES.notShared);
    expect((await assessor.client.get(`/api/shared/items/${marcusItem}`)).status).toBe(404);

    const item = await bodyOf<Record<string, unknown>>(
      await assessor.client.get(`/api/shared/items/${ameliaItems[0]!.id}`),
    );
    expect(item.value).toBeNull();
    expect(item).not.toHaveProperty('location_code');
    // The gallery sees the view in the item's access log, under the assessor's name.
    const log = await bodyOf<Page<AccessLogEntry>>(
      await amelia.client.get('/api/portal/access-log'),
    );
    expect(log.rows[0]).toMatchObject({
      entity_id: ameliaItems[0]!.id,
      action: 'viewed',
      actor: ASSESSOR,
    });
    const listed = await bodyOf<{ delegations: DelegationRow[] }>(
      await amelia.client.get('/api/team/delegations'),
    );
    expect(listed.delegations[0]).toMatchObject({ status: 'active', delegate_name: 'Inès Moreau' });
  });

  it('shows values only when the grant says so, to an existing account that accepts signed in', async () => {
    const sofia = await signInDemoClient(server, 'sofia');
    const withValue = ameliaItems.find((item) => item.value !== null)!;
    await bodyOf(
      await grant(amelia.client, {
        email: sofia.email,
        vault_item_ids: [withValue.id],
        shipment_ids: [],
        show_values: true,
      }),
      201,
    );
    const token = await tokenMailedTo(sofia.email);
    const marcus = await signInDemoClient(server, 'marcus');
    expect(
      (await errorOf(await marcus.client.post(`/api/invitations/${token}/accept`, {}), 403)).code,
    ).toBe('FORBIDDEN');
    expect(
      await bodyOf(await sofia.client.post(`/api/invitations/${token}/accept`, {})),
    ).toMatchObject({
      kind: 'delegate',
    });
    const item = await bodyOf<{ value: number | null }>(
      await sofia.client.get(`/api/shared/items/${withValue.id}`),
    );
    expect(item.value).toBe(withValue.value);
    // Her own organisation is unchanged.
    const own = await bodyOf<{ items: { id: string }[] }>(
      await sofia.client.get('/api/portal/items'),
    );
    expect(own.items.map((row) => row.id)).not.toContain(withValue.id);
  });

  it('a withdrawn grant shares nothing from the next request', async () => {
    const email = 'short.term@assessors.example';
    const { id } = await bodyOf<DelegationRow>(
      await grant(amelia.client, { email, vault_item_ids: [ameliaItems[0]!.id], shipment_ids: [] }),
      201,
    );
    const token = await tokenMailedTo(email);
    await server.client().post(`/api/invitations/${token}/sign-up`, {
      first_name: 'Short',
      last_name: 'Term',
      password: PASSWORD,
    });
    const delegate = await signIn(server, email, PASSWORD);
    expect((await shared(delegate.client)).grants).toHaveLength(1);
    expect((await amelia.client.post(`/api/team/delegations/${id}/revoke`, {})).status).toBe(204);
    expect((await shared(delegate.client)).grants).toEqual([]);
    expect((await delegate.client.get(`/api/shared/items/${ameliaItems[0]!.id}`)).status).toBe(404);
    const again = await amelia.client.post(`/api/team/delegations/${id}/revoke`, {});
    expect((await errorOf(again, 409)).message).toBe(DELEGATION_MESSAGES.grantClosed);
  });
});

describe('the end date', () => {
  // Last in the file: the process's clock only moves forward.
  it('ends the access without anyone acting, and closes an unaccepted link', async () => {
    const email = 'until.tomorrow@assessors.example';
    const endsOn = dayFromNow(1);
    await bodyOf(
      await grant(amelia.client, { email, ends_on: endsOn, vault_item_ids: [ameliaItems[1]!.id] }),
      201,
    );
    const token = await tokenMailedTo(email);
    await server.client().post(`/api/invitations/${token}/sign-up`, {
      first_name: 'Until',
      last_name: 'Tomorrow',
      password: PASSWORD,
    });
    const lateEmail = 'never.accepted@assessors.example';
    await bodyOf(await grant(amelia.client, { email: lateEmail, ends_on: endsOn }), 201);
    const lateToken = await tokenMailedTo(lateEmail);

    const [row] = await server.deps.db
      .select({ ends_at: delegations.ends_at })
      .from(delegations)
      .where(and(eq(delegations.email, email)));
    moveClockTo(row!.ends_at.getTime() + 1000);
    // Every session of the day before has expired too: the delegate signs in again.
    const delegate = await signIn(server, email, PASSWORD);
    expect((await shared(delegate.client)).grants).toEqual([]);
    expect((await delegate.client.get(`/api/shared/items/${ameliaItems[1]!.id}`)).status).toBe(404);
    const view = await bodyOf<InvitationView>(
      await server.client().get(`/api/invitations/${lateToken}`),
    );
    expect(view.status).toBe('expired');
    const late = await server.client().post(`/api/invitations/${lateToken}/sign-up`, {
      first_name: 'Never',
      last_name: 'Accepted',
      password: PASSWORD,
    });
    expect(late.status).toBe(409);
    const owner = await signInDemoClient(server, 'amelia');
    const listed = await bodyOf<{ delegations: DelegationRow[] }>(
      await owner.client.get('/api/team/delegations'),
    );
    expect(listed.delegations.find((grantRow) => grantRow.email === email)?.status).toBe('ended');
  });
});
