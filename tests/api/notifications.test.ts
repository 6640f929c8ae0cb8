import { and, count, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { NotificationPage, NotificationPreferences } from '#shared/notification-schema';
import {
  auditEvents,
  liveEvents,
  mailOutbox,
  notificationPreferences,
  notifications,
  users,
} from '../../src/server/db/schema';
import { unsubscribeToken } from '../../src/server/notifications/unsubscribe-token';
import { UNKNOWN_ID, bodyOf, insertClient, insertShipment } from '../helpers/admin-callers';
import type { HttpClient } from '../helpers/http-client';
import { errorOf, put, signInAdmin, signInDemoClient } from '../helpers/portal-callers';
import type { SignedIn } from '../helpers/portal-callers';
import { useTestServer } from '../helpers/use-test-server';

const server = useTestServer({ seed: true });
let admin: SignedIn;
let amelia: SignedIn;
let marcus: SignedIn;
let sequence = 0;

const TEST_SECRET = 'test-secret-that-is-long-enough-for-better-auth';
const INVALID_LINK = 'This unsubscribe link is not valid.';
const ALL_EMAIL_ON: NotificationPreferences = {
  shipment_status: { email: true },
  issue_reply: { email: true },
  request: { email: true },
  vault_item: { email: true },
  custody_alert: { email: true },
};

beforeAll(async () => {
  admin = await signInAdmin(server);
  amelia = await signInDemoClient(server, 'amelia');
  marcus = await signInDemoClient(server, 'marcus');
});

/** A client of our own, so what they are sent is only what this test caused. */
async function freshClient(): Promise<{ id: string; email: string }> {
  sequence += 1;
  const email = `notified-${sequence}@client.example`;
  const id = await insertClient(server, {
    email,
    first_name: 'Nora',
    last_name: `Test${sequence}`,
  });
  return { id, email };
}

const shipmentForm = (clientId: string, status: string) => ({
  client_id: clientId,
  origin: 'Chicago, IL',
  destination: 'Detroit, MI',
  status,
});

/** Staff edit the shipment's details with this status; answers the shipment's tracking number. */
async function staffSetsStatus(shipmentId: string, clientId: string, status: string) {
  const response = await put(
    admin.client,
    `/api/admin/shipments/${shipmentId}`,
    shipmentForm(clientId, status),
  );
  return bodyOf<{ tracking_number: string }>(response);
}

async function notificationsOf(userId: string) {
  return server.deps.db
    .select()
    .from(notifications)
    .where(eq(notifications.user_id, userId))
    .orderBy(desc(notifications.created_at));
}

async function mailsTo(email: string) {
  return server.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
}

async function unreadOf(userId: string): Promise<number> {
  return (await notificationsOf(userId)).filter((row) => row.read_at === null).length;
}

async function preferenceRows(userId: string) {
  return server.deps.db
    .select()
    .from(notificationPreferences)
    .where(eq(notificationPreferences.user_id, userId));
}

/** The audit row of a user's latest change of their e-mail choices. */
async function preferencesAuditOf(userId: string) {
  const [audit] = await server.deps.db
    .select()
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.action, 'notification_preferences_updated'),
        eq(auditEvents.actor_user_id, userId),
      ),
    )
    .orderBy(desc(auditEvents.created_at))
    .limit(1);
  return audit;
}

/** One notification for Amelia, through a real staff status change; answers its id. */
async function notifyAmelia(): Promise<string> {
  const shipment = await insertShipment(server, { client_id: amelia.userId, status: 'pending' });
  await staffSetsStatus(shipment.id, amelia.userId, 'in_transit');
  const [latest] = await notificationsOf(amelia.userId);
  return latest!.id;
}

const list = async (client: HttpClient, query = '') =>
  bodyOf<NotificationPage>(await client.get(`/api/notifications${query}`));

const markRead = (client: HttpClient, id: string) => client.post(`/api/notifications/${id}/read`);

/** The one-click POST as a mail client sends it: a form body, no Origin, no cookie. */
function oneClick(url: string) {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
    redirect: 'manual',
  });
}

const unsubscribeUrl = (token: string) =>
  `${server.url}/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`;

