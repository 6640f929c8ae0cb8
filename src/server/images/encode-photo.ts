import {
  PHOTO_MAX_BYTES,
  PHOTO_MAX_SIDE_PX,
  PHOTO_MESSAGES,
  PHOTO_THUMBNAIL_SIDE_PX,
} from '#shared/photo';
import { fieldError } from '../core/errors';
import { sniffImageType } from './image-type';
import { loadSharp } from './load-sharp';
import { MAX_INPUT_PIXELS } from './limits';

const PHOTO_CONTENT_TYPE = 'image/webp';

export type EncodedPhoto = {
  content_type: typeof PHOTO_CONTENT_TYPE;
  bytes: Uint8Array;
  thumbnail: Uint8Array;
  width: number;
  height: number;
};

/** A refused photo: 400 with the message on the field the form sent the files in. */
export function refusedPhoto(message: string, field = 'files') {
  return fieldError('BAD_REQUEST', field, message);
}

/**
 * Checks a custody photo by its content and re-encodes it as WebP, upright, at most 2048 px, with
 * every piece of metadata dropped (sharp keeps none unless asked: no GPS, camera or time), plus a
 * 320 px thumbnail. A decompression bomb is refused from its header before any pixel is decoded.
 */
export async function encodeCustodyPhoto(
  original: Uint8Array,
  field = 'files',
): Promise<EncodedPhoto> {
  if (original.byteLength === 0) throw refusedPhoto(PHOTO_MESSAGES.missing, field);
  if (original.byteLength > PHOTO_MAX_BYTES) throw refusedPhoto(PHOTO_MESSAGES.tooLarge, field);
  if (!sniffImageType(original)) throw refusedPhoto(PHOTO_MESSAGES.wrongType, field);

  const sharp = await loadSharp();
  // Reading the header decodes no pixel, so sharp's own limit is lifted to read the claimed size.
  const metadata = await sharp(original, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw refusedPhoto(PHOTO_MESSAGES.unreadable, field);
    });
  if (!metadata.width || !metadata.height) throw refusedPhoto(PHOTO_MESSAGES.unreadable, field);
  if (metadata.width * metadata.height > MAX_INPUT_PIXELS) {
    throw refusedPhoto(PHOTO_MESSAGES.tooManyPixels, field);
  }

  const upright = () => sharp(original, { limitInputPixels: MAX_INPUT_PIXELS }).rotate();
  try {
    const { data, info } = await upright()
      .resize(PHOTO_MAX_SIDE_PX, PHOTO_MAX_SIDE_PX, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    const thumbnail = await upright()
      .resize(PHOTO_THUMBNAIL_SIDE_PX, PHOTO_THUMBNAIL_SIDE_PX, { fit: 'cover' })
      .webp({ quality: 75 })
      .toBuffer();
    return {
      content_type: PHOTO_CONTENT_TYPE,
      bytes: new Uint8Array(data),
      thumbnail: new Uint8Array(thumbnail),
      width: info.width,
      height: info.height,
    };
  } catch {
    throw refusedPhoto(PHOTO_MESSAGES.unreadable, field);
  }
}
