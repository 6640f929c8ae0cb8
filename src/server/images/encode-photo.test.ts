import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PHOTO_MESSAGES } from '#shared/photo';
import { cameraJpeg, decompressionBombPng } from '../../../tests/helpers/images';
import { encodeCustodyPhoto } from './encode-photo';

async function refusal(bytes: Uint8Array) {
  const error = await encodeCustodyPhoto(bytes).then(
    () => null,
    (caught: unknown) => caught as { message: string; status?: number },
  );
  return error?.message;
}

describe('encodeCustodyPhoto', () => {
  it('re-encodes as WebP with no metadata left and a thumbnail', async () => {
    const original = await cameraJpeg(3000, 1500);
    expect(Buffer.from(original).includes('SpyCam')).toBe(true);
    const photo = await encodeCustodyPhoto(original);
    expect(photo.content_type).toBe('image/webp');
    expect([photo.width, photo.height]).toEqual([2048, 1024]);
    const stored = await sharp(photo.bytes).metadata();
    expect(stored.format).toBe('webp');
    expect(stored.exif).toBeUndefined();
    expect(Buffer.from(photo.bytes).includes('SpyCam')).toBe(false);
    const thumbnail = await sharp(photo.thumbnail).metadata();
    expect([thumbnail.width, thumbnail.height]).toEqual([320, 320]);
  });

  it('refuses a fake image, an empty file and a decompression bomb', async () => {
    expect(await refusal(new TextEncoder().encode('not really a png'))).toBe(
      PHOTO_MESSAGES.wrongType,
    );
    expect(await refusal(new Uint8Array())).toBe(PHOTO_MESSAGES.missing);
    // A PNG signature on garbage: the content is checked, not only the first bytes.
    expect(
      await refusal(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3])),
    ).toBe(PHOTO_MESSAGES.unreadable);
    const bomb = await decompressionBombPng();
    expect(await refusal(bomb)).toBe(PHOTO_MESSAGES.tooManyPixels);
  });

  it('refuses a file over 10 MB before reading it', async () => {
    expect(await refusal(new Uint8Array(10 * 1024 * 1024 + 1))).toBe(PHOTO_MESSAGES.tooLarge);
  });
});
