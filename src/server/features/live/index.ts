import { createRouter } from '../../http/openapi';
import * as handlers from './handlers';
import * as routes from './routes';

/** Live streams (decision 027). */
export function liveRoutes() {
  return createRouter()
    .openapi(routes.trackingEvents, handlers.trackingEvents)
    .openapi(routes.accountEvents, handlers.accountEvents);
}
