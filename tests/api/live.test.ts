import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientMembers, shipments } from '../../src/server/db/schema';
import {
  MAX_STREAMS_PER_ADDRESS,
  MAX_UNSENT_BYTES,
  TOO_MANY_STREAMS_MESSAGE,
} from '../../src/server/live/live-stream';
import {
  liveTopics,
  publishLiveEvent,
  publishLiveEvents,
} from '../../src/server/live/publish-live-event';
import { startLiveHub } from '../../src/server/live/live-hub';
import type { LiveEvent } from '../../src/server/live/live-hub';
import { createLogger } from '../../src/server/logger';
import { fromAddress } from '../helpers/caller-address';
import { kind, readEventStream } from '../helpers/event-stream';
import type { EventStream } from '../helpers/event-stream';
import type { HttpClient } from '../helpers/http-client';
import {
  errorOf,
  signInAdmin,
  signInDemoClient,
  signInDemoMember,
} from '../helpers/portal-callers';
import type { SignedIn } from '../helpers/portal-callers';
import { startTestServer } from '../helpers/test-server';
import { useTestServer } from '../helpers/use-test-server';

const server = useTestServer({ seed: true });
let amelia: SignedIn;
let sofia: SignedIn;
let admin: SignedIn;
const open: EventStream[] = [];

/** Amelia's delayed shipment, and one of Sofia's. */
const AMELIA_SHIPMENT = 'OTC1763380800007';
const SOFIA_SHIPMENT = 'OTC1763380800005';

beforeAll(async () => {
  amelia = await signInDemoClient(server, 'amelia');
  sofia = await signInDemoClient(server, 'sofia');
  admin = await signInAdmin(server);
});

afterAll(async () => {
  await Promise.all(open.map((stream) => stream.close()));
});

async function shipmentIdOf(trackingNumber: string, on = server): Promise<string> {
  const [row] = await on.deps.db
    .select({ id: shipments.id, client: shipments.client_id })
    .from(shipments)
    .where(eq(shipments.tracking_number, trackingNumber));
  if (!row) throw new Error(`no shipment ${trackingNumber}`);
  return row.id;
}

/** Opens a stream and waits until it is subscribed, as a page's EventSource would. */
async function openStream(
  client: HttpClient,
  path: string,
  headers: Record<string, string> = {},
): Promise<EventStream> {
  const response = await client.get(path, { headers });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const stream = readEventStream(response);
  open.push(stream);
  await stream.next(kind('ready'));
  return stream;
}

async function addTrackingUpdate(trackingNumber: string, location: string, on = server) {
  const adminOn = on === server ? admin : await signInAdmin(on);
  const response = await adminOn.client.post(
    `/api/admin/shipments/${await shipmentIdOf(trackingNumber, on)}/updates`,
    { status: 'in_transit', location, description: 'Seal checked' },
  );
  expect(response.status).toBe(201);
}

const changeOf = (event: { data: string }) =>
  JSON.parse(event.data) as { tracking_number: string; change: string };

describe('the public tracking stream', () => {
  it('receives a tracking update made by another request, with its id', async () => {
    const stream = await openStream(server.client(), `/api/track/${AMELIA_SHIPMENT}/events`);
    await addTrackingUpdate(AMELIA_SHIPMENT, 'Geneva Freeport');
    const event = await stream.next(kind('shipment_changed'));
    expect(changeOf(event)).toEqual({
      tracking_number: AMELIA_SHIPMENT,
      change: 'tracking_update',
    });
    expect(event.id).toMatch(/^\d+$/);
    await stream.close();
  });

  it('after a break, resumes from Last-Event-ID with what it missed, in order, nothing twice', async () => {
    const first = await openStream(server.client(), `/api/track/${AMELIA_SHIPMENT}/events`);
    await addTrackingUpdate(AMELIA_SHIPMENT, 'Lyon');
    const seen = await first.next(kind('shipment_changed'));
    await first.close();

    // Two updates while the stream is broken.
    await addTrackingUpdate(AMELIA_SHIPMENT, 'Dijon');
    await addTrackingUpdate(AMELIA_SHIPMENT, 'Paris');
    const resumed = await readEventStreamAfter(seen.id!);
    const missed = [
      await resumed.next(kind('shipment_changed')),
      await resumed.next(kind('shipment_changed')),
    ];
    expect(missed.map((event) => Number(event.id))).toEqual(
      [...missed.map((event) => Number(event.id))].sort((a, b) => a - b),
    );
    expect(Number(missed[0]!.id)).toBeGreaterThan(Number(seen.id));
    await resumed.next(kind('ready'));
    // Live again: the next update arrives once, after the missed ones.
    await addTrackingUpdate(AMELIA_SHIPMENT, 'Calais');
    const live = await resumed.next(kind('shipment_changed'));
    expect(Number(live.id)).toBeGreaterThan(Number(missed[1]!.id));
    await expect(resumed.next(kind('shipment_changed'), 1_500)).rejects.toThrow();
    await resumed.close();
  });

  it('answers 404 for an unknown number and 400 for a malformed one, before any stream', async () => {
    const visitor = server.client();
    expect(
      (await errorOf(await visitor.get('/api/track/OTC9999999999999/events'), 404)).message,
    ).toBe('Shipment not found.');
    const malformed = await errorOf(await visitor.get('/api/track/not%20a%20number!/events'), 400);
    expect(malformed.fields).toHaveProperty('number');
  });
});

