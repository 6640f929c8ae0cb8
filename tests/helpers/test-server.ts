import { generateKeyPairSync } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { createServer } from 'node:http';
import { APP_SERVER_OPTIONS } from '../../src/server/http/node-listener';
import { loadConfig } from '../../src/server/config/config';
import { composeServer } from '../../src/server/compose';
import type { Server } from '../../src/server/compose';
import { DEMO_FIELD_CREWS, DEMO_STAFF, fieldCourierEmail } from '../../src/server/seed/demo-data';
import { seedDemo } from '../../src/server/seed/seed-demo';
import { createLogger } from '../../src/server/logger';
import { HttpClient } from './http-client';
import { startSmtpSink } from './smtp-sink';
import type { SmtpSink } from './smtp-sink';
import { openDatabase } from '../../src/server/db/open-database';
import type { Database } from '../../src/server/db/client';
import type { MailTransport } from '../../src/server/mail/sender';
import { openTestDatabase } from './test-database';
import { enrolTwoFactor } from './two-factor';

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
  /**
   * The TOTP secrets of accounts with two-factor sign-in that the helpers sign in: the seeded
   * administrator (enrolled at start, as admin routes require) and any a test enrols and records.
   */
  totpSecrets: Map<string, string>;
  /** A new browser-like client with its own cookie jar. */
  client(): HttpClient;
  stop(): Promise<void>;
};

export type TestServerOptions = {
  seed?: boolean;
  /** With `seed`: the demo's generated year around the documented company, as `npm start` loads it. */
  history?: boolean;
  env?: Record<string, string>;
  webRoot?: string;
  /**
   * Another instance on this PostgreSQL database (a test server's `databaseUrl`), not a fresh
   * one; opened with the DB_* settings of `env`, as the server opens DATABASE_URL.
   */
  databaseUrl?: string;
  /** The test's own way of sending mail, instead of SMTP to the sink. */
  mailTransport?: MailTransport;
};

/**
 * The real server for one test file: a fresh database, a real SMTP sink, and real HTTP on a free
 * loopback port. `seed` loads the documented demo company (the rows the suites name) with a known
 * admin password.
 */
/** The auth secret of every test server, and of the seeds tests run on a database of their own. */
export const TEST_AUTH_SECRET = 'test-secret-that-is-long-enough-for-better-auth';

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const smtp = await startSmtpSink();
  // Listening first: the configuration needs the port. The app joins once it is composed.
  const http = createServer(APP_SERVER_OPTIONS, (incoming, outgoing) =>
    server.listener(incoming, outgoing),
  );
  http.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => http.once('listening', resolve));
  const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    APP_URL: url,
    DATA_DIR: '.tmp/unused',
    AUTH_SECRET: TEST_AUTH_SECRET,
    RECEIPT_SIGNING_KEY: TEST_RECEIPT_SIGNING_KEY,
    SMTP_URL: smtp.url,
    ADMIN_EMAIL: TEST_ADMIN_EMAIL,
    ...options.env,
  });
  const database: Database & { url?: string } = options.databaseUrl
    ? await openDatabase({ databaseUrl: options.databaseUrl, limits: config.databaseLimits })
    : await openTestDatabase();
  const server: Server = await composeServer(config, createLogger('silent'), {
    database,
    webRoot: options.webRoot,
    mailTransport: options.mailTransport,
    // Live streams here hear of changes by NOTIFY alone, so a test proves NOTIFY works.
    livePollIntervalMs: 10 * 60 * 1000,
  });
  const totpSecrets = new Map<string, string>();
  if (options.seed) {
    const seeded = await seedDemo({
      db: server.deps.db,
      adminEmail: TEST_ADMIN_EMAIL,
      adminPassword: TEST_ADMIN_PASSWORD,
      authSecret: config.authSecret,
      signingKey: config.receiptSigningKey,
      history: options.history ?? false,
    });
    // The demo staff sign in with their printed key, as the helpers do with any enrolled account.
    if (seeded.seeded) {
      for (const { email } of DEMO_STAFF) totpSecrets.set(email, seeded.staffTotpKey);
      // So do the year's field couriers, who share the demo staff's key.
      if (options.history) {
        for (const crew of DEMO_FIELD_CREWS) {
          for (const courier of crew.couriers) {
            totpSecrets.set(fieldCourierEmail(courier), seeded.staffTotpKey);
          }
        }
      }
    }
    totpSecrets.set(TEST_ADMIN_EMAIL, await enrolSeededAdmin(url));
  }
  return {
    ...server,
    url,
    databaseUrl: options.databaseUrl ?? database.url,
    smtp,
    totpSecrets,
    client: () => new HttpClient(url),
    async stop() {
      await new Promise<void>((resolve) => http.close(() => resolve()));
      await server.close();
      await smtp.close();
    },
  };
}

/**
 * The seeded administrator turns on two-factor sign-in through the API at its first sign-in, as
 * the demo administrator does in the browser, so admin routes answer the helpers (decision 030).
 */
async function enrolSeededAdmin(url: string): Promise<string> {
  const client = new HttpClient(url);
  const signedIn = await client.post('/api/auth/sign-in/email', {
    email: TEST_ADMIN_EMAIL,
    password: TEST_ADMIN_PASSWORD,
  });
  if (signedIn.status !== 200) throw new Error(`admin sign-in answered ${signedIn.status}`);
  const { secret } = await enrolTwoFactor(client, TEST_ADMIN_PASSWORD);
  await client.post('/api/auth/sign-out', {});
  return secret;
}
