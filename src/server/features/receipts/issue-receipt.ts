import { randomUUID, type KeyObject } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { ReceiptFacts, ReceiptPaperSize } from '#shared/receipt';
import type { Db } from '../../db/client';
import type { Viewer } from '../../auth/session';
import { receipts, shipments } from '../../db/schema';
import { AppError } from '../../core/errors';
import { recordAuditEvent, type RequestOrigin } from '../../audit/record-audit-event';
import {
  SHIPMENT_NOT_FOUND,
  publicShipmentColumns,
  publicTimelineOf,
} from '../shared/public-shipment';
import { signDocument } from '../../signing/document-signature';
import { mayView } from '../shared/visible-to';

export type IssueReceiptInput = {
  db: Db;
  signingKey: KeyObject;
  appUrl: string;
  trackingNumber: string;
  viewer: Viewer & { email: string };
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
  const signature = signDocument(signingKey, receipt);
  // Loaded on first use: pdfkit and qrcode took about 70 ms of every start (decision 047).
  const { renderReceiptPdf } = await import('./render-receipt-pdf');
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

/** The shipment's public facts (decision 026): named columns only, never the client's details. */
async function readFacts(db: Db, trackingNumber: string, viewer: IssueReceiptInput['viewer']) {
  const [shipment] = await db
    .select({
      ...publicShipmentColumns,
      client_id: shipments.client_id,
      shipped_at: shipments.date_of_shipment,
    })
    .from(shipments)
    .where(eq(shipments.tracking_number, trackingNumber));
  // Another client's shipment answers exactly like one that does not exist.
  if (!shipment || !mayView(viewer, shipment.client_id)) {
    throw new AppError('NOT_FOUND', SHIPMENT_NOT_FOUND);
  }
  const timeline = await publicTimelineOf({ db, shipmentId: shipment.id, order: 'oldest first' });

  const { id, client_id, shipped_at, estimated_delivery, delivered_at, ...fields } = shipment;
  const facts: ReceiptFacts = {
    ...fields,
    shipped_at: shipped_at?.toISOString() ?? null,
    estimated_delivery: estimated_delivery?.toISOString() ?? null,
    delivered_at: delivered_at?.toISOString() ?? null,
    timeline,
  };
  return { shipmentId: id, ownerId: client_id, facts };
}
