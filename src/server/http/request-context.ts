import type { Context, MiddlewareHandler, Next } from 'hono';
import type { Logger } from 'pino';
import { clientIpOf } from './client-address';
import type { AppDependencies, AppEnv } from '../core/context';
import { incomingHeader } from './incoming-header';
import { requestIdFrom } from './node-listener';
import { recordRequest } from './request-metrics';

type AnyHandler = (c: Context<AppEnv>, next: Next) => unknown;

/**
 * What every request does before the first handler it matches, as part of that handler
 * (http/static-path-router.ts): its id, caller address and dependencies; then `rules`, which end
 * by calling their `next`. An error is answered by `onError`, as Hono would answer it. Once
 * answered, the request is counted in the metrics. The id is the one the Node listener answers
 * with (http/node-listener.ts), or a new one for a request handed to the app directly.
 *
 * Nothing here awaits by itself: a route with one handler that answers at once (liveness, the
 * answer for an unknown /api path) is answered without a promise (decision 038).
 */
export function enterRequest(
  deps: AppDependencies,
  {
    rules,
    onError,
  }: {
    rules: MiddlewareHandler<AppEnv>;
    onError: (error: Error, c: Context<AppEnv>) => Response;
  },
) {
  const answerError = (c: Context<AppEnv>, error: unknown): Response => {
    // What Hono's own composition does with a throw: an Error is answered, anything else is not ours.
    if (!(error instanceof Error)) throw error;
    c.error = error;
    return onError(error, c);
  };
  return <H extends AnyHandler>(handler: H): H =>
    ((c: Context<AppEnv>, next: Next) => {
      const startedAt = performance.now();
      c.set('deps', deps);
      c.set('requestId', requestIdFrom(incomingHeader(c, 'x-request-id')));
      c.set('clientIp', clientIpOf(c, deps.config.trustedProxies));
      let answer: unknown;
      try {
        answer = afterRules(rules, c, () => handler(c, next));
      } catch (error) {
        answer = answerError(c, error);
      }
      if (answer instanceof Promise) {
        return answer.then(
          (answered: unknown) => recorded(c, answered, startedAt),
          (error: unknown) => recorded(c, answerError(c, error), startedAt),
        );
      }
      return recorded(c, answer, startedAt);
    }) as H;
}

/** What `run` answers, once `rules` let it run: Hono's bodyLimit, for one, resolves to nothing. */
function afterRules(rules: MiddlewareHandler<AppEnv>, c: Context<AppEnv>, run: () => unknown) {
  let answer: unknown;
  const ran: unknown = rules(c, () => (answer = run()) as Promise<void>);
  return ran instanceof Promise && ran !== answer ? ran.then(() => answer) : answer;
}

/**
 * The answer, counted: a handler's own Response, or, for a middleware that called on, what the
 * handlers after it answered.
 */
function recorded(c: Context<AppEnv>, answer: unknown, startedAt: number): unknown {
  recordRequest(c, (answer as Response | undefined)?.status ?? c.res.status, startedAt);
  return answer;
}

/** The log of one request: its lines carry the request id. Made when needed, rarely. */
export function requestLog(c: Context<AppEnv>): Logger {
  return c.get('deps').log.child({ requestId: c.get('requestId') });
}
