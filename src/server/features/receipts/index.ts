import { createRouter } from '../../http/openapi';
import * as handlers from './handlers';
import * as routes from './routes';

/**
 * Signed shipment receipts (decision 026), issued to their owner, and the one check of every
 * signed document we issue (decision 068), open to anyone.
 */
export function receiptRoutes() {
  return createRouter()
    .openapi(routes.issueReceipt, handlers.issueReceipt)
    .openapi(routes.verifyReceipt, handlers.verifyReceipt)
    .openapi(routes.verifyDocument, handlers.verifyDocument);
}
