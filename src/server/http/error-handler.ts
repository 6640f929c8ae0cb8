import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ApiErrorBody } from '#shared/api-error';
import { AppError, statusOf } from '../core/errors';
import { databaseOutageOf } from '../db/database-outage';
import { loggableError } from '../logger';
import { requestLog } from './request-context';
import type { AppEnv } from '../core/context';

/**
 * A refusal as the one JSON shape, never stored by a cache (Retry-After when it says when to come
 * back). Given with the answer rather than by c.header(), which would make every refusal build a
 * Headers object first.
 */
export function errorAnswer(
  c: Context<AppEnv>,
  error: Pick<AppError, 'code' | 'message' | 'fields' | 'retryAfterSeconds'>,
) {
  const body: ApiErrorBody = {
    error: {
      code: error.code,
      message: error.message,
      fields: error.fields,
      request_id: c.get('requestId'),
    },
  };
  return c.json(body, statusOf(error.code), {
    'Cache-Control': 'no-store',
    ...(error.retryAfterSeconds ? { 'Retry-After': String(error.retryAfterSeconds) } : {}),
  });
}

/**
 * The answer while the database cannot be reached (ADR 042): 503 with a time to try again, not a
 * 500 with our words for a bug.
 */
export const DATABASE_UNAVAILABLE = {
  code: 'UNAVAILABLE',
  message: 'The service is briefly unavailable. Please try again in a moment.',
  fields: undefined,
  retryAfterSeconds: 5,
} as const;

/** The answer for an /api path no route names. */
export const NO_SUCH_ENDPOINT = {
  code: 'NOT_FOUND',
  message: 'There is no such API endpoint.',
  fields: undefined,
  retryAfterSeconds: undefined,
} as const;

/** Writes every failure as the one JSON shape; unexpected ones are logged and never leak details. */
export function handleError(error: Error, c: Context<AppEnv>) {
  const requestId = c.get('requestId');
  if (error instanceof AppError) return errorAnswer(c, error);
  if (error instanceof HTTPException && error.status < 500) {
    const code = error.status === 413 ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST';
    const message =
      error.status === 413 ? 'The request is too large.' : 'The request could not be read.';
    return c.json(
      { error: { code, message, request_id: requestId } } satisfies ApiErrorBody,
      statusOf(code),
    );
  }
  const outage = databaseOutageOf(error);
  if (outage) {
    // Its cause alone: the stack is the driver's, the same for every request of an outage.
    requestLog(c).warn({ cause: outage }, 'database unavailable');
    return errorAnswer(c, DATABASE_UNAVAILABLE);
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
