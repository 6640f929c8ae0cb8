import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { saveDownload } from '../../../lib/download-file';
import { paperSizeOfThisBrowser } from '../../../lib/paper-size';

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
