import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ApiErrorBody } from '#shared/api-error';
import { AppError, statusOf } from '../core/errors';
import { databaseOutageOf } from '../db/database-outage';
import { loggableError } from '../logger';
import { requestLog } from './request-context';
import type { AppEnv } from '../core/context';

type Refusal = Pick<AppError, 'code' | 'message' | 'fields' | 'retryAfterSeconds'>;

function errorBody(c: Context<AppEnv>, error: Refusal): ApiErrorBody {
  return {
    error: {
      code: error.code,
      message: error.message,
      fields: error.fields,
      request_id: c.get('requestId'),
    },
  };
}

/**
 * A refusal as the one JSON shape, never stored by a cache (Retry-After when it says when to come
 * back). Given with the answer rather than by c.header(), which would make every refusal build a
 * Headers object first.
 */
export function errorAnswer(c: Context<AppEnv>, error: Refusal) {
  return c.json(errorBody(c, error), statusOf(error.code), {
    'Cache-Control': 'no-store',
    ...(error.retryAfterSeconds ? { 'Retry-After': String(error.retryAfterSeconds) } : {}),
  });
}

/**
 * The same answer, built whole, for the first step of a request (`c.req.routeIndex` 0), before
 * which nothing sets a header on the context: its headers reach Node as one record. c.json, which
 * must keep the headers set before it, builds a Headers object for two or more, which
 * @hono/node-server then reads back one by one (about 6 µs of a refusal answered from memory,
 * decision 038).
 */
export function firstStepErrorAnswer(c: Context<AppEnv>, error: Refusal): Response {
  if (c.req.routeIndex !== 0) return errorAnswer(c, error);
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    'Cache-Control': 'no-store',
  };
  if (error.retryAfterSeconds) headers['Retry-After'] = String(error.retryAfterSeconds);
  return new Response(JSON.stringify(errorBody(c, error)), {
    status: statusOf(error.code),
    headers,
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
