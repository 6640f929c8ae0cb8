import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import pg from 'pg';
import { DEFAULT_PAGE_SIZE as PAGE_SIZE, encodeCursor } from '#shared/list-query';
import { DEFAULT_TRACKING_UPDATE_STATUS, SHIPMENT_STATUSES } from '#shared/shipment-status';
import { VAULT_CATEGORIES } from '#shared/vault-category';
import { shipmentStatusNotification } from '#shared/notification-messages';
import {
  LIVE_EVENTS_CHANNEL,
  LIVE_EVENTS_ORDER_LOCK,
} from '../../src/server/live/publish-live-event';
import { notificationMessage } from '../../src/server/mail/notification-templates';
import { unsubscribeToken } from '../../src/server/notifications/unsubscribe-token';
import { sessionCookieName } from '../../src/server/auth/auth';
import { securityHeaders } from '../../src/server/http/security-headers';
import { containsPattern } from '../../src/server/db/like-pattern';
import { sessionOf, type PeerSession } from './session';
import * as statements from './statements';

/**
 * The bench's peer (decision 060): a minimal Fastify + pg server that does, by hand, the work the
 * product does for five requests: the same session rules, the same statements (statements.ts), the
 * same transactions, the same JSON and headers. `npm run bench` starts it beside the product and
 * prints the product's figures as a share of its own. Not part of the product.
 *
 * PEER_DATABASE_URL: the product's database. PEER_AUTH_SECRET: the product's AUTH_SECRET, so its
 * session cookies verify here. PEER_APP_URL: the product's address (the e-mail's links).
 */
const pool = new pg.Pool({
  connectionString: process.env.PEER_DATABASE_URL,
  max: Number(process.env.PEER_POOL_SIZE ?? 10),
});
const cookie = { name: sessionCookieName(false), secret: process.env.PEER_AUTH_SECRET ?? '' };
const appUrl = process.env.PEER_APP_URL ?? 'http://localhost:3000';

const app = Fastify({ logger: false });

const HEADERS = Object.fromEntries(securityHeaders());
app.addHook('onRequest', async (_request, reply) => {
  reply.headers({ ...HEADERS, 'x-request-id': randomUUID() });
});

declare module 'fastify' {
  interface FastifyRequest {
    session: PeerSession;
  }
}

function refuse(reply: FastifyReply, status: number, code: string, message: string) {
  return reply.code(status).send({ error: { code, message } });
}

async function signedIn(request: FastifyRequest, reply: FastifyReply) {
  const session = await sessionOf(pool, request.headers.cookie, cookie);
  if (!session) return refuse(reply, 401, 'UNAUTHORIZED', 'Please sign in to continue.');
  request.session = session;
}

async function staff(request: FastifyRequest, reply: FastifyReply) {
  await signedIn(request, reply);
  if (reply.sent) return;
  if (request.session.role !== 'admin' || !request.session.twoFactorEnabled) {
    return refuse(
      reply,
      403,
      'FORBIDDEN',
      'You do not have the required administrative privileges.',
    );
  }
}

/** A write must come from the site's own pages. */
async function sameOrigin(request: FastifyRequest, reply: FastifyReply) {
  if (request.headers.origin !== appUrl) {
    return refuse(reply, 403, 'FORBIDDEN', 'Cross-site request refused.');
  }
}

const iso = (value: Date | null) => value?.toISOString() ?? null;

app.get('/api/portal/shipments', { preHandler: signedIn }, async (request, reply) => {
  const { clientId } = request.session;
  if (!clientId) return refuse(reply, 404, 'NOT_FOUND', 'No client profile found.');
  const { rows } = await pool.query({ ...statements.OWN_SHIPMENTS, values: [clientId] });
  return {
    shipments: rows.map((row) => ({
      ...row,
      estimated_delivery: iso(row.estimated_delivery),
      created_at: iso(row.created_at),
    })),
  };
});

const vaultItemsQuery = {
  type: 'object',
  properties: {
    search: { type: 'string', maxLength: 100 },
    category: { enum: [...VAULT_CATEGORIES] },
  },
} as const;

