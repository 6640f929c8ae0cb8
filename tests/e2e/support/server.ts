import { mkdtempSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { hashPassword } from '../../../src/server/auth/password';
import {
  accounts,
  clientRequests,
  delegations,
  sessions,
  users,
  visitRequests,
} from '../../../src/server/db/schema';
import { vaultDayOf } from '../../../src/shared/visits';
import { ROLE_LABELS, type StaffRole } from '../../../src/shared/roles';
import { startSmtpSink } from '../../helpers/smtp-sink';
import { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD, E2E_BASE_URL, E2E_PORT } from './environment';

// The real product as `npm start` runs it (built SPA, embedded database with demo data), with mail
// going to a real SMTP sink whose inbox the tests read over HTTP.
const smtp = await startSmtpSink();

Object.assign(process.env, {
  PORT: String(E2E_PORT),
  APP_URL: E2E_BASE_URL,
  DATA_DIR: mkdtempSync(join(tmpdir(), 'otc-e2e-')),
  SMTP_URL: smtp.url,
  ADMIN_EMAIL: E2E_ADMIN_EMAIL,
  ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
  SEED_DEMO: 'true',
  LOG_LEVEL: 'warn',
  // The journeys' browsers all call from this machine; a fresh sign-up says it comes from a
  // visitor of its own (register-client.ts), as each would behind our proxy.
  TRUSTED_PROXIES: '127.0.0.1, ::1',
});

const { started } = await import('../../../src/server/main');
const { deps } = await started;

/**
 * Moves the sign-in of one session (named by its token) `minutes` into the past, as the API tests
 * do in their database: a journey sees what a session open that long sees, without waiting.
 */
async function signedInMinutesAgo({ token, minutes }: { token: string; minutes: number }) {
  const aged = await deps.db
    .update(sessions)
    .set({ createdAt: new Date(Date.now() - minutes * 60_000), reauthenticatedAt: null })
    .where(eq(sessions.token, token))
    .returning({ id: sessions.id });
  return aged.length;
}

/**
 * A staff account of one role with a password, as the API tests insert it: the journeys of staff
 * roles other than the seeded administrator's start from one.
 */
async function addStaff({
  email,
  password,
  role,
}: {
  email: string;
  password: string;
  role: StaffRole;
}) {
  const id = randomUUID();
  await deps.db.insert(users).values({
    id,
    email,
    name: `E2E ${ROLE_LABELS[role]}`,
    firstName: 'E2E',
    lastName: ROLE_LABELS[role],
    emailVerified: true,
    role,
  });
  await deps.db.insert(accounts).values({
    id: randomUUID(),
    accountId: id,
    providerId: 'credential',
    userId: id,
    password: await hashPassword(password),
  });
}

/**
 * Ends, now, every grant of read access to `email` (decision 065), as the passing of its end date
 * would: the server's clock cannot be moved, so its end moves to this moment instead.
 */
async function endDelegations({ email }: { email: string }) {
  const ended = await deps.db
    .update(delegations)
    .set({ ends_at: new Date() })
    .where(sql`lower(${delegations.email}) = ${email.toLowerCase()}`)
    .returning({ id: delegations.id });
  return ended.length;
}

/**
 * Brings a visit's day to today at the vault (decision 070), as the passing of the days before it
 * would: a visit is booked from tomorrow on, and its code is valid on its day only.
 */
async function visitToday({ number }: { number: string }) {
  const moved = await deps.db
    .update(visitRequests)
    .set({ visit_on: vaultDayOf(new Date()) })
    .where(
      sql`${visitRequests.request_id} = (select ${clientRequests.id} from ${clientRequests} where ${clientRequests.number} = ${number})`,
    )
    .returning({ id: visitRequests.request_id });
  return moved.length;
}

async function jsonOf(request: IncomingMessage): Promise<unknown> {
  let text = '';
  for await (const chunk of request) text += String(chunk);
  return JSON.parse(text);
}

// The harness's own side door, on loopback beside the app and never part of it: the mail sink's
// inbox, the session clock, the staff accounts, the end of shared access and a visit's day above.
createServer((request, response) => {
  response.setHeader('content-type', 'application/json');
  if (request.method === 'POST' && request.url === '/staff') {
    void jsonOf(request)
      .then((body) => addStaff(body as { email: string; password: string; role: StaffRole }))
      .then(() => {
        response.statusCode = 201;
        response.end('{}');
      });
    return;
  }
  if (request.method === 'POST' && request.url === '/sessions/signed-in-minutes-ago') {
    void jsonOf(request)
      .then((body) => signedInMinutesAgo(body as { token: string; minutes: number }))
      .then((aged) => {
        response.statusCode = aged === 1 ? 200 : 404;
        response.end(JSON.stringify({ aged }));
      });
    return;
  }
  if (request.method === 'POST' && request.url === '/end-delegation') {
    void jsonOf(request)
      .then((body) => endDelegations(body as { email: string }))
      .then((ended) => {
        response.statusCode = ended > 0 ? 200 : 404;
        response.end(JSON.stringify({ ended }));
      });
    return;
  }
  if (request.method === 'POST' && request.url === '/visit-today') {
    void jsonOf(request)
      .then((body) => visitToday(body as { number: string }))
      .then((moved) => {
        response.statusCode = moved === 1 ? 200 : 404;
        response.end(JSON.stringify({ moved }));
      });
    return;
  }
  response.end(JSON.stringify(smtp.mails));
}).listen(E2E_PORT + 1, '127.0.0.1');
