import { randomUUID, type KeyObject } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { ReceiptFacts, ReceiptPaperSize } from '#shared/receipt';
import type { Role } from '#shared/roles';
import type { Db } from '../../db/client';
import { receipts, shipments, shipmentUpdates } from '../../db/schema';
import { AppError } from '../../core/errors';
import { recordAuditEvent, type RequestOrigin } from '../../audit/record-audit-event';
import { signReceipt } from './receipt-signature';
import { renderReceiptPdf } from './render-receipt-pdf';

export type IssueReceiptInput = {
  db: Db;
  signingKey: KeyObject;
  appUrl: string;
  trackingNumber: string;
  viewer: { id: string; email: string; role: Role };
  paper: ReceiptPaperSize;
  origin: RequestOrigin;
};

/**
 * A signed receipt of one shipment for its owner or an administrator; anyone else gets the same
 * 404 as for an unknown number. The PDF is drawn before anything is stored, and the receipt and
 * its audit event are one transaction, so a failure leaves nothing behind.
 */
export async function issueReceipt(input: IssueReceiptInput) {
  const { db, signingKey, viewer, origin } = input;
  const { shipmentId, ownerId, facts } = await readFacts(db, input.trackingNumber, viewer);
  const receipt = { id: randomUUID(), issued_at: new Date().toISOString(), facts };
  const signature = signReceipt(signingKey, receipt);
  const pdf = await renderReceiptPdf({
    receipt,
    signature,
    verifyUrl: `${input.appUrl}/verify/${receipt.id}`,
    paper: input.paper,
  });

  await db.transaction(async (tx) => {
    await tx.insert(receipts).values({
      id: receipt.id,
      shipment_id: shipmentId,
      issued_at: new Date(receipt.issued_at),
      facts,
      signature,
    });
    await recordAuditEvent(tx, {
      actor: { id: viewer.id, label: viewer.email },
      action: 'receipt_issued',
      entity: { type: 'shipment', id: shipmentId, label: facts.tracking_number },
      clientId: ownerId,
      origin,
      details: { receipt_id: receipt.id },
    });
  });
  return { receiptId: receipt.id, trackingNumber: facts.tracking_number, pdf };
}

/** The shipment's public facts (DESIGN.md §5.9): named columns only, never the client's details. */
async function readFacts(db: Db, trackingNumber: string, viewer: IssueReceiptInput['viewer']) {
  const [shipment] = await db
    .select({
      id: shipments.id,
      client_id: shipments.client_id,
      tracking_number: shipments.tracking_number,
      status: shipments.status,
      origin: shipments.origin,
      destination: shipments.destination,
      current_location: shipments.current_location,
      shipped_at: shipments.date_of_shipment,
      estimated_delivery: shipments.estimated_delivery,
      delivered_at: shipments.delivery_date,
      security_level: shipments.security_level,
      weight_kg: shipments.weight_kg,
      dimensions_cm: shipments.dimensions_cm,
    })
    .from(shipments)
    .where(eq(shipments.tracking_number, trackingNumber));
  // Another client's shipment answers exactly like one that does not exist.
  if (!shipment || (viewer.role !== 'admin' && shipment.client_id !== viewer.id)) {
    throw new AppError('NOT_FOUND', 'Shipment not found.');
  }
  const updates = await db
    .select({
      status: shipmentUpdates.status,
      location: shipmentUpdates.location,
      description: shipmentUpdates.description,
      timestamp: shipmentUpdates.timestamp,
    })
    .from(shipmentUpdates)
    .where(eq(shipmentUpdates.shipment_id, shipment.id))
    .orderBy(asc(shipmentUpdates.timestamp), asc(shipmentUpdates.id));

  const { id, client_id, shipped_at, estimated_delivery, delivered_at, ...fields } = shipment;
  const facts: ReceiptFacts = {
    ...fields,
    shipped_at: shipped_at?.toISOString() ?? null,
    estimated_delivery: estimated_delivery?.toISOString() ?? null,
    delivered_at: delivered_at?.toISOString() ?? null,
    timeline: updates.map((update) => ({ ...update, timestamp: update.timestamp.toISOString() })),
  };
  return { shipmentId: id, ownerId: client_id, facts };
}
