import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AccessLogEntry } from '#shared/portal';
import type { CreatedRequest, RequestDetail } from '#shared/request-schema';
import { REQUEST_MESSAGES } from '#shared/requests';
import {
  dayAfter,
  dayLabel,
  vaultDayOf,
  VISIT_MESSAGES,
  VISIT_SETTING_DEFAULTS,
  weekdayOf,
  type CheckedInVisit,
  type VisitSettings,
  type VisitSlots,
} from '#shared/visits';
import { vaultItems, visitRequests } from '../../src/server/db/schema';
import { bodyOf, insertVaultItem, wholeAccessLog } from '../helpers/admin-callers';
import type { HttpClient } from '../helpers/http-client';
import { errorOf, put, type SignedIn } from '../helpers/portal-callers';
import { signInRequestPeople } from '../helpers/request-people';
import { useTestServer } from '../helpers/use-test-server';

/**
 * Visits to the vault (decision 070): hours and rooms from Settings, a room held from the asking
 * until the visit is declined, cancelled or expires, confirmed by our staff, and a code checked
 * in at the desk on its day, once.
 */

const server = useTestServer({ seed: true });

let amelia: SignedIn;
let grace: SignedIn;
let ethan: SignedIn;
let marcus: SignedIn;
let operations: SignedIn;
let custodian: SignedIn;
let admin: SignedIn;

beforeAll(async () => {
  ({ amelia, grace, ethan, marcus, operations, custodian, admin } =
    await signInRequestPeople(server));
});

/** The first weekday (the vault's default opening days) `from` days on or later. */
/** The first day `from` days ahead or later, at the vault, that falls on one of `weekdays`. */
function firstDayOn(from: number, weekdays: readonly number[]): string {
  let day = dayAfter(vaultDayOf(new Date()), from);
  while (!weekdays.includes(weekdayOf(day))) day = dayAfter(day, 1);
  return day;
}

/** A day the vault opens by default (Monday to Friday), `from` days ahead or later. */
const openDay = (from: number) => firstDayOn(from, [1, 2, 3, 4, 5]);
/** A Sunday, when the vault is closed by default. */
const closedDay = () => firstDayOn(2, [0]);

const item = async (owner: SignedIn, name = `Visit item ${randomUUID()}`) =>
  (await insertVaultItem(server, { client_id: owner.userId, name, value: 1000 })).id;

function visitForm(itemIds: string[], overrides: Record<string, unknown> = {}) {
  return {
    idempotency_key: randomUUID(),
    visit_on: openDay(3),
    hour: 10,
    visitors: [
      { name: 'Amelia Hart', id_type: 'passport' },
      { name: 'Paul Restorer', id_type: 'driving_licence' },
    ],
    item_ids: itemIds,
    ...overrides,
  };
}

const book = (client: HttpClient, form: Record<string, unknown>) =>
  client.post('/api/requests/visits', form);

const detail = async (client: HttpClient, id: string, staff = false) =>
  bodyOf<RequestDetail>(await client.get(`/api/${staff ? 'admin/' : ''}requests/${id}`));

const setRooms = async (settings: Partial<VisitSettings>) =>
  bodyOf<VisitSettings>(
    await put(admin.client, '/api/admin/settings/visits', {
      ...VISIT_SETTING_DEFAULTS,
      ...settings,
    }),
  );

const checkIn = (client: HttpClient, code: string) =>
  client.post('/api/admin/requests/visits/check-in', { code });

