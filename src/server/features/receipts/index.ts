import { createRouter } from '../../http/openapi';
import * as handlers from './handlers';
import * as routes from './routes';

/** Signed shipment receipts (decision 026): issued to their owner, verifiable by anyone. */
export function receiptRoutes() {
  return createRouter()
    .openapi(routes.issueReceipt, handlers.issueReceipt)
    .openapi(routes.verifyReceipt, handlers.verifyReceipt);
}
