import { createRouter } from '../../http/openapi';
import * as handlers from './handlers';
import * as routes from './routes';

/** Public tracking by number, and the owner's live map of it. */
export function trackingRoutes() {
  return createRouter()
    .openapi(routes.tracking, handlers.tracking)
    .openapi(routes.getTrackedShipmentPositions, handlers.getTrackedShipmentPositions);
}
