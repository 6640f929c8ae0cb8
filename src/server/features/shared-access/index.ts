import { signedInRouter } from '../../http/openapi';
import * as handlers from './handlers';
import * as routes from './routes';

/** Shared with me: the rows other organisations let the account read until a date (decision 065). */
export function sharedAccessRoutes() {
  return signedInRouter()
    .openapi(routes.listShared, handlers.listShared)
    .openapi(routes.viewSharedItem, handlers.viewSharedItem);
}
