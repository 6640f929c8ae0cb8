import type { ReceiptFacts, ReceiptPaperSize } from '#shared/receipt';
import { SECURITY_LEVEL_LABELS } from '#shared/security-level';
import { SHIPMENT_STATUS_LABELS } from '#shared/shipment-status';
import type { SignedDocument } from '../../signing/document-signature';
import {
  MARGIN,
  MUTED,
  NAVY,
  NOT_AVAILABLE,
  drawFactsWithQrCode,
  drawVerification,
  finishDocumentPdf,
  formatDateTime,
  printable,
  startDocumentPdf,
} from '../shared/document-pdf';

/**
 * The receipt as a PDF: company header, the shipment's public facts, its custody timeline and a QR
 * code to the verification page. Real text in the standard fonts, so it can be selected and
 * searched; laid out within A4 and US Letter, a long timeline flowing onto further pages.
 */
export async function renderReceiptPdf({
  receipt,
  signature,
  verifyUrl,
  paper,
}: {
  receipt: SignedDocument<ReceiptFacts>;
  signature: string;
  verifyUrl: string;
  paper: ReceiptPaperSize;
}): Promise<Buffer<ArrayBuffer>> {
  const { facts } = receipt;
  const { doc, finished, left, width } = startDocumentPdf({
    paper,
    title: `Shipment receipt ${facts.tracking_number}`,
    subject: `Signed receipt ${receipt.id}`,
    heading: 'Shipment Receipt',
    lines: [`Receipt ${receipt.id}`, `Issued ${formatDateTime(receipt.issued_at)}`],
  });

  drawFactsWithQrCode(doc, {
    verifyUrl,
    rows: [
      ['Tracking number', facts.tracking_number],
      ['Status', SHIPMENT_STATUS_LABELS[facts.status]],
      ['Origin', facts.origin],
      ['Destination', facts.destination],
      ['Current location', facts.current_location ?? NOT_AVAILABLE],
      ['Shipped', formatDateTime(facts.shipped_at)],
      ['Estimated delivery', formatDateTime(facts.estimated_delivery)],
      ['Delivered', formatDateTime(facts.delivered_at)],
      ['Security level', SECURITY_LEVEL_LABELS[facts.security_level]],
      ['Weight', facts.weight_kg === null ? NOT_AVAILABLE : `${facts.weight_kg} kg`],
      ['Dimensions', facts.dimensions_cm ? `${facts.dimensions_cm} cm` : NOT_AVAILABLE],
    ],
  });

  // Custody timeline
  doc
    .font('Helvetica-Bold')
    .fontSize(12)
    .fillColor(NAVY)
    .text('Chain of custody', left, doc.y, { width });
  doc.moveDown(0.4);
  if (facts.timeline.length === 0) {
    doc.font('Helvetica').fontSize(10).fillColor(MUTED).text('No tracking updates yet.', { width });
  }
  const bottom = () => doc.page.height - MARGIN - 24;
  for (const entry of facts.timeline) {
    if (doc.y > bottom() - 36) doc.addPage();
    doc.font('Helvetica-Bold').fontSize(10).fillColor('black');
    doc.text(
      printable(
        `${formatDateTime(entry.timestamp)} — ${SHIPMENT_STATUS_LABELS[entry.status]}, ${entry.location}`,
      ),
      left,
      doc.y,
      { width },
    );
    if (entry.description) {
      doc
        .font('Helvetica')
        .fontSize(9)
        .fillColor(MUTED)
        .text(printable(entry.description), { width });
    }
    doc.moveDown(0.5);
  }

  drawVerification(doc, { what: 'receipt', verifyUrl, signature });
  finishDocumentPdf(doc, `Receipt for ${facts.tracking_number}`);
  return finished;
}
