import { createServer } from 'node:net';
import type { AddressInfo, Server, Socket } from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import { APIError } from 'better-auth/api';
import { sql } from 'drizzle-orm';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { drizzle } from 'drizzle-orm/pglite';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { AppError } from '../core/errors';
import { databaseOutageOf } from './database-outage';

/**
 * The errors are the drivers' own: pg and pg-pool against sockets that refuse, hang up or never
 * answer (no PostgreSQL needed), the server's error messages as pg builds them, and PGlite closed.
 */

const servers: Server[] = [];
const sockets = new Set<Socket>();

afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
});

/** A loopback port whose server does `onConnection` with every connection. */
async function portThat(onConnection: (socket: Socket) => void): Promise<number> {
  const server = createServer((socket) => {
    sockets.add(socket);
    onConnection(socket);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

/** A port nothing listens on: one that was just freed. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** What a query through a pool of `options` fails with. */
async function failureOf(port: number, options: pg.PoolConfig = {}): Promise<unknown> {
  const pool = new pg.Pool({
    connectionString: `postgres://otc:otc@127.0.0.1:${port}/otc`,
    connectionTimeoutMillis: 300,
    ...options,
  });
  try {
    return await pool.query('select 1').then(
      () => new Error('the query succeeded'),
      (error: unknown) => error,
    );
  } finally {
    await pool.end();
  }
}

/** An error the server sent, as pg-protocol's parser builds it. */
function serverError(code: string, message: string, severity = 'ERROR'): pg.DatabaseError {
  const error = new pg.DatabaseError(message, message.length, 'error');
  error.severity = severity;
  error.code = code;
  return error;
}

/** As drizzle hands a failed query to our code. */
const drizzleWrapped = (cause: unknown) =>
  new DrizzleQueryError(
    'select * from "session" where "token" = $1',
    ['secret-token'],
    cause as Error,
  );

describe('databaseOutageOf', () => {
  it('knows a server that refuses connections', async () => {
    const error = await failureOf(await closedPort());
    expect(databaseOutageOf(error)).toMatchObject({ code: 'ECONNREFUSED' });
  });

  it('knows a server that hangs up, and one that never answers within the connect timeout', async () => {
    const hangsUp = await portThat((socket) => socket.destroy());
    expect(databaseOutageOf(await failureOf(hangsUp))).toEqual({
      code: undefined,
      message: 'Connection terminated unexpectedly',
    });
    const silent = await portThat(() => {});
    expect(databaseOutageOf(await failureOf(silent))).toEqual({
      code: undefined,
      message: 'Connection terminated due to connection timeout',
    });
  });

  it('knows a pool with no free connection within the connect timeout', async () => {
    const silent = await portThat(() => {});
    const pool = new pg.Pool({
      connectionString: `postgres://otc:otc@127.0.0.1:${silent}/otc`,
      connectionTimeoutMillis: 300,
      max: 1,
    });
    const failures = await Promise.all(
      [1, 2].map(() => pool.query('select 1').catch((error: unknown) => error)),
    );
    await pool.end();
    expect(failures.map((error) => databaseOutageOf(error)?.message)).toEqual([
      'Connection terminated due to connection timeout',
      'timeout exceeded when trying to connect',
    ]);
  });

  it.each([
    ['57P01', 'terminating connection due to administrator command', 'FATAL'],
    ['57P02', 'terminating connection because of crash of another server process', 'FATAL'],
    ['57P03', 'the database system is shutting down', 'FATAL'],
    ['57P03', 'the database system is starting up', 'FATAL'],
    ['53300', 'sorry, too many clients already', 'FATAL'],
    ['57014', 'canceling statement due to statement timeout', 'ERROR'],
    ['08006', 'connection failure', 'FATAL'],
    ['08P01', 'invalid frontend message type', 'FATAL'],
  ])('knows the server answering %s (%s)', (code, message, severity) => {
    expect(databaseOutageOf(serverError(code, message, severity))).toEqual({ code, message });
  });

  it('looks through drizzle, better-auth and pg-pool wrapping their cause', async () => {
    const refused = await failureOf(await closedPort());
    const restarting = serverError('57P01', 'terminating connection due to administrator command');
    const betterAuth = APIError.from(
      'INTERNAL_SERVER_ERROR',
      { code: 'FAILED_TO_GET_SESSION', message: 'Failed to get session' },
      { cause: drizzleWrapped(refused) },
    );
    expect(databaseOutageOf(drizzleWrapped(restarting))).toMatchObject({ code: '57P01' });
    expect(databaseOutageOf(betterAuth)).toMatchObject({ code: 'ECONNREFUSED' });
    const aggregate = new AggregateError([new Error('other'), refused], 'connect failed');
    expect(databaseOutageOf(aggregate)).toMatchObject({ code: 'ECONNREFUSED' });
  });

  it('knows a query on a closed database: the server shutting down, or PGlite', async () => {
    const pool = new pg.Pool();
    await pool.end();
    const ended = await pool.query('select 1').catch((error: unknown) => error);
    expect(databaseOutageOf(ended)).toMatchObject({
      message: 'Cannot use a pool after calling end on the pool',
    });
    const embedded = await PGlite.create();
    await embedded.close();
    const closed = await drizzle(embedded)
      .execute(sql`select 1`)
      .catch((error: unknown) => error);
    expect(databaseOutageOf(closed)).toMatchObject({ message: 'PGlite is closed' });
  });

  it('leaves the query’s own faults, our errors and everything else alone', () => {
    for (const error of [
      drizzleWrapped(serverError('23505', 'duplicate key value violates unique constraint')),
      drizzleWrapped(serverError('42601', 'syntax error at or near "selec"')),
      drizzleWrapped(serverError('40001', 'could not serialize access')),
      new AppError('UNAUTHORIZED', 'Please sign in to continue.'),
      Object.assign(new Error('ENOENT: no such file'), { code: 'ENOENT' }),
      // A SQLSTATE-like code on an error the server did not send.
      Object.assign(new Error('something'), { code: '08006' }),
      new Error('boom'),
      'Connection terminated unexpectedly',
      null,
      undefined,
    ]) {
      expect(databaseOutageOf(error)).toBeNull();
    }
  });

  it('stops on a cause that loops', () => {
    const first = new Error('first');
    const second = new Error('second', { cause: first });
    first.cause = second;
    expect(databaseOutageOf(first)).toBeNull();
  });
});
