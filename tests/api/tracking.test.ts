import { describe, expect, it } from 'vitest';
import type { PublicTracking } from '../../src/shared/tracking-answer';
import {
  DEMO_CLIENT_PASSWORD,
  DEMO_CLIENTS,
  DEMO_SHIPMENTS,
} from '../../src/server/seed/demo-data';
import { like } from 'drizzle-orm';
import { rateLimits } from '../../src/server/db/schema';
import type { HttpClient } from '../helpers/http-client';
import { signIn as signInAccount } from '../helpers/portal-callers';
import { TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD } from '../helpers/test-server';
import { useTestServer } from '../helpers/use-test-server';

// Every lookup in this file counts against one per-IP budget of 30 a minute; the main server
// below stays under it, and the limit itself is tested on a server of its own.
const IN_TRANSIT = 'OTC1763380800003';
const DELIVERED = 'OTC1763380800006';
const NO_UPDATES = 'OTC1763380800001';
const DAY_MS = 24 * 60 * 60 * 1000;

const PUBLIC_KEYS = [
  'carrier',
  'current_location',
  'delivered_at',
  'destination',
  'dimensions_cm',
  'estimated_delivery',
  'origin',
  'photo_count',
  'security_features',
  'security_level',
  'status',
  'timeline',
  'tracking_number',
  'weight_kg',
];

const server = useTestServer({ seed: true });

function demoShipment(trackingNumber: string) {
  const shipment = DEMO_SHIPMENTS.find((s) => s.tracking_number === trackingNumber);
  if (!shipment) throw new Error(`no demo shipment ${trackingNumber}`);
  return shipment;
}

async function track(number: string, client: HttpClient = server.client()) {
  return client.get(`/api/track/${encodeURIComponent(number)}`);
}

async function trackOk(number: string, client?: HttpClient) {
  const response = await track(number, client);
  expect(response.status).toBe(200);
  return (await response.json()) as PublicTracking;
}

async function signIn(email: string, password: string) {
  return (await signInAccount(server, email, password)).client;
}

function expectNewestFirst(tracking: PublicTracking) {
  const times = tracking.timeline.map((entry) => Date.parse(entry.timestamp));
  expect(times).toEqual([...times].sort((a, b) => b - a));
}

