import { asc, count, desc, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminShipmentDetail, AdminShipmentRow } from '#shared/admin/shipments';
import { SHIPMENT_SORTS } from '#shared/admin/shipments';
import { auditActionLabel } from '#shared/audit-action';
import type { ClientShipment } from '#shared/portal';
import { describeShipmentStatus } from '#shared/shipment-status';
import type { PublicTracking } from '#shared/tracking-answer';
import { auditEvents, shipments, shipmentUpdates } from '../../src/server/db/schema';
import {
  bodyOf,
  del,
  insertShipment,
  listPage,
  UNKNOWN_ID,
  wholeAccessLog,
} from '../helpers/admin-callers';
import type { HttpClient } from '../helpers/http-client';
import { errorOf, put, signInAdmin, signInDemoClient } from '../helpers/portal-callers';
import type { SignedIn } from '../helpers/portal-callers';
import { TEST_ADMIN_EMAIL } from '../helpers/test-server';
import { useTestServer } from '../helpers/use-test-server';

const server = useTestServer({ seed: true });
let admin: SignedIn;
let amelia: SignedIn;
let marcus: SignedIn;
let sofia: SignedIn;

const TRACKING_NUMBER = /^OTC\d{13}$/;
const NOT_FOUND = 'Shipment not found.';
const ADMIN_USER_AGENT = 'admin-shipments-test/1.0';

beforeAll(async () => {
  admin = await signInAdmin(server);
  amelia = await signInDemoClient(server, 'amelia');
  marcus = await signInDemoClient(server, 'marcus');
  sofia = await signInDemoClient(server, 'sofia');
});

const list = (query = '') =>
  listPage<AdminShipmentRow>(admin.client, `/api/admin/shipments${query}`);

async function numbersFound(query: string): Promise<string[]> {
  return (await list(query)).rows.map((row) => row.tracking_number).sort();
}

async function shipmentCount(): Promise<number> {
  const [row] = await server.deps.db.select({ value: count() }).from(shipments);
  return row?.value ?? 0;
}

async function shipmentRow(id: string) {
  const [row] = await server.deps.db.select().from(shipments).where(eq(shipments.id, id));
  return row;
}

async function detail(id: string): Promise<AdminShipmentDetail> {
  return bodyOf<AdminShipmentDetail>(await admin.client.get(`/api/admin/shipments/${id}`));
}

/** A valid shipment form for the given client, with any fields replaced. */
const form = (clientId: string, fields: Record<string, unknown> = {}) => ({
  client_id: clientId,
  origin: 'Chicago, IL',
  destination: 'Detroit, MI',
  ...fields,
});

async function create(
  clientId: string,
  fields: Record<string, unknown> = {},
): Promise<{ id: string; tracking_number: string }> {
  const response = await admin.client.post('/api/admin/shipments', form(clientId, fields), {
    headers: { 'user-agent': ADMIN_USER_AGENT },
  });
  return bodyOf(response, 201);
}

function addUpdate(id: string, update: Record<string, unknown>, client: HttpClient = admin.client) {
  return client.post(`/api/admin/shipments/${id}/updates`, update);
}

function expectRecent(iso: string | null | undefined) {
  expect(iso).toEqual(expect.any(String));
  expect(Math.abs(Date.parse(iso!) - Date.now())).toBeLessThan(60_000);
}

