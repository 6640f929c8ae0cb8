import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Crew, Vehicle } from '../../src/shared/admin/dispatch';
import { CUSTODY_MESSAGES, SIGNATURE_MAX_BYTES } from '../../src/shared/custody';
import type { RecordedHandoff } from '../../src/shared/custody-schema';
import { UNSTORABLE_TEXT_MESSAGE } from '../../src/shared/storable-text';
import {
  auditEvents,
  custodyHandoffs,
  issues,
  mailOutbox,
  notifications,
  shipmentPhotos,
  shipmentPositions,
  shipments,
  shipmentUpdates,
} from '../../src/server/db/schema';
import { DEMO_CLIENT_PASSWORD, DEMO_STAFF } from '../../src/server/seed/demo-data';
import { bodyOf, insertShipment } from '../helpers/admin-callers';
import {
  BOSTON,
  drawnSignature,
  handoffFields,
  handoffForm,
  NEW_YORK,
  oversizedPng,
  postHandoff,
} from '../helpers/handoffs';
import { cameraJpeg } from '../helpers/images';
import { errorOf, put, signIn, signInDemoClient, type SignedIn } from '../helpers/portal-callers';
import { signInEachStaffRole } from '../helpers/staff-accounts';
import { useTestServer } from '../helpers/use-test-server';
import { prunePositions } from '../../src/server/features/custody/prune-positions';

/**
 * Custody in the field (decision 072): a courier of the crew that holds a shipment records its
 * handoffs, exactly once, and reports positions; a seal that changed opens an issue at once.
 */

const server = useTestServer({ seed: true });
const demoEmail = (role: string) => DEMO_STAFF.find((person) => person.role === role)!.email;
let operations: SignedIn;
let signature: Uint8Array;
let vehicles: Vehicle[];
let sequence = 0;

beforeAll(async () => {
  operations = await signIn(server, demoEmail('operations'), DEMO_CLIENT_PASSWORD);
  signature = await drawnSignature();
  vehicles = (
    await bodyOf<{ vehicles: Vehicle[] }>(await operations.client.get('/api/admin/vehicles'))
  ).vehicles.filter((vehicle) => vehicle.in_service);
});

/** A crew of one new courier, signed in. */
async function crewOfOne(): Promise<{ crew: Crew; courier: SignedIn }> {
  const courier = (await signInEachStaffRole(server, ['courier'])).get('courier')!;
  sequence += 1;
  const crew = await bodyOf<Crew>(
    await operations.client.post('/api/admin/crews', {
      name: `Field Crew ${sequence}`,
      courier_ids: [courier.userId],
    }),
    201,
  );
  return { crew, courier };
}

/** A shipment of Amelia's from New York to Boston, given to the crew. */
async function shipmentFor(crew: Crew) {
  const amelia = await signInDemoClient(server, 'amelia');
  const shipment = await insertShipment(server, {
    client_id: amelia.userId,
    origin: 'New York, NY',
    destination: 'Boston, MA',
    status: 'pending',
  });
  await bodyOf(
    await put(operations.client, `/api/admin/shipments/${shipment.id}/crew`, {
      crew_id: crew.id,
      vehicle_id: vehicles[0]!.id,
    }),
  );
  return shipment;
}

async function rowCount(
  table:
    | typeof custodyHandoffs
    | typeof shipmentUpdates
    | typeof auditEvents
    | typeof shipmentPositions
    | typeof issues,
) {
  const [row] = await server.deps.db.select({ value: count() }).from(table);
  return row?.value ?? 0;
}

async function shipmentRow(id: string) {
  const [row] = await server.deps.db.select().from(shipments).where(eq(shipments.id, id));
  return row!;
}

async function record(
  courier: SignedIn,
  shipmentId: string,
  fields: Record<string, unknown>,
  photos: Uint8Array[] = [],
) {
  return postHandoff(courier.client, shipmentId, handoffForm(fields, signature, photos));
}