describe('GET /api/track/:number', () => {
  it('answers the public view of an in-transit shipment, newest update first, never cached', async () => {
    const response = await track(IN_TRANSIT);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const tracking = (await response.json()) as PublicTracking;
    const demo = demoShipment(IN_TRANSIT);

    expect(Object.keys(tracking).sort()).toEqual(PUBLIC_KEYS);
    expect(tracking).toMatchObject({
      tracking_number: IN_TRANSIT,
      status: 'in_transit',
      origin: demo.origin,
      destination: demo.destination,
      current_location: demo.current_location,
      delivered_at: null,
      security_level: demo.security_level,
      weight_kg: demo.weight_kg,
      dimensions_cm: demo.dimensions_cm,
      carrier: 'OTC Secure Transport',
      photo_count: 0,
      security_features: [
        'GPS Real-time Tracking',
        'Tamper-evident Sealing',
        'Secure Chain of Custody',
      ],
    });
    // The demo shipment is due one day after the seeding day began (UTC): within the next day.
    const dueIn = Date.parse(tracking.estimated_delivery ?? '') - Date.now();
    expect(dueIn).toBeGreaterThan(0);
    expect(dueIn).toBeLessThanOrEqual(DAY_MS);

    expect(tracking.timeline).toHaveLength(demo.updates.length);
    expect(tracking.timeline.map((entry) => Object.keys(entry).sort())).toEqual(
      demo.updates.map(() => ['description', 'location', 'status', 'timestamp']),
    );
    expect(tracking.timeline.map(({ status, location }) => ({ status, location }))).toEqual([
      { status: 'in_transit', location: 'Barstow, CA' },
      { status: 'picked_up', location: 'Los Angeles, CA' },
    ]);
    expectNewestFirst(tracking);
  });

  it('finds a number typed in lower case with spaces around it', async () => {
    const tracking = await trackOk(`  ${IN_TRANSIT.toLowerCase()} `);
    expect(tracking.tracking_number).toBe(IN_TRANSIT);
  });

  it('says when a delivered shipment was delivered', async () => {
    const tracking = await trackOk(DELIVERED);
    expect(tracking.status).toBe('delivered');
    expect(tracking.timeline[0]).toMatchObject({ status: 'delivered', location: 'New York, NY' });
    expectNewestFirst(tracking);
    // Eight days before the seeding day began (UTC), with the delivered update.
    const deliveredAt = Date.parse(tracking.delivered_at ?? '');
    expect(Math.abs(deliveredAt - Date.parse(tracking.timeline[0]!.timestamp))).toBeLessThan(
      60_000,
    );
    expect(Math.floor((Date.now() - deliveredAt) / DAY_MS)).toBe(8);
  });

  it('answers an empty timeline for a shipment without updates', async () => {
    const tracking = await trackOk(NO_UPDATES);
    expect(tracking.status).toBe('pending');
    expect(tracking.timeline).toEqual([]);
  });

  it('never reveals the client, the value, the item description or any id', async () => {
    const privateTexts = [
      ...DEMO_CLIENTS.flatMap((client) => [
        client.email,
        client.first_name,
        client.last_name,
        client.company,
        client.phone,
      ]),
      ...DEMO_SHIPMENTS.map((shipment) => shipment.item_description),
    ];
    for (const demo of DEMO_SHIPMENTS) {
      const response = await track(demo.tracking_number);
      expect(response.status).toBe(200);
      const text = await response.text();
      expect(Object.keys(JSON.parse(text) as object).sort()).toEqual(PUBLIC_KEYS);
      for (const secret of privateTexts) expect(text).not.toContain(secret);
      // The value as a number of its own (the tracking number's digits may contain it).
      expect(text).not.toMatch(new RegExp(`(?<![\\d.])${demo.value}(?![\\d])`));
      expect(text).not.toMatch(/"(id|client_?id|shipment_?id|value|item_?description)"/i);
      expect(text).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i);
    }
  });

  it('answers 404 for a number no shipment has', async () => {
    const response = await track('OTC0000000000000');
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as { error: Record<string, unknown> };
    expect(body.error).toMatchObject({ code: 'NOT_FOUND', message: 'Shipment not found.' });
  });

  it.each([
    ['whitespace only', '   '],
    ['a space inside', 'OTC 1763380800003'],
    ['a character outside A-Z, 0-9 and -', 'OTC_1763380800003'],
    ['more than 40 characters', `OTC${'1'.repeat(38)}`],
  ])('answers 400 with the field for %s', async (_case, number) => {
    const response = await track(number);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: Record<string, unknown> };
    expect(body.error).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Please enter a valid tracking number.',
      fields: { number: 'Please enter a valid tracking number.' },
    });
  });

  it('gives anonymous visitors, any client and admins the same public answer', async () => {
    const marcusShipment = demoShipment(IN_TRANSIT);
    const otherClient = DEMO_CLIENTS.find((client) => client.key !== marcusShipment.client)!;
    const anonymous = await trackOk(IN_TRANSIT);
    const client = await trackOk(IN_TRANSIT, await signIn(otherClient.email, DEMO_CLIENT_PASSWORD));
    const admin = await trackOk(IN_TRANSIT, await signIn(TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD));
    expect(client).toEqual(anonymous);
    expect(admin).toEqual(anonymous);
  });
});

describe('GET /api/track/:number rate limit', () => {
  const limited = useTestServer();

  it('refuses the 31st lookup in a minute from one address, whatever the number', async () => {
    const client = limited.client();
    for (let attempt = 1; attempt <= 30; attempt++) {
      const response = await client.get(`/api/track/OTC${attempt}`);
      expect(response.status).toBe(404);
    }

    // A forged forwarding header does not buy a fresh budget, nor does a malformed number.
    for (const path of ['/api/track/OTC31', '/api/track/bad_number']) {
      const response = await client.get(path, { headers: { 'x-forwarded-for': '203.0.113.9' } });
      expect(response.status).toBe(429);
      expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(response.headers.get('cache-control')).toBe('no-store');
      const body = (await response.json()) as { error: Record<string, unknown> };
      expect(body.error).toMatchObject({
        code: 'TOO_MANY_REQUESTS',
        message: 'Too many attempts, try again in 1 minute',
      });
    }
  });
});

describe('GET /api/track/:number refusals', () => {
  const server = useTestServer();

  it('refuses an address it has seen refused without asking the database again', async () => {
    const client = server.client();
    const counted = async () =>
      (
        await server.deps.db
          .select({ count: rateLimits.count })
          .from(rateLimits)
          .where(like(rateLimits.key, 'ip:track:%'))
      )[0]?.count;
    for (let attempt = 1; attempt <= 31; attempt++) await client.get(`/api/track/OTC${attempt}`);
    expect(await counted()).toBe(31);

    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await client.get('/api/track/OTC1');
      expect(response.status).toBe(429);
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('content-type')).toBe('application/json');
      expect(await response.json()).toEqual({
        error: {
          code: 'TOO_MANY_REQUESTS',
          message: 'Too many attempts, try again in 1 minute',
          request_id: response.headers.get('x-request-id'),
        },
      });
    }
    // Not one more row write: the refusals were answered from this instance's memory.
    expect(await counted()).toBe(31);
  });
});
