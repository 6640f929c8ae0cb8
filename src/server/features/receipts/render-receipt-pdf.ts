import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import type { ReceiptPaperSize } from '#shared/receipt';
import { SECURITY_LEVEL_LABELS } from '#shared/security-level';
import { SHIPMENT_STATUS_LABELS } from '#shared/shipment-status';
import { TRACKING_CARRIER } from '#shared/tracking';
import type { SignedReceipt } from './receipt-signature';

const PAPER: Record<ReceiptPaperSize, string> = { a4: 'A4', letter: 'LETTER' };

/** 54 pt (19 mm) all round: inside the printable area of A4 and US Letter alike. */
const MARGIN = 54;
const QR_SIZE = 108;
const NAVY = '#1e3a5f';
const MUTED = '#4b5563';
const NOT_AVAILABLE = 'N/A';

/**
 * The standard PDF fonts (Helvetica) write Windows-1252 only; a character beyond it (a city in
 * another script, an arrow) is drawn as '?' rather than as a wrong letter.
 */
const WIN_ANSI_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
function printable(text: string): string {
  return [...text]
    .map((char) => {
      const code = char.codePointAt(0)!;
      const latin1 = (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff);
      return latin1 || WIN_ANSI_EXTRAS.has(char) ? char : '?';
    })
    .join('');
}

function formatDateTime(iso: string | null): string {
  if (!iso) return NOT_AVAILABLE;
  const formatted = new Intl.DateTimeFormat('en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(new Date(iso));
  return `${formatted} UTC`;
}

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
  receipt: SignedReceipt;
  signature: string;
  verifyUrl: string;
  paper: ReceiptPaperSize;
}): Promise<Buffer<ArrayBuffer>> {
  const { facts } = receipt;
  const doc = new PDFDocument({
    size: PAPER[paper],
    margin: MARGIN,
    bufferPages: true,
    info: {
      Title: `Shipment receipt ${facts.tracking_number}`,
      Author: 'Orion Transit & Custody',
      Subject: `Signed receipt ${receipt.id}`,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer<ArrayBuffer>>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = MARGIN;
  const width = doc.page.width - 2 * MARGIN;

  // Header
  doc.rect(0, 0, doc.page.width, 6).fill(NAVY);
  doc
    .fillColor(NAVY)
    .font('Helvetica-Bold')
    .fontSize(18)
    .text('Orion Transit & Custody', left, MARGIN);
  doc
    .fillColor(MUTED)
    .font('Helvetica')
    .fontSize(9)
    .text(`${TRACKING_CARRIER} · Secure logistics and vault storage`);
  doc.moveDown(1.2);
  doc.fillColor('black').font('Helvetica-Bold').fontSize(14).text('Shipment Receipt');
  doc.font('Helvetica').fontSize(10).fillColor(MUTED);
  doc.text(`Receipt ${receipt.id}`);
  doc.text(`Issued ${formatDateTime(receipt.issued_at)}`);
  doc.moveDown(0.8);

  // Facts, with the QR code to their right
  const factsTop = doc.y;
  const qrLeft = left + width - QR_SIZE;
  drawQrCode(doc, verifyUrl, qrLeft, factsTop);
  doc
    .fillColor(MUTED)
    .fontSize(7.5)
    .text('Scan to verify', qrLeft, factsTop + QR_SIZE + 4, {
      width: QR_SIZE,
      align: 'center',
    });

  const labelWidth = 110;
  const valueWidth = width - QR_SIZE - 16 - labelWidth;
  const rows: [string, string][] = [
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
  ];
  let y = factsTop;
  for (const [label, value] of rows) {
    doc.font('Helvetica').fontSize(10).fillColor(MUTED).text(label, left, y, { width: labelWidth });
    doc.font('Helvetica-Bold').fillColor('black');
    doc.text(printable(value), left + labelWidth, y, { width: valueWidth });
    y = Math.max(doc.y, y + 14) + 3;
  }
  doc.y = Math.max(y, factsTop + QR_SIZE + 16) + 12;

  // Custody timeline
  doc.x = left;
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

  // Signature
  if (doc.y > bottom() - 80) doc.addPage();
  doc.moveDown(0.6);
  doc
    .font('Helvetica-Bold')
    .fontSize(10)
    .fillColor(NAVY)
    .text('Verification', left, doc.y, { width });
  doc.font('Helvetica').fontSize(8.5).fillColor(MUTED);
  doc.text(
    'This receipt is signed by Orion Transit & Custody with Ed25519. Anyone holding it can check that it is genuine and unchanged at:',
    { width },
  );
  doc.fillColor('black').text(verifyUrl, { width, link: verifyUrl });
  doc.fillColor(MUTED).text(`Signature: ${signature}`, { width });

  drawFooters(doc, facts.tracking_number);
  doc.end();
  return finished;
}

/** The QR code as filled squares: sharp at any zoom and small. */
function drawQrCode(doc: PDFKit.PDFDocument, url: string, x: number, y: number) {
  const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' });
  const quiet = 2;
  const cell = QR_SIZE / (modules.size + 2 * quiet);
  for (let row = 0; row < modules.size; row++) {
    for (let column = 0; column < modules.size; column++) {
      if (modules.get(row, column)) {
        doc.rect(x + (column + quiet) * cell, y + (row + quiet) * cell, cell, cell);
      }
    }
  }
  doc.fill('black');
}

/** "Page n of m" and the tracking number at the foot of every page. */
function drawFooters(doc: PDFKit.PDFDocument, trackingNumber: string) {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index++) {
    doc.switchToPage(index);
    const bottomMargin = doc.page.margins.bottom;
    // Writing below the bottom margin would otherwise start a new page.
    doc.page.margins.bottom = 0;
    doc.font('Helvetica').fontSize(8).fillColor(MUTED);
    doc.text(
      `Orion Transit & Custody · Receipt for ${trackingNumber} · Page ${index + 1} of ${count}`,
      MARGIN,
      doc.page.height - MARGIN + 10,
      { width: doc.page.width - 2 * MARGIN, align: 'center', lineBreak: false },
    );
    doc.page.margins.bottom = bottomMargin;
  }
}