describe('GET /api/notifications', () => {
  it('answers 401 to a stranger, each account only its own, newest first with the unread count', async () => {
    const first = await notifyAmelia();
    const second = await notifyAmelia();

    const anonymous = await errorOf(await server.client().get('/api/notifications'), 401);
    expect(anonymous.code).toBe('UNAUTHORIZED');

    const page = await list(amelia.client);
    expect(page.rows.slice(0, 2).map((row) => row.id)).toEqual([second, first]);
    expect(page).toMatchObject({ page: 1, page_size: 20 });
    expect(page.total).toBe((await notificationsOf(amelia.userId)).length);
    expect(page.unread_count).toBe(await unreadOf(amelia.userId));
    expect(page.rows[0]).toMatchObject({
      kind: 'shipment_status',
      title: expect.stringMatching(/^Shipment TEST\d+ is now In Transit$/),
      link: expect.stringMatching(/^\/track\?number=TEST\d+$/),
      read_at: null,
    });

    const others = await list(marcus.client);
    expect(others.rows.map((row) => row.id)).not.toContain(first);
    expect(others.unread_count).toBe(await unreadOf(marcus.userId));
    const adminPage = await list(admin.client);
    expect(adminPage).toMatchObject({ rows: [], total: 0, unread_count: 0 });
  });

  it('refuses a page that is not a whole number from 1', async () => {
    const error = await errorOf(await amelia.client.get('/api/notifications?page=0'), 400);
    expect(error.fields).toEqual({ page: 'Page must be a whole number from 1.' });
  });
});

describe('POST /api/notifications/{id}/read', () => {
  it('marks only the owner’s notification read: a stranger 401, another account 404', async () => {
    const id = await notifyAmelia();
    const unread = await unreadOf(amelia.userId);

    expect((await errorOf(await markRead(server.client(), id), 401)).code).toBe('UNAUTHORIZED');
    for (const other of [marcus, admin]) {
      const error = await errorOf(await markRead(other.client, id), 404);
      expect(error.message).toBe('Notification not found.');
    }
    expect(await unreadOf(amelia.userId)).toBe(unread);

    expect(await bodyOf(await markRead(amelia.client, id))).toEqual({ unread_count: unread - 1 });
    const [row] = await server.deps.db.select().from(notifications).where(eq(notifications.id, id));
    expect(row?.read_at).toBeInstanceOf(Date);
    // Marking it again keeps the first time.
    await bodyOf(await markRead(amelia.client, id));
    const [again] = await server.deps.db
      .select()
      .from(notifications)
      .where(eq(notifications.id, id));
    expect(again?.read_at).toEqual(row?.read_at);

    const [event] = await server.deps.db
      .select()
      .from(liveEvents)
      .where(eq(liveEvents.topic, `user:${amelia.userId}`))
      .orderBy(desc(liveEvents.id))
      .limit(1);
    expect(event).toMatchObject({
      kind: 'notifications_read',
      payload: { unread_count: unread - 1 },
    });
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await errorOf(await markRead(amelia.client, UNKNOWN_ID), 404)).message).toBe(
      'Notification not found.',
    );
    const error = await errorOf(await markRead(amelia.client, 'not-a-uuid'), 400);
    expect(error.fields).toEqual({ notificationId: 'Not a valid notification id.' });
  });
});

describe('POST /api/notifications/read-all', () => {
  it("marks every one of the caller's notifications read and nobody else's", async () => {
    await notifyAmelia();
    const path = '/api/notifications/read-all';
    expect((await errorOf(await server.client().post(path), 401)).code).toBe('UNAUTHORIZED');

    const ameliaUnread = await unreadOf(amelia.userId);
    expect(ameliaUnread).toBeGreaterThan(0);
    expect(await bodyOf(await marcus.client.post(path))).toEqual({ unread_count: 0 });
    expect(await bodyOf(await admin.client.post(path))).toEqual({ unread_count: 0 });
    expect(await unreadOf(amelia.userId)).toBe(ameliaUnread);

    expect(await bodyOf(await amelia.client.post(path))).toEqual({ unread_count: 0 });
    expect(await unreadOf(amelia.userId)).toBe(0);
    expect((await list(amelia.client)).unread_count).toBe(0);
  });
});

