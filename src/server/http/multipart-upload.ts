import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { AppError, fieldError } from '../core/errors';

/**
 * The size limit of a route that takes files, which app.ts leaves out of the JSON bodies' limit.
 * Over it, 413 in our error shape on the form's file field, so the form can say where: Hono's own
 * answer is plain text.
 */
export function limitUploadSize({
  maxBytes,
  field,
  message,
}: {
  maxBytes: number;
  field: string;
  message: string;
}): MiddlewareHandler {
  return bodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw fieldError('PAYLOAD_TOO_LARGE', field, message);
    },
  });
}

/**
 * A body that is not a readable multipart form gets our 400 with the route's words, before the
 * route's validation, which would answer 415 for the type and its own words for the rest.
 */
export function requireMultipartForm(message: string): MiddlewareHandler {
  return async (c, next) => {
    if (!/^multipart\/form-data\s*;/i.test(c.req.header('content-type') ?? '')) {
      throw new AppError('BAD_REQUEST', message);
    }
    await c.req.parseBody().catch(() => {
      throw new AppError('BAD_REQUEST', message);
    });
    await next();
  };
}
