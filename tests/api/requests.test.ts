import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatEstimate } from '#shared/cost-estimate';
import type { DocumentVerdict } from '#shared/document-verdict';
import { REAUTHENTICATION_REQUIRED_CODE } from '#shared/auth';
import type { Page } from '#shared/list-query';
import {
  bookingPrice,
  type CreatedRequest,
  type DualControlAnswer,
  type RequestDetail,
  type RequestRow,
} from '#shared/request-schema';
import { REQUEST_MESSAGES } from '#shared/requests';
import {
  auditEvents,
  clientRequests,
  notifications,
  quotes,
  sessions,
  shipments,
} from '../../src/server/db/schema';
import { bodyOf, DAY_MS, insertBookingRequest, wholeAccessLog } from '../helpers/admin-callers';
import type { HttpClient } from '../helpers/http-client';
import { errorOf, put, type SignedIn } from '../helpers/portal-callers';
import { signInRequestPeople } from '../helpers/request-people';
import { useTestServer } from '../helpers/use-test-server';

/**
 * Client requests with four eyes (decision 067): a booking from a quote, the organisation's second
 * approval, our acceptance, and every refusal with nothing written.
 */

const server = useTestServer({ seed: true });
const HOUR_MS = 60 * 60 * 1000;

let amelia: SignedIn;
let noah: SignedIn;
let grace: SignedIn;
let ethan: SignedIn;
let marcus: SignedIn;
let operations: SignedIn;
let custodian: SignedIn;
let admin: SignedIn;

beforeAll(async () => {
  ({ amelia, noah, grace, ethan, marcus, operations, custodian, admin } =
    await signInRequestPeople(server));
});

function bookingForm(overrides: Record<string, unknown> = {}) {
  const start = Date.now() + 2 * DAY_MS;
  return {
    idempotency_key: randomUUID(),
    pickup_address: '350 Fifth Avenue, Floor 12',
    pickup_city: 'New York',
    delivery_address: '1 Rue de la Paix',
    delivery_city: 'Paris',
    contents: 'Two framed oil paintings',
    weight_kg: 12.5,
    dimensions_cm: '120x90x20',
    declared_value: 250_000,
    security_level: 'maximum',
    pickup_from: new Date(start).toISOString(),
    pickup_until: new Date(start + 4 * HOUR_MS).toISOString(),
    ...overrides,
  };
}

const book = (client: HttpClient, form: Record<string, unknown> = bookingForm()) =>
  client.post('/api/requests/bookings', form);

async function booked(client: HttpClient, form?: Record<string, unknown>): Promise<CreatedRequest> {
  return bodyOf<CreatedRequest>(await book(client, form), 201);
}

const detail = async (client: HttpClient, id: string) =>
  bodyOf<RequestDetail>(await client.get(`/api/requests/${id}`));

async function requestCount(): Promise<number> {
  const [row] = await server.deps.db.select({ value: count() }).from(clientRequests);
  return row?.value ?? 0;
}

async function auditCount(): Promise<number> {
  const [row] = await server.deps.db.select({ value: count() }).from(auditEvents);
  return row?.value ?? 0;
}

async function requestNotices(userId: string, number: string) {
  const rows = await server.deps.db
    .select({ title: notifications.title })
    .from(notifications)
    .where(and(eq(notifications.user_id, userId), eq(notifications.kind, 'request')));
  return rows.map((row) => row.title).filter((title) => title.includes(number));
}