app.get<{ Querystring: { search?: string; category?: string } }>(
  '/api/portal/items',
  { preHandler: signedIn, schema: { querystring: vaultItemsQuery } },
  async (request, reply) => {
    const { clientId } = request.session;
    if (!clientId) return refuse(reply, 404, 'NOT_FOUND', 'No client profile found.');
    const search = request.query.search?.trim();
    const { rows } = await pool.query({
      ...statements.OWN_VAULT_ITEMS,
      values: [clientId, request.query.category ?? null, search ? containsPattern(search) : null],
    });
    return {
      items: rows.map((row) => ({
        ...row,
        date_stored: iso(row.date_stored),
        last_accessed: iso(row.last_accessed),
      })),
    };
  },
);

const cursorOf = (toward: 'next' | 'previous', row: { cursor_value: string; id: string }) =>
  encodeCursor({
    sort: 'created_at',
    dir: 'desc',
    toward,
    value: Number(row.cursor_value),
    id: row.id,
  });

app.get('/api/admin/shipments', { preHandler: staff }, async () => {
  const { rows } = await pool.query({
    ...statements.ADMIN_SHIPMENTS_FIRST_PAGE,
    values: [PAGE_SIZE + 1],
  });
  const shown = rows.slice(0, PAGE_SIZE);
  const last = shown.at(-1);
  return {
    rows: shown.map((row) => ({
      id: row.id,
      tracking_number: row.tracking_number,
      origin: row.origin,
      destination: row.destination,
      status: row.status,
      created_at: iso(row.created_at),
      client: row.client_id
        ? {
            id: row.client_id,
            first_name: row.first_name,
            last_name: row.last_name,
            email: row.email,
          }
        : null,
    })),
    page: 1,
    page_size: PAGE_SIZE,
    total: rows[0]?.list_total ?? 0,
    total_capped: false,
    next_cursor: rows.length > PAGE_SIZE && last ? cursorOf('next', last) : null,
    previous_cursor: null,
  };
});

type Tx = pg.PoolClient;

async function inTransaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
  const tx = await pool.connect();
  try {
    await tx.query('begin');
    const result = await work(tx);
    await tx.query('commit');
    return result;
  } catch (error) {
    await tx.query('rollback');
    throw error;
  } finally {
    tx.release();
  }
}

type LiveEvent = { topic: string; kind: string; payload: Record<string, unknown> };

const publish = (tx: Tx, events: LiveEvent[]) =>
  tx.query({
    ...statements.PUBLISH_LIVE_EVENTS,
    values: [LIVE_EVENTS_ORDER_LOCK, JSON.stringify(events), LIVE_EVENTS_CHANNEL],
  });

function origin(request: FastifyRequest) {
  return [request.ip, request.headers['user-agent'] ?? null] as const;
}

const auditEvent = (values: unknown[]) => ({ ...statements.INSERT_AUDIT_EVENT, values });

const trackingUpdateBody = {
  type: 'object',
  required: ['location'],
  additionalProperties: false,
  properties: {
    status: { enum: [...SHIPMENT_STATUSES], default: DEFAULT_TRACKING_UPDATE_STATUS },
    location: { type: 'string', minLength: 2, maxLength: 200 },
    description: { type: ['string', 'null'], maxLength: 1000 },
  },
} as const;

type TrackingUpdateBody = { status: string; location: string; description?: string | null };

