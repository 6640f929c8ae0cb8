import { z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { AVATAR_MAX_BYTES, AVATAR_MESSAGES, uploadedAvatarSchema } from '#shared/avatar';
import { errorResponses } from '../../http/error-responses';
import { limitUploadSize } from '../../http/multipart-upload';
import { jsonContent, signedInRoute, staffWiderRoute, uuidParams } from '../../http/openapi';
import { refusedFile } from './upload-avatar';

/** Room for the multipart framing around a file of the largest allowed size. */
const AVATAR_UPLOAD_BODY_LIMIT = AVATAR_MAX_BYTES + 64 * 1024;

const avatarParams = uuidParams('avatarId', 'Avatar not found.');

const avatarForm = z.object({
  file: z.instanceof(File).meta({
    type: 'string',
    format: 'binary',
    description: 'A PNG or JPEG of at most 5 MB, recognised by its content, not its name or label.',
  }),
});

const TAGS = ['Account'];

const limitAvatarSize = limitUploadSize({
  maxBytes: AVATAR_UPLOAD_BODY_LIMIT,
  field: 'file',
  message: AVATAR_MESSAGES.tooLarge,
});

/**
 * A body that is not a form holding a file (no body, JSON, a malformed multipart body, a text
 * field) is refused with the spec's message before the route's form validation sees it, which
 * would answer 415 or its own words instead.
 */
const requireFilePart: MiddlewareHandler = async (c, next) => {
  const form = await c.req.parseBody().catch(() => {
    throw refusedFile(AVATAR_MESSAGES.missing);
  });
  if (!(form.file instanceof File)) throw refusedFile(AVATAR_MESSAGES.missing);
  await next();
};

export const uploadAvatar = signedInRoute({
  operationId: 'uploadAvatar',
  method: 'post',
  path: '/',
  tags: TAGS,
  summary: 'Upload a profile photo',
  description:
    'The file is checked by its content, re-encoded as a WebP of at most 512×512 (which drops EXIF and anything hidden after the image) and replaces the previous avatar. The account and the client record point at the new URL.',
  middleware: [limitAvatarSize, requireFilePart] as const,
  request: {
    body: { content: { 'multipart/form-data': { schema: avatarForm } }, required: true },
  },
  responses: {
    201: jsonContent(uploadedAvatarSchema, 'Stored.'),
    ...errorResponses(400, 413),
  },
});

export const readAvatar = staffWiderRoute({
  operationId: 'readAvatar',
  method: 'get',
  path: '/{avatarId}',
  tags: TAGS,
  summary: 'An avatar image',
  description:
    'For its owner and administrators; anyone else gets the same 404 as for a missing avatar. A new upload gets a new URL, so the image is cached as immutable. Sent with `X-Content-Type-Options: nosniff`.',
  request: { params: avatarParams },
  responses: {
    200: {
      content: { 'image/webp': { schema: z.any().meta({ type: 'string', format: 'binary' }) } },
      description: 'The image bytes.',
    },
    ...errorResponses(400, 404),
  },
});

export type UploadAvatarRoute = typeof uploadAvatar;
export type ReadAvatarRoute = typeof readAvatar;