describe('booking a shipment', () => {
  it('prices it by the calculator, numbers it, and waits for a second person of the gallery', async () => {
    const form = bookingForm();
    const created = await booked(grace.client, form);
    expect(created.number).toMatch(/^REQ-\d{4}-\d{6}$/);
    expect(created.state).toBe('awaiting_client');

    const shown = await detail(grace.client, created.id);
    expect(shown.booking!.quoted_price).toBe(
      bookingPrice({
        pickup_city: 'New York',
        delivery_city: 'Paris',
        weight_kg: 12.5,
        security_level: 'maximum',
      }),
    );
    expect(Date.parse(shown.booking!.quote_expires_at) - Date.parse(shown.created_at)).toBe(
      7 * DAY_MS,
    );
    expect(shown.requested_by).toBe('Grace Lin');
    expect(shown.actions).toEqual(['cancel']);
    expect(shown.events.map((event) => event.action)).toEqual(['request_submitted']);

    // The gallery's Owner and Approver are told; the one who asked is not.
    expect(await requestNotices(amelia.userId, created.number)).toHaveLength(1);
    expect(await requestNotices(noah.userId, created.number)).toHaveLength(1);
    expect(await requestNotices(grace.userId, created.number)).toHaveLength(0);
    await server.smtp.waitForMail(
      (mail) => mail.to === amelia.email && mail.subject.includes(created.number),
    );

    const list = await bodyOf<Page<RequestRow>>(await amelia.client.get('/api/requests'));
    expect(list.rows[0]).toMatchObject({
      id: created.id,
      summary: 'New York → Paris, 12.5 kg, Maximum security',
    });
    expect((await detail(amelia.client, created.id)).actions).toEqual([
      'approve',
      'decline',
      'cancel',
    ]);
  });

  it('the same form sent twice, even at once, is one request; other details under its key are refused', async () => {
    const form = bookingForm();
    const before = await requestCount();
    const [first, second] = await Promise.all([book(grace.client, form), book(grace.client, form)]);
    const answers = [first.status, second.status].sort();
    expect(answers).toEqual([200, 201]);
    const [a, b] = (await Promise.all([first.json(), second.json()])) as CreatedRequest[];
    expect(a!.id).toBe(b!.id);
    expect(await requestCount()).toBe(before + 1);

    const changed = await errorOf(await book(grace.client, { ...form, declared_value: 1 }), 409);
    expect(changed.fields).toEqual({ idempotency_key: REQUEST_MESSAGES.duplicate });
    expect(await requestCount()).toBe(before + 1);
  });

  it('refuses a pickup window in the past, ending before it starts, or too far ahead, with nothing written', async () => {
    const before = { requests: await requestCount(), audit: await auditCount() };
    const past = new Date(Date.now() - HOUR_MS).toISOString();
    expect(
      (await errorOf(await book(grace.client, bookingForm({ pickup_from: past })), 400)).fields,
    ).toEqual({ pickup_from: REQUEST_MESSAGES.pickupInPast });
    const form = bookingForm();
    expect(
      (await errorOf(await book(grace.client, { ...form, pickup_until: form.pickup_from }), 400))
        .fields,
    ).toEqual({ pickup_until: REQUEST_MESSAGES.pickupOrder });
    const far = Date.now() + 120 * DAY_MS;
    expect(
      (
        await errorOf(
          await book(
            grace.client,
            bookingForm({
              pickup_from: new Date(far).toISOString(),
              pickup_until: new Date(far + HOUR_MS).toISOString(),
            }),
          ),
          400,
        )
      ).fields,
    ).toEqual({ pickup_from: REQUEST_MESSAGES.pickupTooFar });
    const fields = (
      await errorOf(
        await book(
          grace.client,
          bookingForm({
            weight_kg: 0,
            declared_value: -5,
            pickup_city: 'X',
            idempotency_key: 'twice',
            security_level: 'armoured',
          }),
        ),
        400,
      )
    ).fields;
    expect(Object.keys(fields ?? {}).sort()).toEqual([
      'declared_value',
      'idempotency_key',
      'pickup_city',
      'security_level',
      'weight_kg',
    ]);
    expect(await requestCount()).toBe(before.requests);
    expect(await auditCount()).toBe(before.audit);
  });

  it('a Viewer may not ask, staff and anonymous callers ask nothing', async () => {
    const before = await requestCount();
    expect((await errorOf(await book(ethan.client), 403)).message).toBe(
      'Your role in this organisation, Viewer, does not allow this.',
    );
    expect((await errorOf(await book(admin.client), 404)).message).toBe(
      REQUEST_MESSAGES.noOrganisation,
    );
    expect((await book(server.client())).status).toBe(401);
    expect(await requestCount()).toBe(before);
  });

  it("goes straight to OTC where four eyes are off, and follows the owner's threshold", async () => {
    const rule = await bodyOf<DualControlAnswer>(await marcus.client.get('/api/requests/rules'));
    expect(rule).toMatchObject({ enabled: false, chosen: false, approver_count: 1 });
    expect((await booked(marcus.client)).state).toBe('awaiting_staff');

    const gallery = await bodyOf<DualControlAnswer>(await grace.client.get('/api/requests/rules'));
    expect(gallery).toMatchObject({ enabled: true, chosen: false, approver_count: 2 });
    expect(
      (
        await errorOf(
          await put(grace.client, '/api/requests/rules', { enabled: false, booking_threshold: 0 }),
          403,
        )
      ).code,
    ).toBe('FORBIDDEN');

    const set = await bodyOf<DualControlAnswer>(
      await put(amelia.client, '/api/requests/rules', { enabled: true, booking_threshold: 10_000 }),
    );
    expect(set).toMatchObject({ enabled: true, booking_threshold: 10_000, chosen: true });
    expect((await booked(grace.client, bookingForm({ declared_value: 10_000 }))).state).toBe(
      'awaiting_staff',
    );
    expect((await booked(grace.client, bookingForm({ declared_value: 10_000.01 }))).state).toBe(
      'awaiting_client',
    );
    expect(
      (
        await errorOf(
          await put(amelia.client, '/api/requests/rules', {
            enabled: 'yes',
            booking_threshold: -1,
          }),
          400,
        )
      ).fields,
    ).toEqual({
      enabled: 'Choose on or off.',
      booking_threshold: 'The amount cannot be negative.',
    });
    await put(amelia.client, '/api/requests/rules', { enabled: true, booking_threshold: 0 });
  });
});

