import { and, count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ClientShipment } from '#shared/portal';
import type { PublicTracking } from '#shared/tracking-answer';
import { PHOTO_MESSAGES } from '#shared/photo';
import type { AdminShipmentDetail } from '#shared/admin/shipments';
import type { AuditAction } from '#shared/audit-action';
import { auditEvents, shipmentPhotos, shipmentUpdates } from '../../src/server/db/schema';
import { bodyOf, del, insertShipment, UNKNOWN_ID } from '../helpers/admin-callers';
import type { HttpClient } from '../helpers/http-client';
import { cameraJpeg, decompressionBombPng } from '../helpers/images';
import { errorOf, signInAdmin, signInDemoClient } from '../helpers/portal-callers';
import type { SignedIn } from '../helpers/portal-callers';
import { useTestServer } from '../helpers/use-test-server';

type AddedPhotos = {
  update_id: string;
  photo_count: number;
  photos: {
    id: string;
    url: string;
    thumbnail_url: string;
    width: number;
    height: number;
    alt: string;
  }[];
};
type PhotoList = {
  tracking_number: string;
  photos: (AddedPhotos['photos'][number] & {
    update: { id: string; status: string; location: string; timestamp: string };
  })[];
};

const server = useTestServer({ seed: true });
let admin: SignedIn;
let amelia: SignedIn;
let marcus: SignedIn;
let sequence = 0;

const MB = 1024 * 1024;
const WEBP = /^RIFF....WEBP/s;

beforeAll(async () => {
  admin = await signInAdmin(server);
  amelia = await signInDemoClient(server, 'amelia');
  marcus = await signInDemoClient(server, 'marcus');
});

/** A fresh shipment of Amelia's with one tracking update: each test counts its own photos. */
async function ameliasUpdate(description: string | null = 'seal checked') {
  sequence += 1;
  const shipment = await insertShipment(server, {
    client_id: amelia.userId,
    tracking_number: `OTC9${String(sequence).padStart(12, '0')}`,
  });
  const [update] = await server.deps.db
    .insert(shipmentUpdates)
    .values({
      shipment_id: shipment.id,
      status: 'in_transit',
      location: 'Zurich Vault',
      description,
      timestamp: new Date('2026-03-12T10:00:00Z'),
    })
    .returning();
  return { shipment, updateId: update!.id, number: shipment.tracking_number };
}

function file(bytes: Uint8Array, name: string, type = 'image/jpeg') {
  return new File([new Uint8Array(bytes)], name, { type });
}

async function jpeg(name = 'seal.jpg') {
  return file(await cameraJpeg(), name);
}

function attach(client: HttpClient, updateId: string, files: (File | string)[]) {
  const form = new FormData();
  for (const part of files) form.append('files', part);
  return client.request(`/api/admin/tracking-updates/${updateId}/photos`, {
    method: 'POST',
    body: form,
  });
}

async function attached(updateId: string, files: File[]): Promise<AddedPhotos> {
  return bodyOf<AddedPhotos>(await attach(admin.client, updateId, files), 201);
}

async function photoRows(updateId: string) {
  return server.deps.db.select().from(shipmentPhotos).where(eq(shipmentPhotos.update_id, updateId));
}

async function auditRows(action: AuditAction, shipmentId: string) {
  return server.deps.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.action, action), eq(auditEvents.entity_id, shipmentId)));
}

async function photoCount() {
  const [row] = await server.deps.db.select({ value: count() }).from(shipmentPhotos);
  return row!.value;
}