describe('a visit', () => {
  it('is confirmed by our staff, shows its code to the organisation only, and is checked in once on its day', async () => {
    const painting = await item(amelia, 'Visit landscape');
    const asked = await bodyOf<CreatedRequest>(
      await book(grace.client, visitForm([painting])),
      201,
    );
    expect(asked.state).toBe('awaiting_staff');
    const waiting = await detail(grace.client, asked.id);
    expect(waiting.kind).toBe('visit');
    expect(waiting.summary).toBe(`${dayLabel(openDay(3))}, 10:00–11:00, 2 visitors`);
    expect(waiting.visit).toMatchObject({
      visit_on: openDay(3),
      hour: 10,
      time_zone: 'America/New_York',
      code: null,
      checked_in_at: null,
    });
    expect(waiting.visit?.items.map((entry) => entry.name)).toEqual(['Visit landscape']);
    // Four eyes are on at Hart Fine Art, but a visit asks our staff alone.
    expect(waiting.actions).toEqual(['cancel']);

    const accepted = await bodyOf<CreatedRequest>(
      await operations.client.post(`/api/admin/requests/${asked.id}/approve`),
    );
    expect(accepted.state).toBe('scheduled');
    const confirmed = await detail(grace.client, asked.id);
    const code = confirmed.visit?.code;
    expect(code).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
    // Our staff never read the code: the visitor brings it.
    expect((await detail(operations.client, asked.id, true)).visit?.code).toBeNull();

    // Not yet its day.
    const early = await errorOf(await checkIn(custodian.client, code!), 409);
    expect(early.fields).toEqual({ code: VISIT_MESSAGES.wrongDay(dayLabel(openDay(3))) });

    // Its day comes: checked in once, lower case typed or not.
    await server.deps.db
      .update(visitRequests)
      .set({ visit_on: vaultDayOf(new Date()) })
      .where(eq(visitRequests.request_id, asked.id));
    const desk = await bodyOf<CheckedInVisit>(await checkIn(custodian.client, code!.toLowerCase()));
    expect(desk).toMatchObject({
      request_id: asked.id,
      number: asked.number,
      organisation: 'Hart Fine Art Gallery',
      visitors: [
        { name: 'Amelia Hart', id_type: 'passport' },
        { name: 'Paul Restorer', id_type: 'driving_licence' },
      ],
    });
    expect(desk.checked_in_at).not.toBeNull();
    const twice = await errorOf(await checkIn(custodian.client, code!), 409);
    expect(twice.fields).toEqual({ code: VISIT_MESSAGES.usedAlready });
    const done = await detail(grace.client, asked.id);
    expect(done.state).toBe('completed');
    expect(done.events.map((event) => event.action)).toEqual([
      'request_submitted',
      'request_staff_approved',
      'visit_checked_in',
    ]);

    // Each step on the item too.
    const log: AccessLogEntry[] = await wholeAccessLog(amelia.client);
    const steps = log
      .filter((entry) => entry.entity_label === 'Visit landscape')
      .map((entry) => entry.action);
    expect(steps.slice(0, 3)).toEqual([
      'visit_checked_in',
      'request_staff_approved',
      'request_submitted',
    ]);
  });

  it('refuses an unknown code, one not yet confirmed, and staff who do not keep the vault', async () => {
    expect((await errorOf(await checkIn(custodian.client, 'ZZZZ2222'), 404)).fields).toEqual({
      code: VISIT_MESSAGES.codeUnknown,
    });
    const pending = await bodyOf<CreatedRequest>(
      await book(amelia.client, visitForm([await item(amelia)], { hour: 11 })),
      201,
    );
    const [row] = await server.deps.db
      .select({ code: visitRequests.code })
      .from(visitRequests)
      .where(eq(visitRequests.request_id, pending.id));
    await server.deps.db
      .update(visitRequests)
      .set({ visit_on: vaultDayOf(new Date()) })
      .where(eq(visitRequests.request_id, pending.id));
    expect((await errorOf(await checkIn(custodian.client, row!.code), 409)).fields).toEqual({
      code: VISIT_MESSAGES.notScheduled,
    });
    expect((await checkIn(operations.client, row!.code)).status).toBe(403);
  });
});

describe('slots', () => {
  it('offer the opening hours of a day with the rooms still free, hold a room until cancelled, and refuse a full hour', async () => {
    const day = openDay(10);
    await setRooms({ viewing_rooms: 1, opens_at: 10, closes_at: 13 });
    const slots = await bodyOf<VisitSlots>(
      await grace.client.get(`/api/requests/visits/slots?date=${day}`),
    );
    expect(slots).toEqual({
      visit_on: day,
      time_zone: 'America/New_York',
      closed: false,
      slots: [
        { hour: 10, free_rooms: 1 },
        { hour: 11, free_rooms: 1 },
        { hour: 12, free_rooms: 1 },
      ],
    });
    const sunday = closedDay();
    expect(
      await bodyOf<VisitSlots>(await grace.client.get(`/api/requests/visits/slots?date=${sunday}`)),
    ).toMatchObject({ closed: true, slots: [] });

    const first = await bodyOf<CreatedRequest>(
      await book(grace.client, visitForm([await item(amelia)], { visit_on: day, hour: 11 })),
      201,
    );
    const taken = await bodyOf<VisitSlots>(
      await grace.client.get(`/api/requests/visits/slots?date=${day}`),
    );
    expect(taken.slots[1]).toEqual({ hour: 11, free_rooms: 0 });
    const full = await errorOf(
      await book(marcus.client, visitForm([await item(marcus)], { visit_on: day, hour: 11 })),
      400,
    );
    expect(full.fields).toEqual({ hour: VISIT_MESSAGES.slotFull });

    // Cancelled, even once confirmed, the room is free again.
    await bodyOf(await operations.client.post(`/api/admin/requests/${first.id}/approve`));
    expect((await detail(grace.client, first.id)).actions).toEqual(['cancel']);
    await bodyOf(await grace.client.post(`/api/requests/${first.id}/cancel`));
    await bodyOf(
      await book(marcus.client, visitForm([await item(marcus)], { visit_on: day, hour: 11 })),
      201,
    );
    await setRooms({});
  });

  it('give the last room to exactly one of two bookings at once', async () => {
    const day = openDay(12);
    await setRooms({ viewing_rooms: 1 });
    const [ameliasItem, marcusItem] = [await item(amelia), await item(marcus)];
    const answers = await Promise.all([
      book(amelia.client, visitForm([ameliasItem], { visit_on: day, hour: 14 })),
      book(marcus.client, visitForm([marcusItem], { visit_on: day, hour: 14 })),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 400]);
    await setRooms({});
  });

  it('answer the same form once, and other details under its key with 409', async () => {
    const form = visitForm([await item(amelia)], { hour: 15 });
    const first = await bodyOf<CreatedRequest>(await book(amelia.client, form), 201);
    const again = await bodyOf<CreatedRequest>(await book(amelia.client, form), 200);
    expect(again.id).toBe(first.id);
    const changed = await errorOf(await book(amelia.client, { ...form, hour: 16 }), 409);
    expect(changed.fields).toEqual({ idempotency_key: REQUEST_MESSAGES.duplicate });
  });
});