describe('listing shipments', () => {
  it('pages newest first by default, with page, size and total', async () => {
    const all = await server.deps.db
      .select({ tracking_number: shipments.tracking_number })
      .from(shipments)
      .orderBy(desc(shipments.created_at), desc(shipments.id));
    expect(all).toHaveLength(10);

    const first = await list();
    expect(first).toMatchObject({ page: 1, page_size: 20, total: 10 });
    expect(first.rows.map((row) => row.tracking_number)).toEqual(
      all.map((row) => row.tracking_number),
    );
    expect(first.rows[0]!.tracking_number).toBe('OTC1763380800001');
    expect(first.rows.at(-1)!.tracking_number).toBe('OTC1763380800010');
    const times = first.rows.map((row) => Date.parse(row.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const paged: string[] = [];
    for (const page of [1, 2, 3, 4]) {
      const result = await list(`?page=${page}&page_size=3`);
      expect(result).toMatchObject({ page, page_size: 3, total: 10 });
      expect(result.rows).toHaveLength(page < 4 ? 3 : 1);
      paged.push(...result.rows.map((row) => row.tracking_number));
    }
    expect(paged).toEqual(all.map((row) => row.tracking_number));
    expect(await list('?page=5&page_size=3')).toMatchObject({ page: 5, rows: [], total: 10 });
  });

  it('shows each row with its client, and no more', async () => {
    const { rows } = await list('?search=OTC1763380800003');
    const [row] = await server.deps.db
      .select()
      .from(shipments)
      .where(eq(shipments.tracking_number, 'OTC1763380800003'));
    expect(rows).toEqual([
      {
        id: row!.id,
        tracking_number: 'OTC1763380800003',
        origin: 'Los Angeles, CA',
        destination: 'Las Vegas, NV',
        status: 'in_transit',
        created_at: row!.created_at.toISOString(),
        client: {
          id: marcus.userId,
          first_name: 'Marcus',
          last_name: 'Chen',
          email: marcus.email,
        },
      },
    ]);
  });

  const SORT_COLUMNS = {
    created_at: shipments.created_at,
    tracking_number: shipments.tracking_number,
    origin: shipments.origin,
    destination: shipments.destination,
    status: shipments.status,
  } as const;

  /** The seeded row that comes first for each sort, as the column's value. */
  const FIRST: Record<(typeof SHIPMENT_SORTS)[number], { asc: string; desc: string }> = {
    created_at: { asc: 'OTC1763380800010', desc: 'OTC1763380800001' },
    tracking_number: { asc: 'OTC1763380800001', desc: 'OTC1763380800010' },
    origin: { asc: 'Boston, MA', desc: 'New York, NY' },
    destination: { asc: 'Atlanta, GA', desc: 'San Francisco, CA' },
    status: { asc: 'cancelled', desc: 'picked_up' },
  };

  it.each(SHIPMENT_SORTS.flatMap((sort) => (['asc', 'desc'] as const).map((dir) => [sort, dir])))(
    'sorts by %s %s',
    async (sort, dir) => {
      const key = sort as (typeof SHIPMENT_SORTS)[number];
      const order = dir === 'asc' ? asc : desc;
      const expected = await server.deps.db
        .select({ tracking_number: shipments.tracking_number })
        .from(shipments)
        .orderBy(order(SORT_COLUMNS[key]), order(shipments.id));
      const { rows } = await list(`?sort=${sort}&dir=${dir}`);
      expect(rows.map((row) => row.tracking_number)).toEqual(
        expected.map((row) => row.tracking_number),
      );
      const column = key === 'created_at' ? 'tracking_number' : key;
      expect(rows[0]![column]).toBe(FIRST[key][dir as 'asc' | 'desc']);
    },
  );

  it('filters by status, alone and with a search', async () => {
    expect(await numbersFound('?status=in_transit')).toEqual([
      'OTC1763380800003',
      'OTC1763380800009',
    ]);
    expect(await numbersFound('?status=delivered')).toEqual([
      'OTC1763380800006',
      'OTC1763380800010',
    ]);
    expect(await numbersFound('?status=in_transit&search=miami')).toEqual(['OTC1763380800009']);
    expect((await list('?status=in_transit')).total).toBe(2);
  });

  it('searches by tracking number, whole or in part', async () => {
    expect(await numbersFound('?search=OTC1763380800007')).toEqual(['OTC1763380800007']);
    expect(await numbersFound('?search=otc1763380800007')).toEqual(['OTC1763380800007']);
    expect((await list('?search=17633808000')).total).toBe(10);
  });

  it('searches origin and destination cities, case-insensitively', async () => {
    expect(await numbersFound('?search=LAS%20VEGAS')).toEqual(['OTC1763380800003']);
    expect(await numbersFound('?search=miami')).toEqual([
      'OTC1763380800005',
      'OTC1763380800006',
      'OTC1763380800009',
    ]);
    // New York is the origin of two and the destination of two others.
    expect(await numbersFound('?search=new%20york')).toEqual([
      'OTC1763380800001',
      'OTC1763380800002',
      'OTC1763380800006',
      'OTC1763380800010',
    ]);
  });

  it('searches by client name, e-mail and company, case-insensitively', async () => {
    const ameliaShipments = [
      'OTC1763380800001',
      'OTC1763380800002',
      'OTC1763380800007',
      'OTC1763380800010',
    ];
    expect(await numbersFound('?search=amelia%20hart')).toEqual(ameliaShipments);
    expect(await numbersFound('?search=AMELIA')).toEqual(ameliaShipments);
    expect(await numbersFound('?search=chenjewelers.EXAMPLE')).toEqual([
      'OTC1763380800003',
      'OTC1763380800004',
      'OTC1763380800008',
    ]);
    expect(await numbersFound('?search=alvarez%20FAMILY')).toEqual([
      'OTC1763380800005',
      'OTC1763380800006',
      'OTC1763380800009',
    ]);
    expect(await numbersFound('?search=nobody%20at%20all')).toEqual([]);
    expect(await numbersFound('?search=%20%20')).toHaveLength(10);
  });

  it('takes % and _ in a search literally', async () => {
    const added = await Promise.all([
      insertShipment(server, { client_id: null, origin: '100% Insured Depot' }),
      insertShipment(server, { client_id: null, destination: 'Dock_7 Terminal' }),
      insertShipment(server, { client_id: null, destination: 'Dock 7 Terminal' }),
    ]);
    try {
      const [percent, underscore] = added;
      expect(await numbersFound(`?search=${encodeURIComponent('%')}`)).toEqual([
        percent!.tracking_number,
      ]);
      expect(await numbersFound('?search=_')).toEqual([underscore!.tracking_number]);
      expect(await numbersFound('?search=dock_7')).toEqual([underscore!.tracking_number]);
      expect((await list('?search=dock')).total).toBe(2);
    } finally {
      await server.deps.db.delete(shipments).where(
        inArray(
          shipments.id,
          added.map((row) => row.id),
        ),
      );
    }
  });

  it.each([
    ['sort=value', 'sort', 'Unknown sort column.'],
    ['sort=client', 'sort', 'Unknown sort column.'],
    ['dir=up', 'dir', 'Sort direction is asc or desc.'],
    ['status=lost', 'status', 'Unknown status.'],
    ['status=In%20Transit', 'status', 'Unknown status.'],
    ['page=0', 'page', 'Page must be a whole number from 1.'],
    ['page=abc', 'page', 'Page must be a whole number from 1.'],
    ['page=1.5', 'page', 'Page must be a whole number from 1.'],
    ['page_size=0', 'page_size', 'Page size must be 1 to 100.'],
    ['page_size=101', 'page_size', 'Page size must be 1 to 100.'],
    [`search=${'a'.repeat(101)}`, 'search', 'Search must be at most 100 characters.'],
  ])('answers 400 naming the field to %s', async (query, field, message) => {
    const error = await errorOf(await admin.client.get(`/api/admin/shipments?${query}`), 400);
    expect(error.code).toBe('BAD_REQUEST');
    expect(error.fields).toEqual({ [field]: message });
  });
});

describe('creating a shipment', () => {
  it.each([
    ['client_id', undefined, 'Client is required.'],
    ['client_id', 'not-a-uuid', 'Client is required.'],
    ['origin', undefined, 'Origin is required'],
    ['origin', '  A  ', 'Origin is required'],
    ['destination', '', 'Destination is required'],
    ['value', -10, 'Value must be a positive number.'],
    ['value', 0, 'Value must be a positive number.'],
    ['value', 'lots', 'Value must be a positive number.'],
    ['weight_kg', -1, 'Weight must be a positive number.'],
    ['status', 'lost', 'Choose one of the listed statuses.'],
    ['security_level', 'ultra', 'Choose Standard, High or Maximum.'],
    ['estimated_delivery', 'someday', 'Enter a valid date.'],
  ])('refuses %s = %j with 400 "%s", writing nothing', async (field, value, message) => {
    const before = await shipmentCount();
    const response = await admin.client.post(
      '/api/admin/shipments',
      form(amelia.userId, { [field]: value }),
    );
    const error = await errorOf(response, 400);
    expect(error).toMatchObject({ code: 'BAD_REQUEST', message });
    expect(error.fields).toEqual({ [field]: message });
    expect(await shipmentCount()).toBe(before);
  });

  it('names every missing required field at once', async () => {
    const error = await errorOf(await admin.client.post('/api/admin/shipments', {}), 400);
    expect(error.fields).toEqual({
      client_id: 'Client is required.',
      origin: 'Origin is required',
      destination: 'Destination is required',
    });
  });

  it('refuses a client that does not exist, on the client field', async () => {
    const before = await shipmentCount();
    for (const clientId of [UNKNOWN_ID, admin.userId]) {
      const error = await errorOf(
        await admin.client.post('/api/admin/shipments', form(clientId)),
        400,
      );
      expect(error).toMatchObject({ code: 'BAD_REQUEST', message: 'Client is required.' });
      expect(error.fields).toEqual({ client_id: 'Client is required.' });
    }
    expect(await shipmentCount()).toBe(before);
  });

  it('creates it with a fresh OTC tracking number and the form as sent', async () => {
    const startedAt = Date.now();
    const response = await admin.client.post('/api/admin/shipments', {
      client_id: marcus.userId,
      origin: '  Los Angeles, CA  ',
      destination: 'Seattle, WA',
      current_location: 'Los Angeles, CA',
      date_of_shipment: '2026-03-02',
      estimated_delivery: '2026-03-05T15:30:00.000Z',
      security_level: 'maximum',
      value: '125000.456',
      weight_kg: 12.5,
      dimensions_cm: '60x40x30',
      item_description: 'Sealed watch case',
    });
    const created = await bodyOf<{ id: string; tracking_number: string }>(response, 201);
    expect(Object.keys(created).sort()).toEqual(['id', 'tracking_number']);
    expect(created.tracking_number).toMatch(TRACKING_NUMBER);
    const stamp = Number(created.tracking_number.slice(3));
    expect(stamp).toBeGreaterThanOrEqual(startedAt);
    expect(stamp).toBeLessThanOrEqual(Date.now() + 50);

    expect(await detail(created.id)).toEqual({
      id: created.id,
      tracking_number: created.tracking_number,
      client_id: marcus.userId,
      origin: 'Los Angeles, CA',
      destination: 'Seattle, WA',
      status: 'pending',
      current_location: 'Los Angeles, CA',
      date_of_shipment: '2026-03-02T12:00:00.000Z',
      estimated_delivery: '2026-03-05T15:30:00.000Z',
      delivery_date: null,
      security_level: 'maximum',
      value: 125000.46,
      weight_kg: 12.5,
      dimensions_cm: '60x40x30',
      item_description: 'Sealed watch case',
      created_at: expect.any(String),
      client: { id: marcus.userId, first_name: 'Marcus', last_name: 'Chen', email: marcus.email },
      crew: null,
      vehicle: null,
      updates: [],
    });
    expect(await shipmentRow(created.id)).toMatchObject({ security_level: 'maximum' });
  });

  it('defaults to Pending and Standard, blanks to null', async () => {
    const created = await create(amelia.userId, {
      current_location: '   ',
      value: '',
      weight_kg: null,
      dimensions_cm: '',
    });
    expect(await shipmentRow(created.id)).toMatchObject({
      status: 'pending',
      security_level: 'standard',
      current_location: null,
      value: null,
      weight_kg: null,
      dimensions_cm: null,
      delivery_date: null,
    });
  });

  it('gives 20 concurrent creates 20 distinct tracking numbers', async () => {
    const before = await shipmentCount();
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        admin.client.post('/api/admin/shipments', form(sofia.userId, { origin: `Depot ${index}` })),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(20).fill(201));
    const created = await Promise.all(
      responses.map((response) => response.json() as Promise<{ tracking_number: string }>),
    );
    const numbers = created.map((shipment) => shipment.tracking_number);
    expect(new Set(numbers).size).toBe(20);
    for (const number of numbers) expect(number).toMatch(TRACKING_NUMBER);
    expect(await shipmentCount()).toBe(before + 20);
    const stored = await server.deps.db
      .select({ tracking_number: shipments.tracking_number })
      .from(shipments)
      .where(inArray(shipments.tracking_number, numbers));
    expect(stored).toHaveLength(20);
  });

  it("records 'created' for the client, who sees it from 'OTC staff' in their log", async () => {
    const created = await create(marcus.userId);
    const rows = await server.deps.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.entity_id, created.id));
    expect(rows).toEqual([
      expect.objectContaining({
        actor_user_id: admin.userId,
        actor_label: TEST_ADMIN_EMAIL,
        action: 'created',
        entity_type: 'shipment',
        entity_label: created.tracking_number,
        client_id: marcus.userId,
        ip_address: expect.stringContaining('127.0.0.1'),
        user_agent: ADMIN_USER_AGENT,
      }),
    ]);

    const log = await wholeAccessLog(marcus.client);
    expect(log.filter((entry) => entry.entity_id === created.id)).toEqual([
      {
        id: rows[0]!.id,
        entity_type: 'shipment',
        entity_id: created.id,
        entity_label: created.tracking_number,
        action: 'created',
        actor: 'OTC staff',
        ip_address: null,
        location: null,
        created_at: rows[0]!.created_at.toISOString(),
      },
    ]);
    const own = await bodyOf<{ shipments: ClientShipment[] }>(
      await marcus.client.get('/api/portal/shipments'),
    );
    expect(own.shipments.map((shipment) => shipment.id)).toContain(created.id);
    const others = await wholeAccessLog(amelia.client);
    expect(others.some((entry) => entry.entity_id === created.id)).toBe(false);
  });
});

