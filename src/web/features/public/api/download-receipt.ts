import { useMutation } from '@tanstack/react-query';
import type { ReceiptPaperSize } from '#shared/receipt';
import { api } from '../../../lib/api-client';
import { saveDownload } from '../../../lib/download-file';

/** US Letter where it is the paper in the drawer (the US and Canada), A4 everywhere else. */
function paperSizeOfThisBrowser(): ReceiptPaperSize {
  return /-(US|CA)$/i.test(navigator.language) ? 'letter' : 'a4';
}

/**
 * Issues a signed receipt of the shipment and downloads its PDF; throws an ApiError with the
 * server's message (401 signed out, 404 not the caller's shipment, 429 too many).
 */
async function downloadReceipt(trackingNumber: string) {
  const response = await api.track[':number'].receipt.$post({
    param: { number: trackingNumber },
    query: { size: paperSizeOfThisBrowser() },
  });
  return saveDownload(response, `otc-receipt-${trackingNumber}.pdf`);
}

export function useDownloadReceipt() {
  return useMutation({ mutationFn: downloadReceipt });
}