app.post<{ Params: { shipmentId: string }; Body: TrackingUpdateBody }>(
  '/api/admin/shipments/:shipmentId/updates',
  { preHandler: [sameOrigin, staff], schema: { body: trackingUpdateBody } },
  async (request, reply) => {
    const { shipmentId } = request.params;
    const { status, location } = request.body;
    const description = request.body.description?.trim() || null;
    const { userId, email } = request.session;
    const added = await inTransaction(async (tx) => {
      const before = await tx.query({ ...statements.LOCK_SHIPMENT, values: [shipmentId] });
      if (!before.rows[0]) return null;
      const moved = await tx.query({
        ...statements.MOVE_SHIPMENT,
        values: [status, location, new Date(), shipmentId],
      });
      const shipment = moved.rows[0];
      const inserted = await tx.query({
        ...statements.INSERT_TRACKING_UPDATE,
        values: [shipmentId, status, location, description],
      });
      if (before.rows[0].status !== status && shipment.client_id) {
        const text = shipmentStatusNotification(shipment.tracking_number, status as never);
        const bell = await tx.query({
          ...statements.INSERT_NOTIFICATION,
          values: [shipment.client_id, text.kind, text.title, text.body, text.link],
        });
        const recipient = await tx.query({
          ...statements.MAIL_RECIPIENT,
          values: [shipment.client_id, text.kind],
        });
        const to = recipient.rows[0];
        if (to?.wants_email) {
          const query = `?token=${encodeURIComponent(unsubscribeToken(cookie.secret, shipment.client_id, text.kind))}`;
          const mail = notificationMessage({
            notification: text,
            firstName: to.first_name,
            appUrl,
            unsubscribePageUrl: `${appUrl}/unsubscribe${query}`,
            oneClickUnsubscribeUrl: `${appUrl}/api/notifications/unsubscribe${query}`,
          });
          await tx.query({
            ...statements.ENQUEUE_MAIL,
            values: [to.email, mail.subject, mail.html, mail.text, mail.headers],
          });
        }
        const { id, created_at } = bell.rows[0];
        await publish(tx, [
          {
            topic: `user:${shipment.client_id}`,
            kind: 'notification',
            payload: { id, ...text, created_at: created_at.toISOString() },
          },
        ]);
      }
      await tx.query(
        auditEvent([
          userId,
          email,
          'tracking_update',
          'shipment',
          shipment.id,
          shipment.tracking_number,
          shipment.client_id,
          ...origin(request),
          { status, location },
        ]),
      );
      const payload = { tracking_number: shipment.tracking_number, change: 'tracking_update' };
      await publish(
        tx,
        [`shipment:${shipment.id}`, 'staff', shipment.client_id && `client:${shipment.client_id}`]
          .filter((topic): topic is string => Boolean(topic))
          .map((topic) => ({ topic, kind: 'shipment_changed', payload })),
      );
      return inserted.rows[0];
    });
    if (!added) return refuse(reply, 404, 'NOT_FOUND', 'Shipment not found.');
    return reply.code(201).send({ ...added, timestamp: iso(added.timestamp) });
  },
);

const text = (minLength: number, maxLength: number) =>
  ({ type: 'string', minLength, maxLength }) as const;

const personalInfoBody = {
  type: 'object',
  additionalProperties: false,
  required: ['first_name', 'last_name', 'phone', 'address', 'city', 'state', 'zipcode', 'country'],
  properties: {
    first_name: text(2, 100),
    last_name: text(2, 100),
    phone: text(5, 30),
    address: text(5, 200),
    city: text(2, 100),
    state: text(2, 100),
    zipcode: text(3, 20),
    country: text(2, 100),
  },
} as const;

type PersonalInfoBody = Record<(typeof personalInfoBody.required)[number], string>;

app.put<{ Body: PersonalInfoBody }>(
  '/api/portal/profile',
  { preHandler: [sameOrigin, signedIn], schema: { body: personalInfoBody } },
  async (request, reply) => {
    const { userId, email } = request.session;
    const body = request.body;
    const fields = Object.keys(body);
    const updated = await inTransaction(async (tx) => {
      const now = new Date();
      const changed = await tx.query({
        ...statements.UPDATE_PERSONAL_INFO,
        values: [
          body.first_name,
          body.last_name,
          body.phone,
          body.address,
          body.city,
          body.state,
          body.zipcode,
          body.country,
          now,
          userId,
        ],
      });
      const client = changed.rows[0];
      if (!client) return null;
      await tx.query({
        ...statements.UPDATE_ACCOUNT_NAME,
        values: [
          `${body.first_name} ${body.last_name}`,
          body.first_name,
          body.last_name,
          now,
          userId,
        ],
      });
      await tx.query(
        auditEvent([
          userId,
          email,
          'profile_updated',
          'client',
          userId,
          email,
          userId,
          ...origin(request),
          { fields },
        ]),
      );
      return client;
    });
    if (!updated) return refuse(reply, 404, 'NOT_FOUND', 'No client profile found.');
    return {
      ...updated,
      created_at: iso(updated.created_at),
      updated_at: iso(updated.updated_at),
    };
  },
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app
      .close()
      .then(() => pool.end())
      .then(() => process.exit(0));
  });
}

const address = await app.listen({ host: '127.0.0.1', port: Number(process.env.PEER_PORT ?? 0) });
console.log(address);