describe('one shipment', () => {
  it('shows the client and the tracking history, newest first', async () => {
    const [row] = await server.deps.db
      .select()
      .from(shipments)
      .where(eq(shipments.tracking_number, 'OTC1763380800004'));
    const shown = await detail(row!.id);
    expect(shown).toMatchObject({
      id: row!.id,
      tracking_number: 'OTC1763380800004',
      status: 'out_for_delivery',
      client: { id: marcus.userId, first_name: 'Marcus', last_name: 'Chen', email: marcus.email },
    });
    expect(shown.updates.map((update) => [update.status, update.location])).toEqual([
      ['out_for_delivery', 'San Francisco, CA'],
      ['in_transit', 'San Luis Obispo, CA'],
      ['picked_up', 'Los Angeles, CA'],
    ]);
    const times = shown.updates.map((update) => Date.parse(update.timestamp));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('answers 404 "Shipment not found." to an unknown id', async () => {
    const error = await errorOf(await admin.client.get(`/api/admin/shipments/${UNKNOWN_ID}`), 404);
    expect(error).toMatchObject({ code: 'NOT_FOUND', message: NOT_FOUND });
  });
});

describe('editing a shipment', () => {
  it('changes the fields, keeps the tracking number and records it for the client', async () => {
    const created = await create(amelia.userId);
    const response = await put(admin.client, `/api/admin/shipments/${created.id}`, {
      client_id: amelia.userId,
      origin: 'Philadelphia, PA',
      destination: 'Pittsburgh, PA',
      status: 'on_hold',
      security_level: 'high',
      current_location: 'Harrisburg, PA',
      estimated_delivery: '2026-12-01',
      value: 9900,
      weight_kg: '3.25',
      dimensions_cm: '10x10x10',
      item_description: 'Rare books',
    });
    expect(await bodyOf(response)).toEqual(created);

    expect(await detail(created.id)).toMatchObject({
      tracking_number: created.tracking_number,
      origin: 'Philadelphia, PA',
      destination: 'Pittsburgh, PA',
      status: 'on_hold',
      security_level: 'high',
      current_location: 'Harrisburg, PA',
      estimated_delivery: '2026-12-01T12:00:00.000Z',
      value: 9900,
      weight_kg: 3.25,
      dimensions_cm: '10x10x10',
      item_description: 'Rare books',
      delivery_date: null,
    });
    const log = await wholeAccessLog(amelia.client);
    expect(log[0]).toMatchObject({
      action: 'updated',
      entity_type: 'shipment',
      entity_id: created.id,
      entity_label: created.tracking_number,
      actor: 'OTC staff',
    });
  });

  it('records the delivery time on Delivered, keeps it while Delivered, clears it when not', async () => {
    const created = await create(amelia.userId);
    const path = `/api/admin/shipments/${created.id}`;

    expect(
      (await put(admin.client, path, form(amelia.userId, { status: 'delivered' }))).status,
    ).toBe(200);
    const delivered = (await detail(created.id)).delivery_date;
    expectRecent(delivered);

    const again = await put(
      admin.client,
      path,
      form(amelia.userId, { status: 'delivered', item_description: 'Signed for' }),
    );
    expect(again.status).toBe(200);
    expect((await detail(created.id)).delivery_date).toBe(delivered);

    expect(
      (await put(admin.client, path, form(amelia.userId, { status: 'in_transit' }))).status,
    ).toBe(200);
    expect(await detail(created.id)).toMatchObject({ status: 'in_transit', delivery_date: null });
  });

  it('answers 404 to an unknown shipment and 400 to an unknown client, changing nothing', async () => {
    const created = await create(amelia.userId);
    const before = await shipmentRow(created.id);

    const missing = await errorOf(
      await put(admin.client, `/api/admin/shipments/${UNKNOWN_ID}`, form(amelia.userId)),
      404,
    );
    expect(missing.message).toBe(NOT_FOUND);

    const unknownClient = await errorOf(
      await put(admin.client, `/api/admin/shipments/${created.id}`, form(UNKNOWN_ID)),
      400,
    );
    expect(unknownClient.fields).toEqual({ client_id: 'Client is required.' });

    const invalid = await errorOf(
      await put(
        admin.client,
        `/api/admin/shipments/${created.id}`,
        form(amelia.userId, { origin: 'X' }),
      ),
      400,
    );
    expect(invalid.fields).toEqual({ origin: 'Origin is required' });
    expect(await shipmentRow(created.id)).toEqual(before);
  });
});

describe('adding a tracking update', () => {
  it.each([
    [undefined, 'Location is required.'],
    ['X', 'Location is required.'],
    ['    ', 'Location is required.'],
  ])('refuses location %j with 400 "%s", changing nothing', async (location, message) => {
    const created = await create(amelia.userId);
    const before = await shipmentRow(created.id);
    const error = await errorOf(await addUpdate(created.id, { location }), 400);
    expect(error.fields).toEqual({ location: message });
    expect(await shipmentRow(created.id)).toEqual(before);
    expect((await detail(created.id)).updates).toEqual([]);
  });

  it('refuses a status outside the list', async () => {
    const created = await create(amelia.userId);
    const error = await errorOf(
      await addUpdate(created.id, { status: 'teleported', location: 'Boston, MA' }),
      400,
    );
    expect(error.fields).toEqual({ status: 'Choose one of the listed statuses.' });
  });

  it('defaults to In Transit and moves the shipment in the same call', async () => {
    const created = await create(amelia.userId, { current_location: 'Chicago, IL' });
    const response = await addUpdate(created.id, {
      location: '  Gary, IN ',
      description: 'Left the depot.',
    });
    const added = await bodyOf<Record<string, unknown>>(response, 201);
    expect(added).toEqual({
      id: expect.any(String),
      shipment_id: created.id,
      status: 'in_transit',
      location: 'Gary, IN',
      description: 'Left the depot.',
      timestamp: expect.any(String),
    });
    expectRecent(added.timestamp as string);

    expect(await shipmentRow(created.id)).toMatchObject({
      status: 'in_transit',
      current_location: 'Gary, IN',
      delivery_date: null,
    });
    const shown = await detail(created.id);
    expect(shown.updates).toEqual([
      {
        id: added.id,
        status: 'in_transit',
        location: 'Gary, IN',
        description: 'Left the depot.',
        timestamp: added.timestamp,
        photos: [],
      },
    ]);
  });

  it('reaching Delivered records the delivery time, which public tracking shows', async () => {
    const created = await create(sofia.userId, { origin: 'Miami, FL', destination: 'Tampa, FL' });
    expect((await addUpdate(created.id, { location: 'Orlando, FL' })).status).toBe(201);
    const response = await addUpdate(created.id, {
      status: 'delivered',
      location: 'Tampa, FL',
      description: 'Signed for at reception.',
    });
    expect(response.status).toBe(201);

    const row = await shipmentRow(created.id);
    expect(row).toMatchObject({ status: 'delivered', current_location: 'Tampa, FL' });
    expectRecent(row!.delivery_date?.toISOString());

    const tracked = await bodyOf<PublicTracking>(
      await server.client().get(`/api/track/${created.tracking_number}`),
    );
    expect(tracked).toMatchObject({
      tracking_number: created.tracking_number,
      status: 'delivered',
      current_location: 'Tampa, FL',
      delivered_at: row!.delivery_date!.toISOString(),
    });
    expect(describeShipmentStatus(tracked.status).label).toBe('Delivered');
    expect(tracked.timeline.map((update) => [update.status, update.location])).toEqual([
      ['delivered', 'Tampa, FL'],
      ['in_transit', 'Orlando, FL'],
    ]);

    // A second Delivered update keeps the first delivery time; leaving Delivered clears it.
    expect(
      (await addUpdate(created.id, { status: 'delivered', location: 'Tampa, FL' })).status,
    ).toBe(201);
    expect((await shipmentRow(created.id))!.delivery_date).toEqual(row!.delivery_date);
    expect((await addUpdate(created.id, { status: 'on_hold', location: 'Tampa, FL' })).status).toBe(
      201,
    );
    expect(await shipmentRow(created.id)).toMatchObject({ status: 'on_hold', delivery_date: null });
  });

  it("shows in the client's log as a tracking update from OTC staff", async () => {
    const created = await create(marcus.userId);
    expect(
      (await addUpdate(created.id, { status: 'picked_up', location: 'Los Angeles, CA' })).status,
    ).toBe(201);
    const log = await wholeAccessLog(marcus.client);
    const entries = log.filter((entry) => entry.entity_id === created.id);
    expect(entries.map((entry) => entry.action)).toEqual(['tracking_update', 'created']);
    expect(entries[0]).toMatchObject({
      entity_type: 'shipment',
      entity_label: created.tracking_number,
      actor: 'OTC staff',
      ip_address: null,
    });
    expect(auditActionLabel(entries[0]!.action)).toBe('Tracking update');
    const [audit] = await server.deps.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'tracking_update'))
      .orderBy(desc(auditEvents.created_at))
      .limit(1);
    expect(audit).toMatchObject({
      entity_id: created.id,
      client_id: marcus.userId,
      actor_label: TEST_ADMIN_EMAIL,
      details: { status: 'picked_up', location: 'Los Angeles, CA' },
    });
  });

  it('answers 404 to an unknown shipment, writing nothing', async () => {
    const [before] = await server.deps.db.select({ value: count() }).from(shipmentUpdates);
    const error = await errorOf(await addUpdate(UNKNOWN_ID, { location: 'Boston, MA' }), 404);
    expect(error).toMatchObject({ code: 'NOT_FOUND', message: NOT_FOUND });
    const [after] = await server.deps.db.select({ value: count() }).from(shipmentUpdates);
    expect(after!.value).toBe(before!.value);
  });
});

