import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import type { ReceiptPaperSize } from '#shared/receipt';
import { TRACKING_CARRIER } from '#shared/tracking';

/**
 * The parts every signed document's PDF shares (decision 026): the letterhead, the facts beside a
 * QR code to /verify, the verification block and the page footers. Loaded on first use only, as
 * pdfkit and qrcode took about 70 ms of every start (decision 047).
 */

const PAPER: Record<ReceiptPaperSize, string> = { a4: 'A4', letter: 'LETTER' };

/** 54 pt (19 mm) all round: inside the printable area of A4 and US Letter alike. */
export const MARGIN = 54;
const QR_SIZE = 108;
export const NAVY = '#1e3a5f';
export const MUTED = '#4b5563';
export const NOT_AVAILABLE = 'N/A';

/**
 * The standard PDF fonts (Helvetica) write Windows-1252 only; a character beyond it (a city in
 * another script, an arrow) is drawn as '?' rather than as a wrong letter.
 */
const WIN_ANSI_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
export function printable(text: string): string {
  return [...text]
    .map((char) => {
      const code = char.codePointAt(0)!;
      const latin1 = (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff);
      return latin1 || WIN_ANSI_EXTRAS.has(char) ? char : '?';
    })
    .join('');
}

export function formatDateTime(iso: string | null): string {
  if (!iso) return NOT_AVAILABLE;
  const formatted = new Intl.DateTimeFormat('en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(new Date(iso));
  return `${formatted} UTC`;
}

/** A new document with the company's letterhead, its title and the lines under it. */
export function startDocumentPdf({
  paper,
  title,
  subject,
  heading,
  lines,
}: {
  paper: ReceiptPaperSize;
  title: string;
  subject: string;
  heading: string;
  lines: string[];
}) {
  const doc = new PDFDocument({
    size: PAPER[paper],
    margin: MARGIN,
    bufferPages: true,
    info: { Title: title, Author: 'Orion Transit & Custody', Subject: subject },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer<ArrayBuffer>>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const left = MARGIN;
  const width = doc.page.width - 2 * MARGIN;

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
  doc.fillColor('black').font('Helvetica-Bold').fontSize(14).text(heading);
  doc.font('Helvetica').fontSize(10).fillColor(MUTED);
  for (const line of lines) doc.text(line);
  doc.moveDown(0.8);
  return { doc, finished, left, width };
}

/** Label and value rows, with the QR code to the verification page on their right. */
export function drawFactsWithQrCode(
  doc: PDFKit.PDFDocument,
  { rows, verifyUrl }: { rows: [string, string][]; verifyUrl: string },
) {
  const left = MARGIN;
  const width = doc.page.width - 2 * MARGIN;
  const factsTop = doc.y;
  const qrLeft = left + width - QR_SIZE;
  drawQrCode(doc, verifyUrl, qrLeft, factsTop);
  doc
    .fillColor(MUTED)
    .fontSize(7.5)
    .text('Scan to verify', qrLeft, factsTop + QR_SIZE + 4, { width: QR_SIZE, align: 'center' });

  const labelWidth = 110;
  const valueWidth = width - QR_SIZE - 16 - labelWidth;
  let y = factsTop;
  for (const [label, value] of rows) {
    doc.font('Helvetica').fontSize(10).fillColor(MUTED).text(label, left, y, { width: labelWidth });
    doc.font('Helvetica-Bold').fillColor('black');
    doc.text(printable(value), left + labelWidth, y, { width: valueWidth });
    y = Math.max(doc.y, y + 14) + 3;
  }
  doc.y = Math.max(y, factsTop + QR_SIZE + 16) + 12;
  doc.x = left;
}

/** The block that tells a reader how to check the document, with its signature. */
export function drawVerification(
  doc: PDFKit.PDFDocument,
  { what, verifyUrl, signature }: { what: string; verifyUrl: string; signature: string },
) {
  const left = MARGIN;
  const width = doc.page.width - 2 * MARGIN;
  if (doc.y > doc.page.height - MARGIN - 104) doc.addPage();
  doc.moveDown(0.6);
  doc
    .font('Helvetica-Bold')
    .fontSize(10)
    .fillColor(NAVY)
    .text('Verification', left, doc.y, { width });
  doc.font('Helvetica').fontSize(8.5).fillColor(MUTED);
  doc.text(
    `This ${what} is signed by Orion Transit & Custody with Ed25519. Anyone holding it can check that it is genuine and unchanged at:`,
    { width },
  );
  doc.fillColor('black').text(verifyUrl, { width, link: verifyUrl });
  doc.fillColor(MUTED).text(`Signature: ${signature}`, { width });
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

/** "Page n of m" and what the document is at the foot of every page, then the end of it. */
export function finishDocumentPdf(doc: PDFKit.PDFDocument, footer: string) {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index++) {
    doc.switchToPage(index);
    const bottomMargin = doc.page.margins.bottom;
    // Writing below the bottom margin would otherwise start a new page.
    doc.page.margins.bottom = 0;
    doc.font('Helvetica').fontSize(8).fillColor(MUTED);
    doc.text(
      `Orion Transit & Custody · ${footer} · Page ${index + 1} of ${count}`,
      MARGIN,
      doc.page.height - MARGIN + 10,
      { width: doc.page.width - 2 * MARGIN, align: 'center', lineBreak: false },
    );
    doc.page.margins.bottom = bottomMargin;
  }
  doc.end();
}
