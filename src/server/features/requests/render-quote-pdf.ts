import { formatEstimate } from '#shared/cost-estimate';
import type { QuoteFacts } from '#shared/quote';
import type { ReceiptPaperSize } from '#shared/receipt';
import { SECURITY_LEVEL_LABELS } from '#shared/security-level';
import type { SignedDocument } from '../../signing/document-signature';
import {
  MUTED,
  NOT_AVAILABLE,
  drawFactsWithQrCode,
  drawVerification,
  finishDocumentPdf,
  formatDateTime,
  startDocumentPdf,
} from '../shared/document-pdf';

/**
 * A booking's quote as a PDF (decision 068): its number, the route, the goods' class, the price
 * and until when it holds, with a QR code to the verification page. Real text, so it can be
 * searched.
 */
export async function renderQuotePdf({
  quote,
  signature,
  verifyUrl,
  paper,
}: {
  quote: SignedDocument<QuoteFacts>;
  signature: string;
  verifyUrl: string;
  paper: ReceiptPaperSize;
}): Promise<Buffer<ArrayBuffer>> {
  const { facts } = quote;
  const { doc, finished, width } = startDocumentPdf({
    paper,
    title: `Quote ${facts.number}`,
    subject: `Signed quote ${quote.id}`,
    heading: `Quote ${facts.number}`,
    lines: [`Document ${quote.id}`, `Issued ${formatDateTime(quote.issued_at)}`],
  });
  drawFactsWithQrCode(doc, {
    verifyUrl,
    rows: [
      ['Quote number', facts.number],
      ['Origin', facts.origin],
      ['Destination', facts.destination],
      ['Security level', SECURITY_LEVEL_LABELS[facts.security_level]],
      ['Weight', `${facts.weight_kg} kg`],
      ['Dimensions', facts.dimensions_cm ? `${facts.dimensions_cm} cm` : NOT_AVAILABLE],
      ['Price', `${formatEstimate(facts.price)} (USD)`],
      ['Valid until', formatDateTime(facts.valid_until)],
    ],
  });
  doc.font('Helvetica').fontSize(9.5).fillColor(MUTED);
  doc.text(
    'The price holds until the date above. The booking becomes a shipment once Orion Transit & Custody accepts it; a booking not accepted by then expires.',
    { width },
  );
  drawVerification(doc, { what: 'quote', verifyUrl, signature });
  finishDocumentPdf(doc, `Quote ${facts.number}`);
  return finished;
}
