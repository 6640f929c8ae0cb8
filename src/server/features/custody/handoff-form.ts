import type { MiddlewareHandler } from 'hono';
import { CUSTODY_MESSAGES, SIGNATURE_MAX_BYTES } from '#shared/custody';
import { handoffSchema, type Handoff } from '#shared/custody-schema';
import { PHOTO_MAX_BYTES, PHOTO_MESSAGES, PHOTOS_PER_UPDATE } from '#shared/photo';
import { AppError, fieldError } from '../../core/errors';
import { encodeCustodyPhoto, type EncodedPhoto } from '../../images/encode-photo';
import { sniffImageType } from '../../images/image-type';
import { loadSharp } from '../../images/load-sharp';
import type { AdminEnv } from '../../http/guards';
import { refuseUnstorableBody } from '../../http/request-input-rules';
import { validationError } from '../../http/validate';
import { handoffContentHash } from '../../custody/handoff-content-hash';

/** A handoff as the crew app sends it, checked and its files encoded, before any row is read. */
export type HandoffUpload = {
  handoff: Handoff;
  signature: Uint8Array;
  photos: EncodedPhoto[];
  /** What was sent, hashed: the same device id with another content is refused. */
  contentHash: string;
};

declare module '../../core/context' {
  interface RequestVariables {
    /** The checked handoff its form became, on the route that records one. */
    handoffUpload?: HandoffUpload;
  }
}

/**
 * Reads the multipart form (a `handoff` part of JSON, a `signature` PNG, up to 6 `photos`) and
 * refuses it with the field named before the route runs; the route's own validation would answer
 * its own words. The photos go through the custody photo pipeline, metadata dropped.
 */
export const readHandoffForm: MiddlewareHandler<AdminEnv> = async (c, next) => {
  const form = await c.req.parseBody({ all: true }).catch(() => {
    throw new AppError('BAD_REQUEST', CUSTODY_MESSAGES.handoffForm);
  });
  const json = form.handoff;
  if (typeof json !== 'string')
    throw fieldError('BAD_REQUEST', 'handoff', CUSTODY_MESSAGES.handoffForm);
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    throw fieldError('BAD_REQUEST', 'handoff', CUSTODY_MESSAGES.handoffForm);
  }
  refuseUnstorableBody(raw);
  const parsed = handoffSchema.safeParse(raw);
  if (!parsed.success) {
    // A seal's own error is the list's: the form has one field for them.
    const issues = parsed.error.issues.map((issue) => ({ ...issue, path: issue.path.slice(0, 1) }));
    throw validationError(issues, 'handoff');
  }
  const signature = await signatureOf(form.signature);
  const files = [form.photos ?? []].flat();
  if (!files.every((file) => file instanceof File)) {
    throw fieldError('BAD_REQUEST', 'photos', PHOTO_MESSAGES.wrongType);
  }
  if (files.length > PHOTOS_PER_UPDATE) {
    throw fieldError('BAD_REQUEST', 'photos', PHOTO_MESSAGES.tooMany);
  }
  const originals: Uint8Array[] = [];
  for (const file of files) {
    if (file.size > PHOTO_MAX_BYTES)
      throw fieldError('BAD_REQUEST', 'photos', PHOTO_MESSAGES.tooLarge);
    originals.push(new Uint8Array(await file.arrayBuffer()));
  }
  const photos: EncodedPhoto[] = [];
  for (const original of originals) photos.push(await encodeCustodyPhoto(original, 'photos'));

  const upload: HandoffUpload = {
    handoff: parsed.data,
    signature: signature.stored,
    photos,
    contentHash: handoffContentHash(parsed.data, signature.sent, originals),
  };
  c.set('handoffUpload', upload);
  await next();
};

/** A drawn signature: a PNG by its content, at most 200 kB, stored re-encoded without metadata. */
async function signatureOf(part: unknown): Promise<{ sent: Uint8Array; stored: Uint8Array }> {
  if (!(part instanceof File) || part.size === 0) {
    throw fieldError('BAD_REQUEST', 'signature', CUSTODY_MESSAGES.signature);
  }
  if (part.size > SIGNATURE_MAX_BYTES) {
    throw fieldError('PAYLOAD_TOO_LARGE', 'signature', CUSTODY_MESSAGES.signatureTooLarge);
  }
  const sent = new Uint8Array(await part.arrayBuffer());
  if (sniffImageType(sent) !== 'image/png') {
    throw fieldError('BAD_REQUEST', 'signature', CUSTODY_MESSAGES.signature);
  }
  const sharp = await loadSharp();
  try {
    const stored = await sharp(sent, { limitInputPixels: 4096 * 4096 })
      .png()
      .toBuffer();
    return { sent, stored: new Uint8Array(stored) };
  } catch {
    throw fieldError('BAD_REQUEST', 'signature', CUSTODY_MESSAGES.signature);
  }
}
