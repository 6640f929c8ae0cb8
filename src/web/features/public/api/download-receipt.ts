import { useMutation } from '@tanstack/react-query';
import type { ReceiptPaperSize } from '#shared/receipt';
import { answerOfResponse } from '../../../lib/api';
import { api } from '../../../lib/api-client';

/** US Letter where it is the paper in the drawer (the US and Canada), A4 everywhere else. */
function paperSizeOfThisBrowser(): ReceiptPaperSize {
  return /-(US|CA)$/i.test(navigator.language) ? 'letter' : 'a4';
}

function fileNameOf(response: Response, trackingNumber: string): string {
  const named = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
  return named?.[1] ?? `otc-receipt-${trackingNumber}.pdf`;
}

/** Hands a file to the browser's downloads, as a link with `download` would. */
function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has handed the file over.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
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
  if (!response.ok) await answerOfResponse(response);
  const fileName = fileNameOf(response, trackingNumber);
  saveFile(await response.blob(), fileName);
  return { fileName };
}

export function useDownloadReceipt() {
  return useMutation({ mutationFn: downloadReceipt });
}
