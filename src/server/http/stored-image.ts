import type { Context } from 'hono';

/** How long a browser may keep an image: for ever when its URL can only ever mean these bytes. */
export const IMMUTABLE_PRIVATE_CACHE = 'private, max-age=31536000, immutable';

/**
 * An image read from the database, shown inline. Sent, like every answer, with
 * `X-Content-Type-Options: nosniff` (http/security-headers.ts), so it is only ever an image.
 */
export function storedImageResponse(
  c: Context,
  image: { bytes: Uint8Array; contentType: string },
  cacheControl: string,
) {
  return c.body(new Uint8Array(image.bytes), 200, {
    'Content-Type': image.contentType,
    'Cache-Control': cacheControl,
    'Content-Disposition': 'inline',
  });
}