describe('a chain of custody', () => {
  it('records pickup, transfer and delivery once each, moving the shipment and its crew', async () => {
    const first = await crewOfOne();
    const second = await crewOfOne();
    const shipment = await shipmentFor(first.crew);
    const pickup = handoffFields({ kind: 'pickup' });
    const photo = await cameraJpeg(320, 240);

    const recorded = await bodyOf<RecordedHandoff>(
      await record(first.courier, shipment.id, pickup, [photo]),
      201,
    );
    expect(recorded).toMatchObject({
      kind: 'pickup',
      seal_numbers: ['OTC-SEAL-1001', 'OTC-SEAL-1002'],
      seals_broken: false,
      far_from_route: false,
      signer_name: 'Ada Sender',
      accuracy_m: 8,
      photo_count: 1,
      issue_id: null,
    });
    expect(new Date(recorded.device_time).toISOString()).toBe(pickup.device_time);
    expect(Date.parse(recorded.received_at)).toBeGreaterThanOrEqual(
      Date.parse(pickup.device_time) - 1000,
    );
    expect(await shipmentRow(shipment.id)).toMatchObject({
      status: 'picked_up',
      current_location: 'New York, NY',
    });
    const [update] = await server.deps.db
      .select()
      .from(shipmentUpdates)
      .where(eq(shipmentUpdates.id, recorded.update_id!));
    expect(update).toMatchObject({ status: 'picked_up', location: 'New York, NY' });
    // Public words: no signer's name, no coordinates.
    expect(update!.description).not.toContain('Ada');
    const [photos] = await server.deps.db
      .select({ value: count() })
      .from(shipmentPhotos)
      .where(eq(shipmentPhotos.update_id, recorded.update_id!));
    expect(photos!.value).toBe(1);

    // The same send again (a retry, a second tab) is the same handoff; other content is refused.
    const handoffsBefore = await rowCount(custodyHandoffs);
    const again = await bodyOf<RecordedHandoff>(
      await record(first.courier, shipment.id, pickup, [photo]),
      200,
    );
    expect(again.id).toBe(recorded.id);
    const changed = await errorOf(
      await record(first.courier, shipment.id, { ...pickup, signer_name: 'Someone Else' }, [photo]),
      409,
    );
    expect(changed.fields).toEqual({ device_id: CUSTODY_MESSAGES.replayed });
    expect(await rowCount(custodyHandoffs)).toBe(handoffsBefore);

    // Positions while in the crew's hands; one far off the road is kept and flagged.
    const receipt = await bodyOf<{ recorded: number; far_from_route: number }>(
      await first.courier.client.post('/api/courier/positions', {
        positions: [
          {
            shipment_id: shipment.id,
            latitude: 41.3,
            longitude: -72.9,
            accuracy_m: 12,
            device_time: new Date().toISOString(),
          },
          {
            shipment_id: shipment.id,
            latitude: 34.05,
            longitude: -118.24,
            accuracy_m: 20,
            device_time: new Date().toISOString(),
          },
        ],
      }),
      201,
    );
    expect(receipt).toEqual({ recorded: 2, far_from_route: 1 });

    // Handed to the second crew, with the seals written another way: the same seals.
    const transfer = await bodyOf<RecordedHandoff>(
      await record(
        first.courier,
        shipment.id,
        handoffFields({
          kind: 'transfer',
          seal_numbers: ['otc-seal-1002', ' OTC-SEAL-1001 '],
          signer_name: 'Ben Receiver',
          to_crew_id: second.crew.id,
          latitude: 41.76,
          longitude: -72.67,
        }),
      ),
      201,
    );
    expect(transfer.seals_broken).toBe(false);
    expect(await shipmentRow(shipment.id)).toMatchObject({
      status: 'in_transit',
      crew_id: second.crew.id,
    });
    // The first crew holds it no more.
    const gone = await errorOf(
      await record(first.courier, shipment.id, handoffFields({ kind: 'delivery' })),
      404,
    );
    expect(gone.message).toBe(CUSTODY_MESSAGES.notAssigned);

    const delivery = await bodyOf<RecordedHandoff>(
      await record(
        second.courier,
        shipment.id,
        handoffFields({
          kind: 'delivery',
          seal_numbers: ['OTC-SEAL-1001', 'OTC-SEAL-1002'],
          signer_name: 'Cleo Boston',
          ...BOSTON,
        }),
      ),
      201,
    );
    const delivered = await shipmentRow(shipment.id);
    expect(delivered).toMatchObject({ status: 'delivered', current_location: 'Boston, MA' });
    expect(delivered.delivery_date?.toISOString()).toBe(delivery.device_time);

    // After the delivery, nothing more: no handoff, no position.
    const after = await errorOf(
      await record(
        second.courier,
        shipment.id,
        handoffFields({ kind: 'transfer', to_crew_id: first.crew.id }),
      ),
      409,
    );
    expect(after.fields).toEqual({ kind: CUSTODY_MESSAGES.finished });
    const late = await errorOf(
      await second.courier.client.post('/api/courier/positions', {
        positions: [
          {
            shipment_id: shipment.id,
            ...BOSTON,
            accuracy_m: 5,
            device_time: new Date().toISOString(),
          },
        ],
      }),
      409,
    );
    expect(late.fields).toEqual({ shipment_id: CUSTODY_MESSAGES.notInHands });

    // Staff read the chain with both times, and the signature as a PNG.
    const chain = await bodyOf<{ handoffs: RecordedHandoff[] }>(
      await operations.client.get(`/api/admin/shipments/${shipment.id}/handoffs`),
    );
    expect(chain.handoffs.map((step) => step.kind)).toEqual(['pickup', 'transfer', 'delivery']);
    const png = await operations.client.get(`/api/admin/handoffs/${delivery.id}/signature`);
    expect(png.headers.get('content-type')).toBe('image/png');
    expect([...new Uint8Array(await png.arrayBuffer()).slice(0, 4)]).toEqual([
      0x89, 0x50, 0x4e, 0x47,
    ]);

    // The client was told of each new status; the access log has each handoff as ours.
    const told = await server.deps.db
      .select({ title: notifications.title })
      .from(notifications)
      .where(
        and(
          eq(notifications.user_id, shipment.client_id!),
          eq(notifications.kind, 'shipment_status'),
        ),
      );
    expect(told.map((row) => row.title)).toEqual(
      expect.arrayContaining([
        `Shipment ${shipment.tracking_number} is now Picked up`,
        `Shipment ${shipment.tracking_number} is now In Transit`,
        `Shipment ${shipment.tracking_number} is now Delivered`,
      ]),
    );
    const audited = await server.deps.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(
        and(eq(auditEvents.entity_id, shipment.id), eq(auditEvents.action, 'handoff_recorded')),
      );
    expect(audited).toHaveLength(3);
  });
});