describe("the organisation's second approval", () => {
  it('is never the asker’s, nor a Member’s, and needs a second factor and a recent sign-in', async () => {
    const own = await booked(noah.client);
    const refused = await errorOf(await noah.client.post(`/api/requests/${own.id}/approve`), 403);
    expect(refused.message).toBe(REQUEST_MESSAGES.ownRequest);
    expect((await detail(noah.client, own.id)).actions).toEqual(['decline', 'cancel']);

    const asked = await booked(grace.client);
    expect((await grace.client.post(`/api/requests/${asked.id}/approve`)).status).toBe(403);

    // Marcus's organisation cannot see it; his own approval has no second factor either.
    expect((await marcus.client.post(`/api/requests/${asked.id}/approve`)).status).toBe(403);
    expect((await marcus.client.get(`/api/requests/${asked.id}`)).status).toBe(404);

    // The Owner's sign-in is eleven minutes old: confirm it is you first.
    await server.deps.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 11 * 60 * 1000), reauthenticatedAt: null })
      .where(eq(sessions.userId, amelia.userId));
    const stale = await errorOf(await amelia.client.post(`/api/requests/${asked.id}/approve`), 403);
    expect(stale.code).toBe(REAUTHENTICATION_REQUIRED_CODE);
    expect((await detail(amelia.client, asked.id)).state).toBe('awaiting_client');
    await server.deps.db
      .update(sessions)
      .set({ createdAt: new Date() })
      .where(eq(sessions.userId, amelia.userId));

    const approved = await bodyOf<CreatedRequest>(
      await amelia.client.post(`/api/requests/${asked.id}/approve`),
    );
    expect(approved.state).toBe('awaiting_staff');
    expect(await requestNotices(grace.userId, asked.number)).toEqual([
      `Request ${asked.number} was approved by your organisation`,
    ]);
  });

  it('an approver without a second factor is told to turn it on, with nothing written', async () => {
    const waiting = await insertBookingRequest(server, {
      client_id: marcus.userId,
      state: 'awaiting_client',
    });
    const before = await auditCount();
    const refused = await errorOf(
      await marcus.client.post(`/api/requests/${waiting.id}/approve`),
      403,
    );
    expect(refused).toMatchObject({
      code: 'TWO_FACTOR_REQUIRED',
      message: REQUEST_MESSAGES.twoFactorRequired,
    });
    expect((await detail(marcus.client, waiting.id)).state).toBe('awaiting_client');
    expect(await auditCount()).toBe(before);
  });

  it('two approvers at the same moment make one transition; the other meets it (409)', async () => {
    const asked = await booked(grace.client);
    const before = await auditCount();
    const answers = await Promise.all([
      amelia.client.post(`/api/requests/${asked.id}/approve`),
      noah.client.post(`/api/requests/${asked.id}/approve`),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect((await detail(grace.client, asked.id)).events.map((event) => event.action)).toEqual([
      'request_submitted',
      'request_client_approved',
    ]);
    expect(await auditCount()).toBe(before + 1);
  });

  it('declines with a reason the asker reads; a reason is required', async () => {
    const asked = await booked(grace.client);
    expect(
      (
        await errorOf(
          await noah.client.post(`/api/requests/${asked.id}/decline`, { reason: '' }),
          400,
        )
      ).fields,
    ).toEqual({ reason: REQUEST_MESSAGES.declineReason });
    await bodyOf(
      await noah.client.post(`/api/requests/${asked.id}/decline`, { reason: 'Not this month.' }),
    );
    const shown = await detail(grace.client, asked.id);
    expect(shown).toMatchObject({
      state: 'declined',
      decline_reason: 'Not this month.',
      actions: [],
    });
    expect(shown.events.at(-1)).toMatchObject({
      action: 'request_declined',
      actor: 'noah.brooks@hartgallery.example',
      reason: 'Not this month.',
    });
    expect((await amelia.client.post(`/api/requests/${asked.id}/approve`)).status).toBe(409);
  });

  it('is cancelled by the asker or an Owner, not by an Approver who did not ask', async () => {
    const asked = await booked(grace.client);
    expect(
      (await errorOf(await noah.client.post(`/api/requests/${asked.id}/cancel`), 403)).message,
    ).toBe(REQUEST_MESSAGES.cancelNotYours);
    expect((await ethan.client.post(`/api/requests/${asked.id}/cancel`)).status).toBe(403);
    expect(
      (await bodyOf<CreatedRequest>(await grace.client.post(`/api/requests/${asked.id}/cancel`)))
        .state,
    ).toBe('cancelled');
    expect((await grace.client.post(`/api/requests/${asked.id}/cancel`)).status).toBe(409);
  });
});

