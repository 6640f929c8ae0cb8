import type { ReceiptPaperSize } from '#shared/receipt';

/** US Letter where it is the paper in the drawer (the US and Canada), A4 everywhere else. */
export function paperSizeOfThisBrowser(): ReceiptPaperSize {
  return /-(US|CA)$/i.test(navigator.language) ? 'letter' : 'a4';
}
