import { hc } from 'hono/client';
import type { ClientResponse } from 'hono/client';
import type { SuccessStatusCode } from 'hono/utils/http-status';
import type { ApiRoutes } from '../../server/api-routes';
import { answerOfResponse } from './api';

/**
 * The API, typed by the server's own routes (src/server/api-routes.ts): a renamed path, a changed
 * input or a changed answer fails `npm run typecheck` here instead of in a user's browser.
 */
export const api = hc<ApiRoutes>('/api', {
  init: { credentials: 'same-origin' },
  headers: { Accept: 'application/json' },
});

/** What a call answers when it succeeds: the body of its 2xx responses. */
export type SuccessBody<Answer> =
  Answer extends ClientResponse<infer Body, infer Status, 'json'>
    ? Status extends SuccessStatusCode
      ? Body
      : never
    : never;

/** The answer of a successful call; a failed one throws an ApiError with the server's message. */
export async function answerOf<Answer extends ClientResponse<unknown, number, 'json'>>(
  call: Promise<Answer>,
): Promise<SuccessBody<Answer>> {
  return (await answerOfResponse(await call)) as SuccessBody<Answer>;
}