describe('seals', () => {
  it('a different or missing seal opens a Broken seal issue, holds the shipment and alerts both sides', async () => {
    const { crew, courier } = await crewOfOne();
    const shipment = await shipmentFor(crew);
    await bodyOf(
      await record(courier, shipment.id, handoffFields({ seal_numbers: ['A-100'] })),
      201,
    );
    const issuesBefore = await rowCount(issues);

    const broken = await bodyOf<RecordedHandoff>(
      await record(
        courier,
        shipment.id,
        handoffFields({ kind: 'delivery', seal_numbers: ['A-101'], ...BOSTON }),
      ),
      201,
    );
    expect(broken.seals_broken).toBe(true);
    expect(broken.issue_id).not.toBeNull();
    expect(await rowCount(issues)).toBe(issuesBefore + 1);
    const [issue] = await server.deps.db
      .select()
      .from(issues)
      .where(eq(issues.id, broken.issue_id!));
    expect(issue).toMatchObject({
      category: 'broken_seal',
      status: 'open',
      shipment_id: shipment.id,
      reporter_user_id: null,
    });
    expect(issue!.description).toContain('A-101');
    expect(issue!.description).toContain('A-100');
    // On Hold, not Delivered.
    expect(await shipmentRow(shipment.id)).toMatchObject({
      status: 'on_hold',
      delivery_date: null,
    });

    const alerts = await server.deps.db
      .select({ user: notifications.user_id, link: notifications.link })
      .from(notifications)
      .where(eq(notifications.kind, 'custody_alert'));
    const operationsId = operations.userId;
    expect(alerts).toEqual(
      expect.arrayContaining([
        { user: operationsId, link: `/admin/issues/${broken.issue_id}` },
        { user: shipment.client_id, link: `/vault/issues/${broken.issue_id}` },
      ]),
    );
    const mails = await server.deps.db
      .select({ to: mailOutbox.to })
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, `Broken seal on ${shipment.tracking_number}`));
    expect(mails.map((mail) => mail.to)).toEqual(expect.arrayContaining([demoEmail('operations')]));

    // The client sees the issue in their portal.
    const amelia = await signInDemoClient(server, 'amelia');
    const own = await amelia.client.get(`/api/issues/${broken.issue_id}`);
    expect(own.status).toBe(200);
  });

  it('a transfer with no seal at all is a broken seal too', async () => {
    const first = await crewOfOne();
    const second = await crewOfOne();
    const shipment = await shipmentFor(first.crew);
    await bodyOf(
      await record(first.courier, shipment.id, handoffFields({ seal_numbers: ['B-1'] })),
      201,
    );
    const missing = await bodyOf<RecordedHandoff>(
      await record(
        first.courier,
        shipment.id,
        handoffFields({ kind: 'transfer', seal_numbers: [], to_crew_id: second.crew.id }),
      ),
      201,
    );
    expect(missing.seals_broken).toBe(true);
    expect((await shipmentRow(shipment.id)).status).toBe('on_hold');
  });
});

