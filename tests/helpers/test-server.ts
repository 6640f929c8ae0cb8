import { generateKeyPairSync } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { loadConfig } from '../../src/server/config/config';
import { composeServer } from '../../src/server/compose';
import type { Server } from '../../src/server/compose';
import { seedDemo } from '../../src/server/seed/seed-demo';
import { createLogger } from '../../src/server/logger';
import { HttpClient } from './http-client';
import { startSmtpSink } from './smtp-sink';
import type { SmtpSink } from './smtp-sink';
import { openDatabase } from '../../src/server/db/client';
import type { Database } from '../../src/server/db/client';
import { openTestDatabase } from './test-database';

export const TEST_ADMIN_EMAIL = 'admin@orion-tc.example';
export const TEST_ADMIN_PASSWORD = 'Admin-Test-Password-1';

/** One receipt signing key per test process, as production would set RECEIPT_SIGNING_KEY. */
export const TEST_RECEIPT_SIGNING_KEY = generateKeyPairSync('ed25519')
  .privateKey.export({ type: 'pkcs8', format: 'pem' })
  .toString();

export type TestServer = Server & {
  url: string;
  /** The PostgreSQL database this instance uses; undefined on the embedded database. */
  databaseUrl: string | undefined;
  smtp: SmtpSink;
  /** A new browser-like client with its own cookie jar. */
  client(): HttpClient;
  stop(): Promise<void>;
};

/**
 * The real server for one test file: a fresh database, a real SMTP sink, and real HTTP on a free
 * loopback port. `seed` loads the documented demo company (the rows the suites name) with a known
 * admin password.
 */
export async function startTestServer(
  options: {
    seed?: boolean;
    /** With `seed`: the demo's generated year around the documented company, as `npm start` loads it. */
    history?: boolean;
    env?: Record<string, string>;
    webRoot?: string;
    /** Another instance on this PostgreSQL database (a test server's `databaseUrl`), not a fresh one. */
    databaseUrl?: string;
  } = {},
): Promise<TestServer> {
  const smtp = await startSmtpSink();
  const database: Database & { url?: string } = options.databaseUrl
    ? await openDatabase({ databaseUrl: options.databaseUrl })
    : await openTestDatabase();
  const http = serve({
    fetch: (request, env) => server.app.fetch(request, env),
    port: 0,
    hostname: '127.0.0.1',
  });
  await new Promise<void>((resolve) => http.once('listening', resolve));
  const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    APP_URL: url,
    DATA_DIR: '.tmp/unused',
    AUTH_SECRET: 'test-secret-that-is-long-enough-for-better-auth',
    RECEIPT_SIGNING_KEY: TEST_RECEIPT_SIGNING_KEY,
    SMTP_URL: smtp.url,
    ADMIN_EMAIL: TEST_ADMIN_EMAIL,
    ...options.env,
  });
  const server: Server = await composeServer(config, createLogger('silent'), {
    database,
    webRoot: options.webRoot,
    // Live streams here hear of changes by NOTIFY alone, so a test proves NOTIFY works.
    livePollIntervalMs: 10 * 60 * 1000,
  });
  if (options.seed) {
    await seedDemo({
      db: server.deps.db,
      adminEmail: TEST_ADMIN_EMAIL,
      adminPassword: TEST_ADMIN_PASSWORD,
      history: options.history ?? false,
    });
  }
  return {
    ...server,
    url,
    databaseUrl: options.databaseUrl ?? database.url,
    smtp,
    client: () => new HttpClient(url),
    async stop() {
      await new Promise<void>((resolve) => http.close(() => resolve()));
      await server.close();
      await smtp.close();
    },
  };
}