describe('deleting a shipment', () => {
  it('removes it with its history; the client keeps a Deleted row in their log', async () => {
    const created = await create(sofia.userId);
    for (const location of ['Fort Lauderdale, FL', 'West Palm Beach, FL']) {
      expect((await addUpdate(created.id, { location })).status).toBe(201);
    }

    const response = await del(admin.client, `/api/admin/shipments/${created.id}`);
    expect(await bodyOf(response)).toEqual(created);

    expect(await shipmentRow(created.id)).toBeUndefined();
    expect(
      await server.deps.db
        .select()
        .from(shipmentUpdates)
        .where(eq(shipmentUpdates.shipment_id, created.id)),
    ).toEqual([]);
    expect((await admin.client.get(`/api/admin/shipments/${created.id}`)).status).toBe(404);

    const again = await errorOf(await del(admin.client, `/api/admin/shipments/${created.id}`), 404);
    expect(again).toMatchObject({ code: 'NOT_FOUND', message: NOT_FOUND });

    const entries = (await wholeAccessLog(sofia.client)).filter(
      (entry) => entry.entity_id === created.id,
    );
    expect(entries.map((entry) => entry.action)).toEqual([
      'deleted',
      'tracking_update',
      'tracking_update',
      'created',
    ]);
    expect(entries[0]).toMatchObject({
      entity_type: 'shipment',
      entity_label: created.tracking_number,
      actor: 'OTC staff',
    });
    expect(auditActionLabel(entries[0]!.action)).toBe('Deleted by staff');

    const own = await bodyOf<{ shipments: ClientShipment[] }>(
      await sofia.client.get('/api/portal/shipments'),
    );
    expect(own.shipments.some((shipment) => shipment.id === created.id)).toBe(false);
  });
});
