import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ApiErrorBody } from '#shared/api-error';
import { AppError, statusOf } from '../core/errors';
import { loggableError } from '../logger';
import { requestLog } from './request-context';
import type { AppEnv } from '../core/context';

/** Writes every failure as the one JSON shape; unexpected ones are logged and never leak details. */
export function handleError(error: Error, c: Context<AppEnv>) {
  const requestId = c.get('requestId');
  if (error instanceof AppError) {
    const body: ApiErrorBody = {
      error: {
        code: error.code,
        message: error.message,
        fields: error.fields,
        request_id: requestId,
      },
    };
    // Given with the answer rather than by c.header(), which would make every 429 build a
    // Headers object first.
    return c.json(
      body,
      error.status,
      error.retryAfterSeconds ? { 'Retry-After': String(error.retryAfterSeconds) } : undefined,
    );
  }
  if (error instanceof HTTPException && error.status < 500) {
    const code = error.status === 413 ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST';
    const message =
      error.status === 413 ? 'The request is too large.' : 'The request could not be read.';
    return c.json(
      { error: { code, message, request_id: requestId } } satisfies ApiErrorBody,
      statusOf(code),
    );
  }
  requestLog(c).error({ err: loggableError(error) }, 'unexpected error');
  const body: ApiErrorBody = {
    error: {
      code: 'INTERNAL',
      message: 'Something went wrong on our side. Please try again.',
      request_id: requestId,
    },
  };
  return c.json(body, 500);
}
