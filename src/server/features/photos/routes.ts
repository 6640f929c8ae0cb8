import { STAFF_ACCESS } from '#shared/staff-access';
import { z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { PHOTO_MAX_BYTES, PHOTO_MESSAGES, PHOTOS_PER_UPDATE } from '#shared/photo';
import {
  addedPhotosSchema,
  custodyPhotoListSchema,
  deletedPhotoSchema,
} from '#shared/photo-answer';
import { errorResponses } from '../../http/error-responses';
import { limitUploadSize } from '../../http/multipart-upload';
import { signedInOnly } from '../../http/guards';
import { adminRoute, jsonContent, staffWiderRoute, uuidParams } from '../../http/openapi';
import { refusedPhoto } from '../../images/encode-photo';
import { UPDATE_NOT_FOUND } from './attach-photos';
import { PHOTO_NOT_FOUND } from './delete-photo';
import { trackingNumberParams } from '../shared/tracking-number-params';

const TAGS = ['Custody photos'];

/** A whole upload: six photos of the largest size and room for the multipart framing. */
const UPLOAD_BODY_LIMIT = PHOTOS_PER_UPDATE * PHOTO_MAX_BYTES + 1024 * 1024;
const UPLOAD_TOO_LARGE = `Send at most ${PHOTOS_PER_UPDATE} photos of 10 MB or smaller.`;

/** The upload route's path under /api, for the app's list of routes that take files. */
export const PHOTO_UPLOAD_PATH = /^\/api\/admin\/tracking-updates\/[^/]+\/photos$/;

const limitPhotoUploadSize = limitUploadSize({
  maxBytes: UPLOAD_BODY_LIMIT,
  field: 'files',
  message: UPLOAD_TOO_LARGE,
});

/**
 * A body that is not a form of files (no body, JSON, a malformed multipart body, a text field)
 * is refused with the form's words before validation, which would answer 415 or its own; so is
 * a request of more photos than an update can ever hold, before any is decoded.
 */
const requireFileParts: MiddlewareHandler = async (c, next) => {
  const form = await c.req.parseBody({ all: true }).catch(() => {
    throw refusedPhoto(PHOTO_MESSAGES.missing);
  });
  const files = [form.files ?? []].flat();
  if (files.length === 0 || !files.every((file) => file instanceof File)) {
    throw refusedPhoto(PHOTO_MESSAGES.missing);
  }
  if (files.length > PHOTOS_PER_UPDATE) throw refusedPhoto(PHOTO_MESSAGES.tooMany);
  await next();
};

const photoFile = z.instanceof(File).meta({ type: 'string', format: 'binary' });

const photoForm = z.object({
  files: z.union([photoFile, z.array(photoFile)]).meta({
    description: `One to ${PHOTOS_PER_UPDATE} JPEG, PNG or WebP photos of at most 10 MB each, recognised by their content.`,
  }),
});

const photoParams = uuidParams('photoId', PHOTO_NOT_FOUND);

const imageAnswer = {
  content: { 'image/webp': { schema: z.any().meta({ type: 'string', format: 'binary' }) } },
  description: 'The WebP bytes, without metadata.',
};

export const attachPhotos = adminRoute({
  roles: STAFF_ACCESS.shipments.write,
  operationId: 'attachPhotos',
  method: 'post',
  path: '/tracking-updates/{updateId}/photos',
  tags: TAGS,
  summary: 'Attach custody photos to a tracking update',
  description: `Multipart, field \`files\`, one or more. An update holds at most ${PHOTOS_PER_UPDATE} photos: a request that would pass that is refused whole. Each file is checked by its content (a decompression bomb from its header), re-encoded as WebP without any metadata (no GPS, camera or time) and given a thumbnail, all before anything is stored; the photos and their audit event are one transaction. The client learns of it in their access log.`,
  middleware: [limitPhotoUploadSize, requireFileParts] as const,
  request: {
    params: uuidParams('updateId', UPDATE_NOT_FOUND),
    body: { content: { 'multipart/form-data': { schema: photoForm } }, required: true },
  },
  responses: {
    201: jsonContent(addedPhotosSchema, 'Stored.'),
    ...errorResponses(400, 404, 413),
  },
});

export const deletePhoto = adminRoute({
  roles: STAFF_ACCESS.shipments.write,
  operationId: 'deletePhoto',
  method: 'delete',
  path: '/photos/{photoId}',
  tags: TAGS,
  summary: 'Delete a custody photo',
  description: "The client's access log records it.",
  request: { params: photoParams },
  responses: {
    200: jsonContent(deletedPhotoSchema, 'Deleted.'),
    ...errorResponses(400, 404),
  },
});

export const listPhotos = staffWiderRoute({
  operationId: 'listPhotos',
  method: 'get',
  path: '/track/{number}/photos',
  tags: TAGS,
  summary: "A shipment's custody photos",
  description:
    "For the shipment's client and administrators; another client gets the same 404 as for an unknown number. Oldest first, each with the tracking update it was taken at and an alternative text said by it. The public tracking answer says only how many there are.",
  middleware: [signedInOnly] as const,
  request: { params: trackingNumberParams },
  responses: {
    200: jsonContent(custodyPhotoListSchema, 'The photos.'),
    ...errorResponses(400, 404),
  },
});

/** The image or its thumbnail: the same guard, the same answers. */
function imageRoute<const Path extends string>(operationId: string, path: Path, summary: string) {
  return staffWiderRoute({
    operationId,
    method: 'get',
    path,
    tags: TAGS,
    summary,
    description:
      "For the shipment's client and administrators; anyone else gets the same 404 as for a missing photo. A photo never changes, so it is cached as immutable. Sent with `X-Content-Type-Options: nosniff`.",
    middleware: [signedInOnly] as const,
    request: { params: photoParams },
    responses: { 200: imageAnswer, ...errorResponses(400, 404) },
  });
}

export const readPhoto = imageRoute('readPhoto', '/photos/{photoId}', 'A custody photo');

export const readThumbnail = imageRoute(
  'readThumbnail',
  '/photos/{photoId}/thumbnail',
  "A custody photo's thumbnail",
);

export type AttachPhotosRoute = typeof attachPhotos;
export type DeletePhotoRoute = typeof deletePhoto;
export type ListPhotosRoute = typeof listPhotos;
export type ReadPhotoRoute = typeof readPhoto;
export type ReadThumbnailRoute = typeof readThumbnail;
