import { createPublicKey, verify } from 'node:crypto';
import { and, count, eq, sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AccessLogEntry } from '#shared/portal';
import type { ReceiptVerdict } from '#shared/receipt';
import type { Page } from '#shared/list-query';
import { auditEvents, receipts, shipments, shipmentUpdates } from '../../src/server/db/schema';
import { canonicalJson } from '../../src/server/signing/document-signature';
import type { HttpClient } from '../helpers/http-client';
import { errorOf, signInAdmin, signInDemoClient } from '../helpers/portal-callers';
import type { SignedIn } from '../helpers/portal-callers';
import { TEST_RECEIPT_SIGNING_KEY } from '../helpers/test-server';
import { useTestServer } from '../helpers/use-test-server';

const server = useTestServer({ seed: true });
let amelia: SignedIn;
let marcus: SignedIn;
let admin: SignedIn;

/** Amelia's delayed shipment: three tracking updates, a value and a description that stay private. */
const AMELIA_SHIPMENT = 'OTC1763380800007';
const PRIVATE_DESCRIPTION = 'Limited-edition prints';
const UNKNOWN_ID = '0b7c1d7e-3f5a-4c2b-9d1e-6a8f2b4c5d6e';
/** Points per inch is 72: A4 is 210 × 297 mm, US Letter 8.5 × 11 in. */
const PAGE_SIZES = { a4: [595.28, 841.89], letter: [612, 792] } as const;

beforeAll(async () => {
  amelia = await signInDemoClient(server, 'amelia');
  marcus = await signInDemoClient(server, 'marcus');
  admin = await signInAdmin(server);
});

function issue(client: HttpClient, number: string, query = '') {
  return client.post(`/api/track/${number}/receipt${query}`);
}

async function issued(client: HttpClient, number: string, query = '') {
  const response = await issue(client, number, query);
  expect(response.status).toBe(201);
  const receiptId = response.headers.get('x-receipt-id');
  expect(receiptId).toMatch(/^[0-9a-f-]{36}$/);
  return { response, receiptId: receiptId!, pdf: new Uint8Array(await response.arrayBuffer()) };
}

async function pdfText(pdf: Uint8Array) {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const { text, totalPages } = await extractText(document, { mergePages: true });
  return { text, totalPages, document };
}

async function verdictOf(receiptId: string): Promise<ReceiptVerdict> {
  const response = await server.client().get(`/api/receipts/${receiptId}`);
  expect(response.status).toBe(200);
  return (await response.json()) as ReceiptVerdict;
}

async function receiptCount() {
  const [row] = await server.deps.db.select({ value: count() }).from(receipts);
  return row!.value;
}