async function readEventStreamAfter(lastEventId: string): Promise<EventStream> {
  const response = await server
    .client()
    .get(`/api/track/${AMELIA_SHIPMENT}/events`, { headers: { 'Last-Event-ID': lastEventId } });
  expect(response.status).toBe(200);
  const stream = readEventStream(response);
  open.push(stream);
  return stream;
}

describe('the signed-in stream', () => {
  it('is refused to a visitor; an administrator hears of every shipment', async () => {
    expect((await errorOf(await server.client().get('/api/live'), 401)).code).toBe('UNAUTHORIZED');
    const adminStream = await openStream(admin.client, '/api/live');
    // An administrator hears of every shipment's changes.
    await addTrackingUpdate(SOFIA_SHIPMENT, 'Valencia');
    expect(changeOf(await adminStream.next(kind('shipment_changed')))).toMatchObject({
      tracking_number: SOFIA_SHIPMENT,
    });
    await adminStream.close();
  });

  it("carries a client's own shipment changes and notifications, never another client's", async () => {
    const ameliaStream = await openStream(amelia.client, '/api/live');
    const sofiaStream = await openStream(sofia.client, '/api/live');

    await addTrackingUpdate(AMELIA_SHIPMENT, 'Reims');
    await publishLiveEvent(server.deps.db, {
      topic: liveTopics.user(amelia.userId),
      kind: 'notification',
      payload: { id: 'n-1' },
    });
    expect(changeOf(await ameliaStream.next(kind('shipment_changed')))).toMatchObject({
      tracking_number: AMELIA_SHIPMENT,
    });
    expect(JSON.parse((await ameliaStream.next(kind('notification'))).data)).toEqual({ id: 'n-1' });

    // Sofia's first event is her own shipment's, so nothing of Amelia's reached her stream.
    await addTrackingUpdate(SOFIA_SHIPMENT, 'Madrid');
    const first = await sofiaStream.next();
    expect(changeOf(first)).toMatchObject({ tracking_number: SOFIA_SHIPMENT });
    await ameliaStream.close();
    await sofiaStream.close();
  });

  it('ends the stream of a person removed from the organisation, whose session goes on', async () => {
    const grace = await signInDemoMember(server, 'amelia', 'member');
    const stream = await openStream(grace.client, '/api/live');
    await server.deps.db.delete(clientMembers).where(eq(clientMembers.user_id, grace.userId));
    await stream.ended();
    await expect(stream.next(kind('session_ended'), 0)).rejects.toThrow('the stream ended');
    // Reconnected, the stream carries nothing of the organisation any more.
    const again = await openStream(grace.client, '/api/live');
    await addTrackingUpdate(AMELIA_SHIPMENT, 'Lyon');
    await expect(again.next(kind('shipment_changed'), 2_000)).rejects.toThrow();
    await again.close();
  });

  it('says session_ended and closes when the session ends', async () => {
    const client = await signInDemoClient(server, 'marcus');
    const stream = await openStream(client.client, '/api/live');
    expect((await client.client.post('/api/auth/sign-out', {})).status).toBe(200);
    await stream.next(kind('session_ended'), 15_000);
    await stream.ended();
  });
});