describe('POST /api/admin/tracking-updates/{updateId}/photos', () => {
  it('lets only an administrator attach photos, re-encoded without metadata, and audits it', async () => {
    const { shipment, updateId } = await ameliasUpdate();
    const photos = [await jpeg('seal.jpg'), await jpeg('handover.jpg')];

    expect((await errorOf(await attach(server.client(), updateId, photos), 401)).code).toBe(
      'UNAUTHORIZED',
    );
    expect((await errorOf(await attach(amelia.client, updateId, photos), 403)).code).toBe(
      'FORBIDDEN',
    );
    expect((await errorOf(await attach(marcus.client, updateId, photos), 403)).code).toBe(
      'FORBIDDEN',
    );
    expect(await photoRows(updateId)).toHaveLength(0);

    const added = await attached(updateId, photos);
    expect(added.update_id).toBe(updateId);
    expect(added.photo_count).toBe(2);
    expect(added.photos).toHaveLength(2);
    expect(added.photos[0]).toMatchObject({
      width: 1200,
      height: 800,
      alt: 'In Transit at Zurich Vault, 12 March 2026 — seal checked',
    });
    expect(added.photos[0]!.url).toBe(`/api/photos/${added.photos[0]!.id}`);
    expect(added.photos[0]!.thumbnail_url).toBe(`/api/photos/${added.photos[0]!.id}/thumbnail`);

    const rows = await photoRows(updateId);
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row).toMatchObject({
        shipment_id: shipment.id,
        content_type: 'image/webp',
        uploaded_by_user_id: admin.userId,
      });
      for (const bytes of [row.bytes, row.thumbnail]) {
        const text = Buffer.from(bytes).toString('latin1');
        expect(text).toMatch(WEBP);
        expect(text).not.toContain('SpyCam');
        expect(text).not.toContain('secret-owner');
        expect((await sharp(bytes).metadata()).exif).toBeUndefined();
      }
      expect((await sharp(row.thumbnail).metadata()).width).toBe(320);
    }

    const [audit] = await auditRows('photos_added', shipment.id);
    expect(audit).toMatchObject({
      actor_user_id: admin.userId,
      client_id: amelia.userId,
      entity_type: 'shipment',
      entity_label: shipment.tracking_number,
      details: { update_id: updateId, count: 2 },
    });
  });

  it('refuses a seventh photo whole, in one request or across two, writing nothing', async () => {
    const { shipment, updateId } = await ameliasUpdate();
    const seven = await Promise.all(Array.from({ length: 7 }, (_, i) => jpeg(`p${i}.jpg`)));
    const tooMany = await errorOf(await attach(admin.client, updateId, seven), 400);
    expect(tooMany).toMatchObject({
      message: PHOTO_MESSAGES.tooMany,
      fields: { files: PHOTO_MESSAGES.tooMany },
    });
    expect(await photoRows(updateId)).toHaveLength(0);

    expect((await attached(updateId, seven.slice(0, 4))).photo_count).toBe(4);
    const overflow = await errorOf(await attach(admin.client, updateId, seven.slice(4)), 400);
    expect(overflow.message).toBe(PHOTO_MESSAGES.tooMany);
    expect(await photoRows(updateId)).toHaveLength(4);

    expect((await attached(updateId, seven.slice(4, 6))).photo_count).toBe(6);
    const seventh = await errorOf(await attach(admin.client, updateId, seven.slice(6)), 400);
    expect(seventh.message).toBe(PHOTO_MESSAGES.tooMany);
    expect(await photoRows(updateId)).toHaveLength(6);
    expect(await auditRows('photos_added', shipment.id)).toHaveLength(2);
  });

  it.each([
    {
      name: 'a text file named .png',
      make: async () =>
        file(new TextEncoder().encode('not an image at all'), 'fake.png', 'image/png'),
      status: 400,
      message: PHOTO_MESSAGES.wrongType,
    },
    {
      name: 'a decompression bomb',
      make: async () => file(await decompressionBombPng(), 'bomb.png', 'image/png'),
      status: 400,
      message: PHOTO_MESSAGES.tooManyPixels,
    },
    {
      name: 'an 11 MB file',
      make: async () => {
        const bytes = new Uint8Array(11 * MB).fill(0x41);
        bytes.set(await cameraJpeg(10, 10));
        return file(bytes, 'huge.jpg');
      },
      status: 400,
      message: PHOTO_MESSAGES.tooLarge,
    },
    {
      name: 'an empty file',
      make: async () => file(new Uint8Array(), 'empty.jpg'),
      status: 400,
      message: PHOTO_MESSAGES.missing,
    },
  ])(
    'refuses $name, even beside a good photo, writing nothing',
    async ({ make, status, message }) => {
      const { shipment, updateId } = await ameliasUpdate();
      const before = await photoCount();
      const error = await errorOf(
        await attach(admin.client, updateId, [await jpeg(), await make()]),
        status,
      );
      expect(error).toMatchObject({ message, fields: { files: message } });
      expect(await photoCount()).toBe(before);
      expect(await auditRows('photos_added', shipment.id)).toHaveLength(0);
    },
  );

  it('refuses a body that is not a form of files with the form’s words', async () => {
    const { updateId } = await ameliasUpdate();
    const path = `/api/admin/tracking-updates/${updateId}/photos`;
    const json = await errorOf(await admin.client.post(path, { files: 'x' }), 400);
    expect(json.message).toBe(PHOTO_MESSAGES.missing);
    const text = await errorOf(await attach(admin.client, updateId, ['just text']), 400);
    expect(text.message).toBe(PHOTO_MESSAGES.missing);
    const none = await errorOf(await attach(admin.client, updateId, []), 400);
    expect(none.message).toBe(PHOTO_MESSAGES.missing);
    const broken = await admin.client.request(path, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=nothing' },
      body: '--wrong\r\n',
    });
    expect((await errorOf(broken, 400)).message).toBe(PHOTO_MESSAGES.missing);
    expect(await photoRows(updateId)).toHaveLength(0);
  });

  it('answers 404 for an unknown update and 400 for an id that cannot be one', async () => {
    const unknown = await errorOf(await attach(admin.client, UNKNOWN_ID, [await jpeg()]), 404);
    expect(unknown.message).toBe('Tracking update not found.');
    const bad = await errorOf(await attach(admin.client, 'not-a-uuid', [await jpeg()]), 400);
    expect(bad.fields).toEqual({ updateId: 'Tracking update not found.' });
  });
});