describe('POST /api/track/{number}/receipt: who may have a receipt', () => {
  it('answers 401 to an anonymous caller and writes nothing', async () => {
    const before = await receiptCount();
    const error = await errorOf(await issue(server.client(), AMELIA_SHIPMENT), 401);
    expect(error.code).toBe('UNAUTHORIZED');
    expect(await receiptCount()).toBe(before);
  });

  it("answers another client's shipment like an unknown number, and writes nothing", async () => {
    const before = await receiptCount();
    const refused = await errorOf(await issue(marcus.client, AMELIA_SHIPMENT), 404);
    expect(refused).toMatchObject({ code: 'NOT_FOUND', message: 'Shipment not found.' });
    const unknown = await errorOf(await issue(marcus.client, 'OTC1'), 404);
    expect(unknown.message).toBe(refused.message);
    expect(await receiptCount()).toBe(before);
  });

  it('gives the owner a PDF attachment named by the tracking number, and records it', async () => {
    const { response, receiptId, pdf } = await issued(amelia.client, AMELIA_SHIPMENT);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="otc-receipt-${AMELIA_SHIPMENT}.pdf"`,
    );
    expect(new TextDecoder().decode(pdf.slice(0, 5))).toBe('%PDF-');

    const [stored] = await server.deps.db.select().from(receipts).where(eq(receipts.id, receiptId));
    expect(stored?.facts.tracking_number).toBe(AMELIA_SHIPMENT);
    const [audit] = await server.deps.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.action, 'receipt_issued'), eq(auditEvents.client_id, amelia.userId)),
      );
    expect(audit).toMatchObject({
      actor_user_id: amelia.userId,
      entity_type: 'shipment',
      entity_label: AMELIA_SHIPMENT,
      details: { receipt_id: receiptId },
    });
    const log = (await (
      await amelia.client.get('/api/portal/access-log')
    ).json()) as Page<AccessLogEntry>;
    expect(log.rows[0]).toMatchObject({ action: 'receipt_issued', entity_label: AMELIA_SHIPMENT });
  });

  it('gives an administrator a receipt of any shipment', async () => {
    const { response } = await issued(admin.client, AMELIA_SHIPMENT);
    expect(response.headers.get('content-type')).toBe('application/pdf');
  });

  it('refuses a malformed number and an unknown paper size with 400', async () => {
    const badNumber = await errorOf(await issue(amelia.client, 'not%20a%20number!'), 400);
    expect(badNumber.fields).toEqual({ number: 'Please enter a valid tracking number.' });
    const badSize = await errorOf(await issue(amelia.client, AMELIA_SHIPMENT, '?size=a5'), 400);
    expect(badSize.fields).toEqual({ size: 'The paper size must be a4 or letter.' });
  });
});

describe('the receipt PDF', () => {
  it('holds the public facts and timeline as text, never the value or the contents', async () => {
    const { receiptId, pdf } = await issued(amelia.client, AMELIA_SHIPMENT);
    const { text } = await pdfText(pdf);
    for (const expected of [
      'Orion Transit & Custody',
      AMELIA_SHIPMENT,
      'Chicago, IL',
      'Denver, CO',
      'Delayed',
      'High',
      '11 kg',
      '80x60x10 cm',
      'Des Moines, IA',
      'Weather closure on I-80; secured overnight.',
      `${server.url}/verify/${receiptId}`,
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain(PRIVATE_DESCRIPTION);
    // The value as a number of its own: a receipt id or a signature may hold its digits.
    expect(text).not.toMatch(/(?<![\w+/-])64,?000(?![\w+/=-])/);
    expect(text).not.toContain('Amelia');
  });

  it.each(Object.entries(PAGE_SIZES))(
    'fits %s paper, every word inside the page',
    async (size, [width, height]) => {
      const { pdf } = await issued(amelia.client, AMELIA_SHIPMENT, `?size=${size}`);
      const { document } = await pdfText(pdf);
      const page = await document.getPage(1);
      const viewport = page.getViewport({ scale: 1 });
      expect(viewport.width).toBeCloseTo(width, 0);
      expect(viewport.height).toBeCloseTo(height, 0);
      await expectTextInside(document, width, height);
    },
  );

  it('flows a long custody timeline onto further pages', async () => {
    const [shipment] = await server.deps.db
      .select({ id: shipments.id })
      .from(shipments)
      .where(eq(shipments.tracking_number, 'OTC1763380800010'));
    await server.deps.db.insert(shipmentUpdates).values(
      Array.from({ length: 60 }, (_, index) => ({
        shipment_id: shipment!.id,
        status: 'in_transit' as const,
        location: `Checkpoint ${index + 1}`,
        description: 'Seals checked and logged by two custodians.',
        timestamp: new Date(Date.UTC(2026, 0, 1, index)),
      })),
    );
    const { pdf } = await issued(admin.client, 'OTC1763380800010', '?size=letter');
    const { text, totalPages, document } = await pdfText(pdf);
    expect(totalPages).toBeGreaterThan(1);
    expect(text).toContain('Checkpoint 1\n');
    expect(text).toContain('Checkpoint 60');
    expect(text).toContain(`Page ${totalPages} of ${totalPages}`);
    await expectTextInside(document, ...PAGE_SIZES.letter);
  });
});

describe('GET /api/receipts/{receiptId}: anyone may verify', () => {
  it('says genuine and shows the public facts, never the client, value or contents', async () => {
    const { receiptId } = await issued(amelia.client, AMELIA_SHIPMENT);
    const verdict = await verdictOf(receiptId);
    expect(verdict).toMatchObject({
      status: 'genuine',
      receipt: {
        id: receiptId,
        facts: {
          tracking_number: AMELIA_SHIPMENT,
          origin: 'Chicago, IL',
          destination: 'Denver, CO',
          status: 'delayed',
          security_level: 'high',
          weight_kg: 11,
          dimensions_cm: '80x60x10',
        },
      },
    });
    if (verdict.status !== 'genuine') return;
    expect(verdict.receipt.facts.timeline.map((entry) => entry.location)).toEqual([
      'Chicago, IL',
      'Des Moines, IA',
      'Omaha, NE',
    ]);
    const answer = JSON.stringify(verdict);
    expect(answer).not.toContain(PRIVATE_DESCRIPTION);
    expect(answer).not.toMatch(/value|client|item_description|signature/);
  });

  it('is signed with RECEIPT_SIGNING_KEY: its public key checks the stored signature', async () => {
    const { receiptId } = await issued(amelia.client, AMELIA_SHIPMENT);
    const [row] = await server.deps.db.select().from(receipts).where(eq(receipts.id, receiptId));
    const signed = canonicalJson({
      id: row!.id,
      issued_at: row!.issued_at.toISOString(),
      facts: row!.facts,
    });
    const publicKey = createPublicKey(TEST_RECEIPT_SIGNING_KEY);
    expect(
      verify(null, Buffer.from(signed), publicKey, Buffer.from(row!.signature, 'base64')),
    ).toBe(true);
  });

  it('says not valid after one changed byte in the stored facts or in the signature', async () => {
    const { receiptId } = await issued(amelia.client, AMELIA_SHIPMENT);
    const where = eq(receipts.id, receiptId);
    const [row] = await server.deps.db.select().from(receipts).where(where);

    // One character of the destination: Denver → Denvar.
    await server.deps.db
      .update(receipts)
      .set({ facts: { ...row!.facts, destination: 'Denvar, CO' } })
      .where(where);
    expect(await verdictOf(receiptId)).toEqual({ status: 'not_valid' });

    // One byte of the signature, with the facts put back.
    const signature = Buffer.from(row!.signature, 'base64');
    signature[10] = signature[10]! ^ 0x01;
    await server.deps.db
      .update(receipts)
      .set({ facts: row!.facts, signature: signature.toString('base64') })
      .where(where);
    expect(await verdictOf(receiptId)).toEqual({ status: 'not_valid' });

    // One second later on the issue time.
    await server.deps.db
      .update(receipts)
      .set({
        signature: row!.signature,
        issued_at: sql`${receipts.issued_at} + interval '1 second'`,
      })
      .where(where);
    expect(await verdictOf(receiptId)).toEqual({ status: 'not_valid' });

    await server.deps.db.update(receipts).set({ issued_at: row!.issued_at }).where(where);
    expect((await verdictOf(receiptId)).status).toBe('genuine');
  });

  it('says not valid for an unknown or malformed receipt id', async () => {
    expect(await verdictOf(UNKNOWN_ID)).toEqual({ status: 'not_valid' });
    expect(await verdictOf('not-a-receipt')).toEqual({ status: 'not_valid' });
    expect(await verdictOf(`${UNKNOWN_ID}x`)).toEqual({ status: 'not_valid' });
  });

  it('still verifies after its shipment is deleted', async () => {
    const { receiptId } = await issued(admin.client, 'OTC1763380800010');
    await server.deps.db.delete(shipments).where(eq(shipments.tracking_number, 'OTC1763380800010'));
    const verdict = await verdictOf(receiptId);
    expect(verdict.status).toBe('genuine');
    const [row] = await server.deps.db.select().from(receipts).where(eq(receipts.id, receiptId));
    expect(row?.shipment_id).toBeNull();
  });
});

/** Every piece of text starts inside the page box: nothing is cut off on this paper. */
async function expectTextInside(
  document: Awaited<ReturnType<typeof getDocumentProxy>>,
  width: number,
  height: number,
) {
  for (let number = 1; number <= document.numPages; number++) {
    const content = await (await document.getPage(number)).getTextContent();
    for (const item of content.items) {
      if (!('transform' in item) || !item.str.trim()) continue;
      const [, , , , x, y] = item.transform as number[];
      expect(x, item.str).toBeGreaterThanOrEqual(36);
      expect(x! + item.width, item.str).toBeLessThanOrEqual(width - 36);
      expect(y, item.str).toBeGreaterThanOrEqual(36);
      expect(y, item.str).toBeLessThanOrEqual(height - 36);
    }
  }
}