describe('our acceptance', () => {
  async function awaitingStaff(): Promise<CreatedRequest> {
    const asked = await booked(grace.client);
    await bodyOf(await amelia.client.post(`/api/requests/${asked.id}/approve`));
    return asked;
  }

  it('turns a booking into a Pending shipment, told to the asker and the approver, in the access log', async () => {
    const asked = await awaitingStaff();
    const inbox = await bodyOf<Page<RequestRow>>(
      await operations.client.get('/api/admin/requests?state=awaiting_staff'),
    );
    expect(inbox.rows.map((row) => row.id)).toContain(asked.id);
    expect(inbox.rows.find((row) => row.id === asked.id)?.organisation).toBe(
      'Hart Fine Art Gallery',
    );

    const accepted = await bodyOf<CreatedRequest>(
      await operations.client.post(`/api/admin/requests/${asked.id}/approve`),
    );
    expect(accepted.state).toBe('scheduled');
    const shown = await detail(grace.client, asked.id);
    expect(shown.tracking_number).toMatch(/^OTC\d+$/);
    const [shipment] = await server.deps.db
      .select()
      .from(shipments)
      .where(eq(shipments.tracking_number, shown.tracking_number!));
    expect(shipment).toMatchObject({
      client_id: amelia.userId,
      status: 'pending',
      origin: 'New York',
      destination: 'Paris',
      value: 250_000,
      security_level: 'maximum',
      item_description: 'Two framed oil paintings',
    });
    expect(shipment!.date_of_shipment?.toISOString()).toBe(shown.booking!.pickup_from);
    expect(shown.events.map((event) => [event.action, event.actor])).toEqual([
      ['request_submitted', 'grace.lin@hartgallery.example'],
      ['request_client_approved', amelia.email],
      ['request_staff_approved', 'OTC staff'],
    ]);
    for (const person of [grace, amelia]) {
      expect(await requestNotices(person.userId, asked.number)).toContain(
        `Request ${asked.number} was accepted`,
      );
    }
    const log = await wholeAccessLog(amelia.client);
    expect(
      log.filter((entry) => entry.entity_label === asked.number).map((entry) => entry.action),
    ).toEqual(['request_staff_approved', 'request_client_approved', 'request_submitted']);
    expect(
      log.some(
        (entry) => entry.entity_label === shown.tracking_number && entry.action === 'created',
      ),
    ).toBe(true);
  });

  it('two staff accepting at once make one shipment', async () => {
    const asked = await awaitingStaff();
    const before = await server.deps.db.select({ value: count() }).from(shipments);
    const answers = await Promise.all([
      operations.client.post(`/api/admin/requests/${asked.id}/approve`),
      admin.client.post(`/api/admin/requests/${asked.id}/approve`),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const after = await server.deps.db.select({ value: count() }).from(shipments);
    expect(after[0]!.value).toBe(before[0]!.value + 1);
  });

  it('is not given before the organisation approved, by a Custodian, or after the quote expired', async () => {
    const early = await booked(grace.client);
    const before = await auditCount();
    expect(
      (await errorOf(await operations.client.post(`/api/admin/requests/${early.id}/approve`), 409))
        .message,
    ).toBe(REQUEST_MESSAGES.notYourTurn('awaiting_client'));
    const ready = await awaitingStaff();
    const afterReady = await auditCount();
    expect((await custodian.client.post(`/api/admin/requests/${ready.id}/approve`)).status).toBe(
      403,
    );
    expect(await auditCount()).toBe(afterReady);
    expect(afterReady).toBeGreaterThan(before);
    const readable = await bodyOf<RequestDetail>(
      await custodian.client.get(`/api/admin/requests/${ready.id}`),
    );
    expect(readable.actions).toEqual([]);
  });

  it('declines with a reason the organisation reads', async () => {
    const asked = await awaitingStaff();
    await bodyOf(
      await operations.client.post(`/api/admin/requests/${asked.id}/decline`, {
        reason: 'No armoured vehicle free that week.',
      }),
    );
    expect(await detail(grace.client, asked.id)).toMatchObject({
      state: 'declined',
      decline_reason: 'No armoured vehicle free that week.',
    });
    expect(await requestNotices(amelia.userId, asked.number)).toContain(
      `Request ${asked.number} was declined`,
    );
  });
});

describe('expiry', () => {
  it('a request past its deadline is Expired on the next read, audited once and told to the asker', async () => {
    const stale = await insertBookingRequest(server, {
      client_id: amelia.userId,
      state: 'awaiting_staff',
      requested_by_user_id: grace.userId,
      expires_at: new Date(Date.now() - 1000),
    });
    const [first, second] = await Promise.all([
      operations.client.get(`/api/admin/requests/${stale.id}`),
      grace.client.get(`/api/requests/${stale.id}`),
    ]);
    expect(((await first.json()) as RequestDetail).state).toBe('expired');
    expect(((await second.json()) as RequestDetail).state).toBe('expired');
    const expiries = await server.deps.db
      .select({ value: count() })
      .from(auditEvents)
      .where(and(eq(auditEvents.entity_id, stale.id), eq(auditEvents.action, 'request_expired')));
    expect(expiries[0]!.value).toBe(1);
    expect(await requestNotices(grace.userId, stale.number)).toEqual([
      `Request ${stale.number} expired`,
    ]);
    const refused = await errorOf(
      await operations.client.post(`/api/admin/requests/${stale.id}/approve`),
      409,
    );
    expect(refused.message).toBe(REQUEST_MESSAGES.notOpen('expired'));
  });
});

describe('lists', () => {
  it('filters by state and type, and refuses what is not one', async () => {
    const page = await bodyOf<Page<RequestRow>>(
      await grace.client.get('/api/requests?state=scheduled&kind=booking'),
    );
    expect(page.rows.length).toBeGreaterThan(0);
    expect(page.rows.every((row) => row.state === 'scheduled')).toBe(true);
    expect((await errorOf(await grace.client.get('/api/requests?kind=loan'), 400)).fields).toEqual({
      kind: 'Unknown request type.',
    });
    expect((await grace.client.get(`/api/requests/not-a-uuid`)).status).toBe(400);
    // Another organisation's list holds none of the gallery's.
    const other = await bodyOf<Page<RequestRow>>(await marcus.client.get('/api/requests'));
    expect(other.rows.every((row) => row.organisation !== 'Hart Fine Art Gallery')).toBe(true);
  });
});

async function pdfText(pdf: ArrayBuffer): Promise<string> {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  return (await extractText(document, { mergePages: true })).text;
}

const verdictOf = async (documentId: string) =>
  bodyOf<DocumentVerdict>(await server.client().get(`/api/verify/${documentId}`));

describe('the signed quote (decision 068)', () => {
  it('is a PDF of the booking with its number and price, genuine at /verify, to the organisation and our staff', async () => {
    const asked = await booked(grace.client, bookingForm({ declared_value: 1_000 }));
    const response = await ethan.client.get(`/api/requests/${asked.id}/quote`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="otc-quote-${asked.number}.pdf"`,
    );
    const documentId = response.headers.get('x-document-id')!;
    const text = await pdfText(await response.arrayBuffer());
    const price = bookingPrice(bookingForm({ declared_value: 1_000 }) as never);
    expect(text).toContain(`Quote ${asked.number}`);
    expect(text).toContain(formatEstimate(price));
    expect(text).toContain(`/verify/${documentId}`);

    const verdict = await verdictOf(documentId);
    expect(verdict).toMatchObject({
      status: 'genuine',
      document: {
        type: 'quote',
        id: documentId,
        facts: {
          number: asked.number,
          origin: 'New York',
          destination: 'Paris',
          security_level: 'maximum',
          price,
        },
      },
    });
    // What the QR code shows anyone: never the client, the addresses, the contents or the value.
    const shown = JSON.stringify(verdict);
    for (const secret of ['Fifth Avenue', 'Rue de la Paix', 'oil paintings', 'declared', 'Hart']) {
      expect(shown).not.toContain(secret);
    }
    // The same document every time, and for our staff.
    const again = await custodian.client.get(`/api/admin/requests/${asked.id}/quote?size=letter`);
    expect(again.status).toBe(200);
    expect(again.headers.get('x-document-id')).toBe(documentId);
  });

  it('is another organisation’s 404, and not valid once a byte of it changed', async () => {
    const asked = await booked(grace.client, bookingForm({ declared_value: 1_000 }));
    expect((await marcus.client.get(`/api/requests/${asked.id}/quote`)).status).toBe(404);
    expect((await server.client().get(`/api/requests/${asked.id}/quote`)).status).toBe(401);
    const [quote] = await server.deps.db
      .select()
      .from(quotes)
      .where(eq(quotes.request_id, asked.id));
    expect((await verdictOf(quote!.id)).status).toBe('genuine');

    await server.deps.db
      .update(quotes)
      .set({ facts: { ...quote!.facts, price: quote!.facts.price - 0.01 } })
      .where(eq(quotes.id, quote!.id));
    expect(await verdictOf(quote!.id)).toEqual({ status: 'not_valid' });
    for (const unknown of [randomUUID(), 'not-a-uuid']) {
      expect(await verdictOf(unknown)).toEqual({ status: 'not_valid' });
    }

    await server.deps.db.delete(quotes).where(eq(quotes.id, quote!.id));
    expect(
      (await errorOf(await grace.client.get(`/api/requests/${asked.id}/quote`), 404)).message,
    ).toBe(REQUEST_MESSAGES.noQuote);
  });

  it('shares /verify with receipts', async () => {
    const [shipment] = await server.deps.db
      .select({ number: shipments.tracking_number })
      .from(shipments)
      .where(eq(shipments.client_id, amelia.userId))
      .limit(1);
    const response = await amelia.client.post(`/api/track/${shipment!.number}/receipt`);
    expect(response.status).toBe(201);
    const verdict = await verdictOf(response.headers.get('x-receipt-id')!);
    expect(verdict).toMatchObject({
      status: 'genuine',
      document: { type: 'receipt', facts: { tracking_number: shipment!.number } },
    });
  });
});

describe('completion (decision 068)', () => {
  it('a scheduled booking is Completed when its shipment is delivered, audited as the system', async () => {
    const asked = await booked(marcus.client, bookingForm({ declared_value: 1_000 }));
    await bodyOf(await operations.client.post(`/api/admin/requests/${asked.id}/approve`));
    const [row] = await server.deps.db
      .select({ shipmentId: clientRequests.shipment_id })
      .from(clientRequests)
      .where(eq(clientRequests.id, asked.id));
    const update = (status: string) =>
      operations.client.post(`/api/admin/shipments/${row!.shipmentId}/updates`, {
        status,
        location: 'Paris',
      });
    expect((await update('in_transit')).status).toBe(201);
    expect((await detail(marcus.client, asked.id)).state).toBe('scheduled');
    expect((await update('delivered')).status).toBe(201);
    const done = await detail(marcus.client, asked.id);
    expect(done.state).toBe('completed');
    expect(done.actions).toEqual([]);
    expect(done.events.at(-1)).toMatchObject({ action: 'request_completed', actor: 'OTC system' });
    // A second delivery update completes nothing twice.
    expect((await update('delivered')).status).toBe(201);
    const completions = await server.deps.db
      .select({ value: count() })
      .from(auditEvents)
      .where(and(eq(auditEvents.entity_id, asked.id), eq(auditEvents.action, 'request_completed')));
    expect(completions[0]!.value).toBe(1);
  });
});
