import { Writable } from 'node:stream';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { Hono } from 'hono';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { AppDependencies, AppEnv } from '../core/context';
import { DATABASE_UNAVAILABLE, handleError } from './error-handler';

/** An app whose one route throws `error`, answered by the error handler, its log kept in memory. */
function appThrowing(error: Error) {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  const deps = { log: pino({ level: 'info' }, sink) } as unknown as AppDependencies;
  const app = new Hono<AppEnv>()
    .use(async (c, next) => {
      c.set('deps', deps);
      c.set('requestId', 'request-1');
      await next();
    })
    .get('/api/thing', () => {
      throw error;
    });
  app.onError(handleError);
  return { app, lines };
}

/** A refused connection as Node reports it, wrapped by drizzle with the query and its values. */
const refusedQuery = () =>
  new DrizzleQueryError(
    'select * from "clients" where "email" = $1',
    ['amelia@example.com'],
    Object.assign(new Error('connect ECONNREFUSED 10.0.0.5:5432'), {
      code: 'ECONNREFUSED',
      errno: -111,
      syscall: 'connect',
    }),
  );

describe('handleError', () => {
  it('answers a database outage 503 with Retry-After, and logs its cause once, without the query', async () => {
    const { app, lines } = appThrowing(refusedQuery());
    const response = await app.request('/api/thing');
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({
      error: {
        code: 'UNAVAILABLE',
        message: DATABASE_UNAVAILABLE.message,
        request_id: 'request-1',
      },
    });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 40,
      msg: 'database unavailable',
      requestId: 'request-1',
      cause: { code: 'ECONNREFUSED', message: 'connect ECONNREFUSED 10.0.0.5:5432' },
    });
    expect(JSON.stringify(lines[0])).not.toMatch(/amelia|select|stack/);
  });

  it('still answers any other failure 500, logged at error', async () => {
    const { app, lines } = appThrowing(new TypeError('x is undefined'));
    const response = await app.request('/api/thing');
    expect(response.status).toBe(500);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('INTERNAL');
    expect(response.headers.get('retry-after')).toBeNull();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 50, msg: 'unexpected error' });
  });
});