describe('reading the photos', () => {
  it('GET /api/track/{number}/photos: the owner and admins; another client as unknown; anonymous 401', async () => {
    const { number, updateId } = await ameliasUpdate();
    await attached(updateId, [await jpeg(), await jpeg()]);
    const path = `/api/track/${number}/photos`;

    expect((await errorOf(await server.client().get(path), 401)).code).toBe('UNAUTHORIZED');
    const other = await errorOf(await marcus.client.get(path), 404);
    expect(other).toMatchObject({ code: 'NOT_FOUND', message: 'Shipment not found.' });
    const unknown = await errorOf(await marcus.client.get('/api/track/OTC1/photos'), 404);
    expect(unknown.message).toBe(other.message);

    for (const caller of [amelia, admin]) {
      const response = await caller.client.get(`/api/track/${number.toLowerCase()}/photos`);
      const list = await bodyOf<PhotoList>(response);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(list.tracking_number).toBe(number);
      expect(list.photos).toHaveLength(2);
      expect(list.photos[0]).toMatchObject({
        alt: 'In Transit at Zurich Vault, 12 March 2026 — seal checked',
        update: { id: updateId, status: 'in_transit', location: 'Zurich Vault' },
      });
    }
  });

  it('GET /api/photos/{photoId}[/thumbnail]: WebP for the owner and admins, immutable and nosniff; others 404', async () => {
    const { updateId } = await ameliasUpdate();
    const [photo] = (await attached(updateId, [await jpeg()])).photos;
    for (const url of [photo!.url, photo!.thumbnail_url]) {
      expect((await errorOf(await server.client().get(url), 401)).code).toBe('UNAUTHORIZED');
      const other = await errorOf(await marcus.client.get(url), 404);
      expect(other.message).toBe('Photo not found.');
      for (const caller of [amelia, admin]) {
        const response = await caller.client.get(url);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe('image/webp');
        expect(response.headers.get('x-content-type-options')).toBe('nosniff');
        expect(response.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
        const bytes = Buffer.from(await response.arrayBuffer());
        expect(bytes.toString('latin1')).toMatch(WEBP);
        expect(bytes.toString('latin1')).not.toContain('SpyCam');
      }
    }
    const missing = await errorOf(await admin.client.get(`/api/photos/${UNKNOWN_ID}`), 404);
    expect(missing.message).toBe('Photo not found.');
    const bad = await errorOf(await admin.client.get('/api/photos/nope/thumbnail'), 400);
    expect(bad.fields).toEqual({ photoId: 'Photo not found.' });
  });

  it('public tracking says how many photos exist, never where they are', async () => {
    const { number, updateId } = await ameliasUpdate();
    await attached(updateId, [await jpeg(), await jpeg(), await jpeg()]);
    const response = await server.client().get(`/api/track/${number}`);
    const text = await response.text();
    expect((JSON.parse(text) as PublicTracking).photo_count).toBe(3);
    expect(text).not.toContain('/api/photos');
  });

  it('the portal counts them per shipment and the admin detail shows them under their update', async () => {
    const { shipment, number, updateId } = await ameliasUpdate();
    await attached(updateId, [await jpeg()]);
    const { shipments } = await bodyOf<{ shipments: ClientShipment[] }>(
      await amelia.client.get('/api/portal/shipments'),
    );
    expect(shipments.find((row) => row.tracking_number === number)?.photo_count).toBe(1);
    const detail = await bodyOf<AdminShipmentDetail>(
      await admin.client.get(`/api/admin/shipments/${shipment.id}`),
    );
    expect(detail.updates[0]!.photos).toHaveLength(1);
    expect(detail.updates[0]!.photos[0]!.alt).toBe(
      'In Transit at Zurich Vault, 12 March 2026 — seal checked',
    );
  });
});

describe('DELETE /api/admin/photos/{photoId}', () => {
  it('lets only an administrator delete a photo, audited for the client', async () => {
    const { shipment, updateId } = await ameliasUpdate(null);
    const [photo] = (await attached(updateId, [await jpeg()])).photos;
    const path = `/api/admin/photos/${photo!.id}`;

    expect((await errorOf(await del(server.client(), path), 401)).code).toBe('UNAUTHORIZED');
    expect((await errorOf(await del(amelia.client, path), 403)).code).toBe('FORBIDDEN');
    expect(await photoRows(updateId)).toHaveLength(1);

    expect(await bodyOf(await del(admin.client, path))).toEqual({
      id: photo!.id,
      update_id: updateId,
    });
    expect(await photoRows(updateId)).toHaveLength(0);
    const [audit] = await auditRows('photo_deleted', shipment.id);
    expect(audit).toMatchObject({
      client_id: amelia.userId,
      details: { photo_id: photo!.id, update_id: updateId },
    });
    expect((await errorOf(await del(admin.client, path), 404)).message).toBe('Photo not found.');
    expect((await errorOf(await admin.client.get(photo!.url), 404)).message).toBe(
      'Photo not found.',
    );
  });
});
