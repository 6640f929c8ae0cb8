import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ClientProfile } from '#shared/portal';
import { auditEvents, avatars, clients, users } from '../../src/server/db/schema';
import type { HttpClient } from '../helpers/http-client';
import { errorOf, signInAdmin, signInDemoClient } from '../helpers/portal-callers';
import type { SignedIn } from '../helpers/portal-callers';
import { useTestServer } from '../helpers/use-test-server';

const server = useTestServer({ seed: true });
let amelia: SignedIn;
let marcus: SignedIn;
let admin: SignedIn;

const MESSAGES = {
  missing: 'You must select an image to upload.',
  tooLarge: 'The image must be 5 MB or smaller.',
  wrongType: 'Only PNG or JPEG images can be uploaded.',
  unreadable: 'The file could not be read as an image.',
};
const MB = 1024 * 1024;
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const AVATAR_URL = /^\/api\/avatars\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

beforeAll(async () => {
  amelia = await signInDemoClient(server, 'amelia');
  marcus = await signInDemoClient(server, 'marcus');
  admin = await signInAdmin(server);
});

function upload(client: HttpClient, file?: File) {
  const form = new FormData();
  if (file) form.append('file', file);
  return client.request('/api/avatars', { method: 'POST', body: form });
}

function pngPhoto(width = 1200, height = 800) {
  return sharp({ create: { width, height, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();
}

/** A JPEG a phone might take: a camera make, an owner's name and a rotation in its EXIF. */
function jpegPhotoWithExif() {
  return sharp({ create: { width: 300, height: 100, channels: 3, background: '#aa3300' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'SpyCam', Copyright: 'Secret Owner' } })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

function fileOf(bytes: Uint8Array, name: string, type: string) {
  return new File([new Uint8Array(bytes)], name, { type });
}

/** Padding after a PNG signature: right type by its first bytes, not an image. */
function pngSignatureThen(size: number) {
  const bytes = new Uint8Array(size).fill(0x41);
  bytes.set(PNG_SIGNATURE);
  return bytes;
}

async function uploadedUrl(client: HttpClient, file: File): Promise<string> {
  const response = await upload(client, file);
  expect(response.status).toBe(201);
  const { url } = (await response.json()) as { url: string };
  expect(url).toMatch(AVATAR_URL);
  return url;
}

function avatarsOf(userId: string) {
  return server.deps.db.select().from(avatars).where(eq(avatars.owner_user_id, userId));
}

async function clientImageOf(userId: string) {
  const [row] = await server.deps.db
    .select({ url: clients.profile_image_url })
    .from(clients)
    .where(eq(clients.id, userId));
  return row?.url;
}

describe('who may upload and read avatars', () => {
  it('answers 401 to an anonymous upload and an anonymous read', async () => {
    const anonymous = server.client();
    const uploadError = await errorOf(
      await upload(anonymous, fileOf(await pngPhoto(), 'photo.png', 'image/png')),
      401,
    );
    expect(uploadError.code).toBe('UNAUTHORIZED');

    const url = await uploadedUrl(marcus.client, fileOf(await pngPhoto(), 'me.png', 'image/png'));
    expect((await errorOf(await anonymous.get(url), 401)).code).toBe('UNAUTHORIZED');
  });

  it('shows an avatar to its owner and an administrator, and 404 to another client', async () => {
    const url = await uploadedUrl(amelia.client, fileOf(await pngPhoto(), 'me.png', 'image/png'));
    expect((await amelia.client.get(url)).status).toBe(200);

    const refused = await errorOf(await marcus.client.get(url), 404);
    expect(refused).toMatchObject({ code: 'NOT_FOUND', message: 'Avatar not found.' });
    const unknown = await errorOf(
      await marcus.client.get('/api/avatars/0b7c1d7e-3f5a-4c2b-9d1e-6a8f2b4c5d6e'),
      404,
    );
    expect(unknown.message).toBe(refused.message);

    const asAdmin = await admin.client.get(url);
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.headers.get('content-type')).toBe('image/webp');
  });
});

describe('files that are refused', () => {
  it.each([
    ['no file at all', undefined, MESSAGES.missing],
    ['an empty file', fileOf(new Uint8Array(), 'photo.png', 'image/png'), MESSAGES.missing],
    [
      'a text file named photo.png',
      fileOf(new TextEncoder().encode('just some text, not a picture'), 'photo.png', 'image/png'),
      MESSAGES.wrongType,
    ],
    [
      'an SVG labelled as PNG',
      fileOf(
        new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>'),
        'photo.png',
        'image/png',
      ),
      MESSAGES.wrongType,
    ],
    [
      'a PNG signature followed by garbage',
      fileOf(pngSignatureThen(4096), 'photo.png', 'image/png'),
      MESSAGES.unreadable,
    ],
  ])('refuses %s with 400 on the file field, storing nothing', async (_case, file, message) => {
    const before = await avatarsOf(marcus.userId);
    const error = await errorOf(await upload(marcus.client, file), 400);
    expect(error).toMatchObject({ code: 'BAD_REQUEST', message, fields: { file: message } });
    expect(await avatarsOf(marcus.userId)).toEqual(before);
  });

  it('refuses a request with no multipart body as a missing file', async () => {
    const error = await errorOf(await marcus.client.post('/api/avatars', {}), 400);
    expect(error.fields).toEqual({ file: MESSAGES.missing });
  });

  it('refuses a malformed multipart body, or a file field holding text, as a missing file', async () => {
    const malformed = await marcus.client.request('/api/avatars', {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
      body: 'this is not multipart at all',
    });
    expect(await errorOf(malformed, 400)).toMatchObject({
      message: MESSAGES.missing,
      fields: { file: MESSAGES.missing },
    });
    const form = new FormData();
    form.append('file', 'photo.png');
    const text = await marcus.client.request('/api/avatars', { method: 'POST', body: form });
    expect((await errorOf(text, 400)).fields).toEqual({ file: MESSAGES.missing });
  });

  it('refuses a file just over 5 MB with 400 and the size message', async () => {
    const error = await errorOf(
      await upload(marcus.client, fileOf(pngSignatureThen(5 * MB + 1), 'big.png', 'image/png')),
      400,
    );
    expect(error.fields).toEqual({ file: MESSAGES.tooLarge });
  });

  it('stops a body far over 5 MB with 413 and the size message', async () => {
    const error = await errorOf(
      await upload(marcus.client, fileOf(pngSignatureThen(6 * MB), 'huge.png', 'image/png')),
      413,
    );
    expect(error).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: MESSAGES.tooLarge,
      fields: { file: MESSAGES.tooLarge },
    });
  });
});

describe('uploading an avatar', () => {
  it('re-encodes a PNG to a WebP of at most 512×512 and points the profile and session at it', async () => {
    const eventsBefore = await server.deps.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.action, 'avatar_updated'), eq(auditEvents.actor_user_id, amelia.userId)),
      );
    const url = await uploadedUrl(
      amelia.client,
      fileOf(await pngPhoto(), 'photo.png', 'image/png'),
    );

    const response = await amelia.client.get(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toContain('immutable');
    expect(response.headers.get('cache-control')).toContain('private');
    const metadata = await sharp(new Uint8Array(await response.arrayBuffer())).metadata();
    expect(metadata.format).toBe('webp');
    expect(metadata.width).toBeLessThanOrEqual(512);
    expect(metadata.height).toBeLessThanOrEqual(512);
    expect(Math.max(metadata.width, metadata.height)).toBe(512);

    expect(await clientImageOf(amelia.userId)).toBe(url);
    const profile = (await (
      await amelia.client.get('/api/portal/profile')
    ).json()) as ClientProfile;
    expect(profile.profile_image_url).toBe(url);
    const [user] = await server.deps.db.select().from(users).where(eq(users.id, amelia.userId));
    expect(user!.image).toBe(url);
    const session = await (await amelia.client.get('/api/auth/get-session')).json();
    expect(session.user.image).toBe(url);

    const eventsAfter = await server.deps.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.action, 'avatar_updated'), eq(auditEvents.actor_user_id, amelia.userId)),
      );
    expect(eventsAfter).toHaveLength(eventsBefore.length + 1);
  });

  it('accepts a JPEG by its content, turns it upright and drops its EXIF', async () => {
    const jpeg = await jpegPhotoWithExif();
    const original = await sharp(jpeg).metadata();
    expect(original.exif).toBeDefined();
    expect(original.orientation).toBe(6);

    // Named and labelled as something else: only the bytes count.
    const url = await uploadedUrl(
      amelia.client,
      fileOf(jpeg, 'photo.bin', 'application/octet-stream'),
    );
    const response = await amelia.client.get(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    const bytes = new Uint8Array(await response.arrayBuffer());
    const metadata = await sharp(bytes).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 100, height: 300 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect(Buffer.from(bytes).includes('Secret Owner')).toBe(false);
  });

  it('replaces the previous avatar: one stored image, the old URL gone', async () => {
    const first = await uploadedUrl(
      marcus.client,
      fileOf(await pngPhoto(640, 640), 'a.png', 'image/png'),
    );
    const second = await uploadedUrl(
      marcus.client,
      fileOf(await jpegPhotoWithExif(), 'b.jpg', 'image/jpeg'),
    );
    expect(second).not.toBe(first);

    expect((await errorOf(await marcus.client.get(first), 404)).message).toBe('Avatar not found.');
    expect((await marcus.client.get(second)).status).toBe(200);
    const stored = await avatarsOf(marcus.userId);
    expect(stored.map((avatar) => `/api/avatars/${avatar.id}`)).toEqual([second]);
    expect(await clientImageOf(marcus.userId)).toBe(second);
  });
});

describe('the OpenAPI document', () => {
  it('describes the upload as a multipart form with a binary file, and the image as bytes', async () => {
    const document = await (await server.client().get('/api/openapi.json')).json();
    const upload = document.paths['/api/avatars'].post;
    expect(upload.requestBody.content['multipart/form-data'].schema).toMatchObject({
      type: 'object',
      properties: { file: { type: 'string', format: 'binary' } },
      required: ['file'],
    });
    expect(Object.keys(upload.responses).sort()).toEqual(['201', '400', '401', '413']);
    const image = document.paths['/api/avatars/{avatarId}'].get;
    expect(image.responses['200'].content).toEqual({
      'image/webp': { schema: { type: 'string', format: 'binary' } },
    });
  });
});