describe('stream limits', () => {
  it(`holds at most ${MAX_STREAMS_PER_ADDRESS} open streams per address`, async () => {
    const address = '203.0.113.77';
    const request = () =>
      server.app.fetch(
        new Request(`${server.url}/api/track/${AMELIA_SHIPMENT}/events`, {
          headers: { origin: server.url },
        }),
        fromAddress(address),
      );
    const streams: Response[] = [];
    for (let index = 0; index < MAX_STREAMS_PER_ADDRESS; index += 1) {
      const response = await request();
      expect(response.status).toBe(200);
      streams.push(response);
    }
    const refused = await errorOf(await request(), 429);
    expect(refused.message).toBe(TOO_MANY_STREAMS_MESSAGE);
    // Another address is not counted with it.
    const elsewhere = await server.app.fetch(
      new Request(`${server.url}/api/track/${AMELIA_SHIPMENT}/events`, {
        headers: { origin: server.url },
      }),
      fromAddress('203.0.113.78'),
    );
    expect(elsewhere.status).toBe(200);
    await elsewhere.body?.cancel();
    // A closed stream gives its place back.
    await streams.pop()!.body!.cancel();
    await expect
      .poll(async () => {
        const again = await request();
        if (again.status === 200) streams.push(again);
        else await again.body?.cancel();
        return again.status;
      })
      .toBe(200);
    await Promise.all(streams.map((response) => response.body?.cancel()));
  });
});

describe('a reader that falls behind', () => {
  /** Ten events of `bytes` each on a shipment's topic from `first` on, as no change makes. */
  const fillers = (shipmentId: string, first: number, bytes: number) =>
    publishLiveEvents(
      server.deps.db,
      Array.from({ length: 10 }, (_, offset) => ({
        topic: liveTopics.shipment(shipmentId),
        kind: 'filler',
        payload: { index: first + offset, fill: 'x'.repeat(bytes) },
      })),
    );

  it('is dropped once more than its limit waits unsent, and gives its place back; a reader that reads gets every event', async () => {
    const shipmentId = await shipmentIdOf(SOFIA_SHIPMENT);
    const reading = await openStream(server.client(), `/api/track/${SOFIA_SHIPMENT}/events`);
    // Handed to the app directly, the stream's bytes wait in its own queue rather than in the
    // kernel's socket buffers (megabytes on loopback): a body nobody reads is a reader stalled.
    const address = '203.0.113.90';
    const stalled = await server.app.fetch(
      new Request(`${server.url}/api/track/${SOFIA_SHIPMENT}/events`),
      fromAddress(address),
    );
    expect(stalled.status).toBe(200);
    // Past the limit, ten events at a time, each ten once the reading stream has them: it never
    // falls behind by more than ten.
    const bytes = 8192;
    const count = Math.ceil((1.25 * MAX_UNSENT_BYTES) / bytes / 10) * 10;
    for (let first = 0; first < count; first += 10) {
      await fillers(shipmentId, first, bytes);
      for (let index = first; index < first + 10; index += 1) {
        const event = await reading.next(kind('filler'), 10_000);
        expect((JSON.parse(event.data) as { index: number }).index).toBe(index);
      }
    }
    // Past the limit the stream was dropped, what it had queued with it: reading it fails.
    const text = stalled.text();
    await expect(text).rejects.toThrow();
    // Its place is free again: the address opens as many as it may.
    const again = await Promise.all(
      Array.from({ length: MAX_STREAMS_PER_ADDRESS }, () =>
        server.app.fetch(
          new Request(`${server.url}/api/track/${SOFIA_SHIPMENT}/events`),
          fromAddress(address),
        ),
      ),
    );
    expect(again.map((response) => response.status)).toEqual(again.map(() => 200));
    await Promise.all(again.map((response) => response.body?.cancel()));
    await reading.close();
  });
});

describe('without NOTIFY', () => {
  it('the change table is polled, so an event still arrives', async () => {
    const deafHub = await startLiveHub({
      db: server.deps.db,
      listen: async () => async () => {},
      log: createLogger('silent'),
      pollIntervalMs: 100,
    });
    try {
      const received: LiveEvent[] = [];
      const subscription = await deafHub.subscribe(
        [liveTopics.user(amelia.userId)],
        null,
        (event) => received.push(event),
        () => {},
      );
      await publishLiveEvent(server.deps.db, {
        topic: liveTopics.user(amelia.userId),
        kind: 'notification',
        payload: { id: 'polled' },
      });
      await expect.poll(() => received.map((event) => event.payload)).toEqual([{ id: 'polled' }]);
      subscription.close();
    } finally {
      await deafHub.stop();
    }
  });
});

describe.runIf(process.env.DATABASE_URL)('two instances on one PostgreSQL', () => {
  it('an update made on one instance reaches a stream open on the other', async () => {
    const other = await startTestServer({ databaseUrl: server.databaseUrl });
    try {
      const stream = await openStream(other.client(), `/api/track/${AMELIA_SHIPMENT}/events`);
      await addTrackingUpdate(AMELIA_SHIPMENT, 'Strasbourg');
      expect(changeOf(await stream.next(kind('shipment_changed'), 5_000))).toMatchObject({
        tracking_number: AMELIA_SHIPMENT,
        change: 'tracking_update',
      });
      await stream.close();
    } finally {
      await other.stop();
    }
  });
});