describe('GET and PUT /api/account/notification-preferences', () => {
  const path = '/api/account/notification-preferences';

  it('answers 401 to a stranger and writes nothing', async () => {
    expect((await errorOf(await server.client().get(path), 401)).code).toBe('UNAUTHORIZED');
    const before = await server.deps.db.select({ value: count() }).from(notificationPreferences);
    const refused = await put(server.client(), path, {
      ...ALL_EMAIL_ON,
      shipment_status: { email: false },
    });
    expect((await errorOf(refused, 401)).code).toBe('UNAUTHORIZED');
    const after = await server.deps.db.select({ value: count() }).from(notificationPreferences);
    expect(after).toEqual(before);
  });

  it('has e-mail on for every kind until chosen; each account saves only its own, audited', async () => {
    expect(await bodyOf(await marcus.client.get(path))).toEqual(ALL_EMAIL_ON);
    const choice = { ...ALL_EMAIL_ON, vault_item: { email: false } };
    expect(await bodyOf(await put(marcus.client, path, choice))).toEqual(choice);
    expect(await bodyOf(await marcus.client.get(path))).toEqual(choice);
    expect(await bodyOf(await amelia.client.get(path))).toEqual(ALL_EMAIL_ON);

    const audit = await preferencesAuditOf(marcus.userId);
    expect(audit).toMatchObject({ entity_type: 'account', entity_id: marcus.userId });
    expect(audit?.details).toEqual(choice);

    // An administrator's account has its own choices too.
    expect(await bodyOf(await put(admin.client, path, ALL_EMAIL_ON))).toEqual(ALL_EMAIL_ON);
    expect(await bodyOf(await put(marcus.client, path, ALL_EMAIL_ON))).toEqual(ALL_EMAIL_ON);
  });

  it('refuses an unknown kind, a missing kind and a choice that is not true or false', async () => {
    const before = await preferenceRows(amelia.userId);
    const unknown = await errorOf(
      await put(amelia.client, path, { ...ALL_EMAIL_ON, parcel_lost: { email: false } }),
      400,
    );
    expect(unknown.message).toBe('Unknown notification kind.');
    const { issue_reply: _left, ...missing } = ALL_EMAIL_ON;
    const incomplete = await errorOf(await put(amelia.client, path, missing), 400);
    expect(incomplete.fields).toEqual({
      issue_reply: 'Give { email: true or false } for this kind.',
    });
    const notBoolean = await errorOf(
      await put(amelia.client, path, { ...ALL_EMAIL_ON, issue_reply: { email: 'no' } }),
      400,
    );
    expect(notBoolean.fields).toEqual({ 'issue_reply.email': 'E-mail must be true or false.' });
    expect(await preferenceRows(amelia.userId)).toEqual(before);
  });
});

describe('a staff status change', () => {
  it('creates one notification, one live event and one e-mail with one-click unsubscribe headers', async () => {
    const nora = await freshClient();
    const shipment = await insertShipment(server, { client_id: nora.id, status: 'pending' });
    const { tracking_number } = await staffSetsStatus(shipment.id, nora.id, 'in_transit');

    const rows = await notificationsOf(nora.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: 'shipment_status',
      title: `Shipment ${tracking_number} is now In Transit`,
      body: `The status of your shipment ${tracking_number} changed to In Transit.`,
      link: `/track?number=${tracking_number}`,
      read_at: null,
    });
    const events = await server.deps.db
      .select()
      .from(liveEvents)
      .where(eq(liveEvents.topic, `user:${nora.id}`));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      kind: 'notification',
      payload: {
        id: rows[0]!.id,
        kind: 'shipment_status',
        link: `/track?number=${tracking_number}`,
      },
    });

    expect(await mailsTo(nora.email)).toHaveLength(1);
    await server.mail.deliverDue();
    const mail = await server.smtp.waitForMail((m) => m.to === nora.email);
    expect(mail.subject).toBe(`Shipment ${tracking_number} is now In Transit`);
    expect(mail.text).toContain('Hello Nora,');
    expect(mail.text).toContain(`${server.url}/track?number=${tracking_number}`);
    const token = unsubscribeToken(TEST_SECRET, nora.id, 'shipment_status');
    expect(mail.text).toContain(
      `Unsubscribe from these e-mails: ${server.url}/unsubscribe?token=${token}`,
    );
    expect(mail.headers['list-unsubscribe']).toBe(`<${unsubscribeUrl(token)}>`);
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  });

  it('after the one-click POST of its List-Unsubscribe address, notifies without e-mail', async () => {
    const nora = await freshClient();
    const shipment = await insertShipment(server, { client_id: nora.id, status: 'pending' });
    await staffSetsStatus(shipment.id, nora.id, 'picked_up');
    await server.mail.deliverDue();
    const mail = await server.smtp.waitForMail((m) => m.to === nora.email);
    const address = /^<(.+)>$/.exec(mail.headers['list-unsubscribe']!)![1]!;

    const response = await oneClick(address);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ kind: 'shipment_status', status: 'unsubscribed' });
    expect(await preferenceRows(nora.id)).toEqual([
      { user_id: nora.id, kind: 'shipment_status', email: false },
    ]);
    const audit = await preferencesAuditOf(nora.id);
    expect(audit?.details).toEqual({ shipment_status: { email: false }, via: 'unsubscribe_link' });
    // Using it twice is fine.
    expect((await oneClick(address)).status).toBe(200);

    await staffSetsStatus(shipment.id, nora.id, 'in_transit');
    expect(await notificationsOf(nora.id)).toHaveLength(2);
    expect(await mailsTo(nora.email)).toHaveLength(1);
  });

  it('notifies without e-mail when the client turned that kind off in Account Settings', async () => {
    const nora = await freshClient();
    await server.deps.db
      .insert(notificationPreferences)
      .values({ user_id: nora.id, kind: 'shipment_status', email: false });
    const shipment = await insertShipment(server, { client_id: nora.id, status: 'pending' });
    await staffSetsStatus(shipment.id, nora.id, 'delivered');
    expect(await notificationsOf(nora.id)).toHaveLength(1);
    expect(await mailsTo(nora.email)).toEqual([]);
  });

  it('tells no one when the status stays as it was, through an edit or a tracking update', async () => {
    const nora = await freshClient();
    const shipment = await insertShipment(server, { client_id: nora.id, status: 'in_transit' });
    await staffSetsStatus(shipment.id, nora.id, 'in_transit');
    const sameStatus = await admin.client.post(`/api/admin/shipments/${shipment.id}/updates`, {
      status: 'in_transit',
      location: 'Toledo, OH',
    });
    expect(sameStatus.status).toBe(201);
    expect(await notificationsOf(nora.id)).toEqual([]);
    expect(await mailsTo(nora.email)).toEqual([]);

    const newStatus = await admin.client.post(`/api/admin/shipments/${shipment.id}/updates`, {
      status: 'out_for_delivery',
      location: 'Detroit, MI',
    });
    expect(newStatus.status).toBe(201);
    const rows = await notificationsOf(nora.id);
    expect(rows.map((row) => row.title)).toEqual([
      `Shipment ${shipment.tracking_number} is now Out for delivery`,
    ]);
    expect(await mailsTo(nora.email)).toHaveLength(1);
  });
});