describe('refusals', () => {
  it('refuses each bad handoff with the field named, writing nothing', async () => {
    const { crew, courier } = await crewOfOne();
    const other = await crewOfOne();
    const shipment = await shipmentFor(crew);
    const before = await Promise.all(
      [custodyHandoffs, shipmentUpdates, auditEvents, issues].map(rowCount),
    );
    const jpeg = await cameraJpeg(64, 64);
    const hour = 60 * 60 * 1000;

    const cases: {
      name: string;
      form: FormData;
      status: number;
      fields?: Record<string, string>;
      message?: string;
    }[] = [
      {
        name: 'another crew',
        form: handoffForm(handoffFields(), signature),
        status: 404,
        message: CUSTODY_MESSAGES.notAssigned,
      },
      {
        name: 'delivery before pickup',
        form: handoffForm(handoffFields({ kind: 'delivery' }), signature),
        status: 409,
        fields: { kind: CUSTODY_MESSAGES.outOfOrder('delivery', null) },
      },
      {
        name: 'pickup without seals',
        form: handoffForm(handoffFields({ seal_numbers: [] }), signature),
        status: 400,
        fields: { seal_numbers: CUSTODY_MESSAGES.sealsAtPickup },
      },
      {
        name: 'a seal of other signs',
        form: handoffForm(handoffFields({ seal_numbers: ['SEAL/1'] }), signature),
        status: 400,
        fields: { seal_numbers: CUSTODY_MESSAGES.sealNumber },
      },
      {
        name: 'a seal twice',
        form: handoffForm(handoffFields({ seal_numbers: ['S-1', 's-1'] }), signature),
        status: 400,
        fields: { seal_numbers: CUSTODY_MESSAGES.sealNumber },
      },
      {
        name: 'no accuracy',
        form: handoffForm(handoffFields({ accuracy_m: undefined }), signature),
        status: 400,
        fields: { accuracy_m: CUSTODY_MESSAGES.accuracy },
      },
      {
        name: 'a latitude off the globe',
        form: handoffForm(handoffFields({ latitude: 91 }), signature),
        status: 400,
        fields: { latitude: CUSTODY_MESSAGES.latitude },
      },
      {
        name: 'a device time ahead of ours',
        form: handoffForm(
          handoffFields({ device_time: new Date(Date.now() + hour).toISOString() }),
          signature,
        ),
        status: 400,
        fields: { device_time: CUSTODY_MESSAGES.deviceTime },
      },
      {
        name: 'a device time of last month',
        form: handoffForm(
          handoffFields({ device_time: new Date(Date.now() - 30 * 24 * hour).toISOString() }),
          signature,
        ),
        status: 400,
        fields: { device_time: CUSTODY_MESSAGES.deviceTime },
      },
      {
        name: 'no device id',
        form: handoffForm(handoffFields({ device_id: 'tab-1' }), signature),
        status: 400,
        fields: { device_id: CUSTODY_MESSAGES.deviceId },
      },
      {
        name: 'no signer',
        form: handoffForm(handoffFields({ signer_name: ' ' }), signature),
        status: 400,
        fields: { signer_name: CUSTODY_MESSAGES.signerName },
      },
      {
        name: 'a signer with a NUL',
        form: handoffForm(handoffFields({ signer_name: 'Ada\u0000 Sender' }), signature),
        status: 400,
        fields: { signer_name: UNSTORABLE_TEXT_MESSAGE },
      },
      {
        name: 'a signer of 100 kB',
        form: handoffForm(handoffFields({ signer_name: 'A'.repeat(100_000) }), signature),
        status: 400,
        fields: { signer_name: 'Must be at most 100 characters.' },
      },
      {
        name: 'no signature',
        form: handoffForm(handoffFields(), null),
        status: 400,
        fields: { signature: CUSTODY_MESSAGES.signature },
      },
      {
        name: 'a signature that is a JPEG',
        form: handoffForm(handoffFields(), jpeg),
        status: 400,
        fields: { signature: CUSTODY_MESSAGES.signature },
      },
      {
        name: 'a signature over 200 kB',
        form: handoffForm(handoffFields(), await oversizedPng()),
        status: 413,
        fields: { signature: CUSTODY_MESSAGES.signatureTooLarge },
      },
      {
        name: 'seven photos',
        form: handoffForm(handoffFields(), signature, Array(7).fill(jpeg)),
        status: 400,
        fields: { photos: 'A tracking update holds at most 6 photos.' },
      },
      {
        name: 'a photo that is text',
        form: handoffForm(handoffFields(), signature, [new TextEncoder().encode('not an image')]),
        status: 400,
        fields: { photos: 'Only JPEG, PNG or WebP photos can be uploaded.' },
      },
      {
        name: 'JSON that is not',
        form: handoffForm('{"kind": "pickup"', signature),
        status: 400,
        fields: { handoff: CUSTODY_MESSAGES.handoffForm },
      },
    ];
    for (const { name, form, status, fields, message } of cases) {
      const target = name === 'another crew' ? other.courier : courier;
      const error = await errorOf(await postHandoff(target.client, shipment.id, form), status);
      if (fields) expect(error.fields, name).toEqual(fields);
      if (message) expect(error.message, name).toBe(message);
    }
    const json = await errorOf(
      await courier.client.post(`/api/courier/shipments/${shipment.id}/handoffs`, handoffFields()),
      400,
    );
    expect(json.message).toBe(CUSTODY_MESSAGES.handoffForm);
    expect(
      await Promise.all([custodyHandoffs, shipmentUpdates, auditEvents, issues].map(rowCount)),
    ).toEqual(before);
    expect((await shipmentRow(shipment.id)).status).toBe('pending');

    // A transfer needs someone to take over, and not the crew that holds it.
    await bodyOf(await record(courier, shipment.id, handoffFields()), 201);
    const nobody = await errorOf(
      await record(courier, shipment.id, handoffFields({ kind: 'transfer' })),
      400,
    );
    expect(nobody.fields).toEqual({ to_crew_id: CUSTODY_MESSAGES.transferTarget });
    const same = await errorOf(
      await record(courier, shipment.id, handoffFields({ kind: 'transfer', to_crew_id: crew.id })),
      400,
    );
    expect(same.fields).toEqual({ to_crew_id: CUSTODY_MESSAGES.sameCrew });
    const pickupTwice = await errorOf(await record(courier, shipment.id, handoffFields()), 409);
    expect(pickupTwice.fields).toEqual({ kind: CUSTODY_MESSAGES.outOfOrder('pickup', 'pickup') });
  });

  it('refuses bad position reports whole', async () => {
    const { crew, courier } = await crewOfOne();
    const shipment = await shipmentFor(crew);
    const now = () => new Date().toISOString();
    const before = await rowCount(shipmentPositions);
    // Before the pickup, not in the crew's hands.
    const early = await errorOf(
      await courier.client.post('/api/courier/positions', {
        positions: [{ shipment_id: shipment.id, ...NEW_YORK, accuracy_m: 5, device_time: now() }],
      }),
      409,
    );
    expect(early.fields).toEqual({ shipment_id: CUSTODY_MESSAGES.notInHands });
    await bodyOf(await record(courier, shipment.id, handoffFields()), 201);
    const noAccuracy = await errorOf(
      await courier.client.post('/api/courier/positions', {
        positions: [{ shipment_id: shipment.id, ...NEW_YORK, device_time: now() }],
      }),
      400,
    );
    expect(noAccuracy.fields).toEqual({ 'positions.0.accuracy_m': CUSTODY_MESSAGES.accuracy });
    const other = await crewOfOne();
    const stranger = await errorOf(
      await other.courier.client.post('/api/courier/positions', {
        positions: [{ shipment_id: shipment.id, ...NEW_YORK, accuracy_m: 5, device_time: now() }],
      }),
      404,
    );
    expect(stranger.message).toBe(CUSTODY_MESSAGES.notAssigned);
    for (const body of [{}, { positions: [] }, { positions: 'here' }]) {
      await errorOf(await courier.client.post('/api/courier/positions', body), 400);
    }
    expect(await rowCount(shipmentPositions)).toBe(before);
  });

  it('is for couriers in the field and staff who read shipments', async () => {
    const { crew, courier } = await crewOfOne();
    const shipment = await shipmentFor(crew);
    const form = () => handoffForm(handoffFields(), signature);
    expect((await postHandoff(server.client(), shipment.id, form())).status).toBe(401);
    const amelia = await signInDemoClient(server, 'amelia');
    expect((await postHandoff(amelia.client, shipment.id, form())).status).toBe(403);
    expect((await postHandoff(operations.client, shipment.id, form())).status).toBe(403);
    expect((await courier.client.get(`/api/admin/shipments/${shipment.id}/handoffs`)).status).toBe(
      403,
    );
    expect((await amelia.client.get(`/api/admin/shipments/${shipment.id}/handoffs`)).status).toBe(
      403,
    );
    expect(SIGNATURE_MAX_BYTES).toBe(200 * 1024);
  });
});

describe('positions', () => {
  it('are pruned 90 days after we received them; newer ones and the handoffs stay', async () => {
    const { crew } = await crewOfOne();
    const shipment = await shipmentFor(crew);
    const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);
    const position = (days: number) => ({
      shipment_id: shipment.id,
      latitude: NEW_YORK.latitude,
      longitude: NEW_YORK.longitude,
      accuracy_m: 10,
      device_time: daysAgo(days),
      received_at: daysAgo(days),
    });
    await server.deps.db
      .insert(shipmentPositions)
      .values([position(91), position(91), position(89)]);
    const handoffs = await rowCount(custodyHandoffs);
    expect(await prunePositions(server.deps.db)).toBe(2);
    const left = await server.deps.db
      .select({ received_at: shipmentPositions.received_at })
      .from(shipmentPositions)
      .where(eq(shipmentPositions.shipment_id, shipment.id));
    expect(left).toHaveLength(1);
    expect(await prunePositions(server.deps.db)).toBe(0);
    expect(await rowCount(custodyHandoffs)).toBe(handoffs);
  });
});
