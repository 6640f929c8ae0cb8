import { createRouter } from '../../http/openapi';
import * as handlers from './handlers';
import * as routes from './routes';

/** Public tracking by number. */
export function trackingRoutes() {
  return createRouter().openapi(routes.tracking, handlers.tracking);
}