describe('bad visits', () => {
  it('are refused with the field named and nothing written', async () => {
    const mine = await item(amelia);
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ visit_on: vaultDayOf(new Date()) }, { visit_on: VISIT_MESSAGES.datePast }],
      [{ visit_on: dayAfter(vaultDayOf(new Date()), 90) }, { visit_on: VISIT_MESSAGES.dateTooFar }],
      [{ visit_on: '2026-02-30' }, { visit_on: VISIT_MESSAGES.date }],
      [{ hour: 7 }, { hour: VISIT_MESSAGES.outsideHours }],
      [{ hour: 'ten' }, { hour: VISIT_MESSAGES.hour }],
      [{ visitors: [] }, { visitors: VISIT_MESSAGES.visitorsRequired }],
      [
        { visitors: [{ name: 'A', id_type: 'passport' }] },
        { 'visitors.0.name': VISIT_MESSAGES.visitorName },
      ],
      [
        { visitors: [{ name: 'Ann Lee', id_type: 'library_card' }] },
        { 'visitors.0.id_type': VISIT_MESSAGES.idType },
      ],
      [{ item_ids: [] }, { item_ids: VISIT_MESSAGES.itemsRequired }],
      [{ item_ids: [await item(marcus)] }, { item_ids: REQUEST_MESSAGES.itemNotYours }],
    ];
    for (const [change, fields] of cases) {
      const refused = await errorOf(await book(amelia.client, visitForm([mine], change)), 400);
      expect(refused.fields, JSON.stringify(change)).toEqual(fields);
    }
    const released = await item(amelia);
    await server.deps.db
      .update(vaultItems)
      .set({ released_at: new Date() })
      .where(eq(vaultItems.id, released));
    expect((await errorOf(await book(amelia.client, visitForm([released])), 400)).fields).toEqual({
      item_ids: REQUEST_MESSAGES.itemReleased,
    });
    const sunday = closedDay();
    expect(
      (await errorOf(await book(amelia.client, visitForm([mine], { visit_on: sunday })), 400))
        .fields,
    ).toEqual({ visit_on: VISIT_MESSAGES.closedDay });
    const list = await bodyOf<{ rows: { kind: string }[] }>(
      await amelia.client.get('/api/requests?kind=visit'),
    );
    expect(list.rows.every((row) => row.kind === 'visit')).toBe(true);
  });

  it('are refused to a Viewer, to staff, to strangers', async () => {
    const form = visitForm([await item(amelia)]);
    expect((await book(ethan.client, form)).status).toBe(403);
    expect((await book(operations.client, form)).status).toBe(404);
    expect((await server.client().post('/api/requests/visits', form)).status).toBe(401);
    expect(
      (await server.client().get(`/api/requests/visits/slots?date=${openDay(3)}`)).status,
    ).toBe(401);
    expect(
      (await operations.client.get(`/api/requests/visits/slots?date=${openDay(3)}`)).status,
    ).toBe(404);
    expect(
      (await errorOf(await grace.client.get('/api/requests/visits/slots?date=soon'), 400)).fields,
    ).toEqual({ date: VISIT_MESSAGES.date });
  });
});

describe('visiting hours in Settings', () => {
  it('default to weekdays 9 to 17 with two rooms, are refused when they close before they open, and are for administrators to change', async () => {
    expect(
      await bodyOf<VisitSettings>(await admin.client.get('/api/admin/settings/visits')),
    ).toEqual(VISIT_SETTING_DEFAULTS);
    const backwards = await errorOf(
      await put(admin.client, '/api/admin/settings/visits', {
        ...VISIT_SETTING_DEFAULTS,
        opens_at: 15,
        closes_at: 12,
      }),
      400,
    );
    expect(backwards.fields).toEqual({ closes_at: VISIT_MESSAGES.hoursOrder });
    expect(
      (await put(operations.client, '/api/admin/settings/visits', VISIT_SETTING_DEFAULTS)).status,
    ).toBe(403);
  });
});