describe('a vault item written by staff', () => {
  const itemForm = (clientId: string, fields: Record<string, unknown> = {}) => ({
    client_id: clientId,
    name: 'Bronze sculpture',
    category: 'artwork',
    security_level: 'high',
    location_code: 'VAULT-C-101',
    ...fields,
  });

  it('notifies its client when opened and when changed, linking to their vault', async () => {
    const nora = await freshClient();
    const created = await bodyOf<{ id: string }>(
      await admin.client.post('/api/admin/vault-items', itemForm(nora.id)),
      201,
    );
    expect(await notificationsOf(nora.id)).toMatchObject([
      {
        kind: 'vault_item',
        title: 'Bronze sculpture is now in your vault',
        link: '/vault/items',
      },
    ]);
    await server.mail.deliverDue();
    const mail = await server.smtp.waitForMail((m) => m.to === nora.email);
    expect(mail.subject).toBe('Bronze sculpture is now in your vault');
    expect(mail.headers['list-unsubscribe']).toContain(
      encodeURIComponent(unsubscribeToken(TEST_SECRET, nora.id, 'vault_item')),
    );

    await bodyOf(
      await put(
        admin.client,
        `/api/admin/vault-items/${created.id}`,
        itemForm(nora.id, { location_code: 'VAULT-D-202' }),
      ),
    );
    expect((await notificationsOf(nora.id))[0]).toMatchObject({
      title: 'Bronze sculpture was moved',
    });
  });
});

describe('POST /api/notifications/unsubscribe', () => {
  it('refuses a missing, altered or foreign token with 400, changing nothing', async () => {
    const nora = await freshClient();
    const good = unsubscribeToken(TEST_SECRET, nora.id, 'vault_item');
    const [userId, kind, signature] = good.split('.') as [string, string, string];
    const flipped = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    const bad = [
      '',
      'nonsense',
      `${userId}.${kind}.${flipped}`,
      `${userId}.shipment_status.${signature}`,
      `${userId}.parcel_lost.${signature}`,
      unsubscribeToken('another-secret-that-is-long-enough-for-it', nora.id, 'vault_item'),
      `${good}.extra`,
      'x'.repeat(301),
    ];
    for (const token of bad) {
      const error = await errorOf(await oneClick(unsubscribeUrl(token)), 400);
      expect(error.message, token).toBe(INVALID_LINK);
    }
    const missing = await errorOf(
      await server.client().post('/api/notifications/unsubscribe'),
      400,
    );
    expect(missing.fields).toEqual({ token: INVALID_LINK });
    expect(await preferenceRows(nora.id)).toEqual([]);
  });

  it('refuses a well-signed token of an account that no longer exists', async () => {
    const nora = await freshClient();
    const token = unsubscribeToken(TEST_SECRET, nora.id, 'vault_item');
    await server.deps.db.delete(users).where(eq(users.id, nora.id));
    expect((await errorOf(await oneClick(unsubscribeUrl(token)), 400)).message).toBe(INVALID_LINK);
  });

  it('works the same for anyone holding the link: the page posts it from the site', async () => {
    const token = unsubscribeToken(TEST_SECRET, amelia.userId, 'issue_reply');
    for (const caller of [server.client(), marcus.client, admin.client]) {
      const response = await caller.post(
        `/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`,
      );
      expect(await bodyOf(response)).toEqual({ kind: 'issue_reply', status: 'unsubscribed' });
    }
    expect(await bodyOf(await amelia.client.get('/api/account/notification-preferences'))).toEqual({
      ...ALL_EMAIL_ON,
      issue_reply: { email: false },
    });
  });
});
