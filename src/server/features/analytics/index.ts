import { adminRouter } from '../../http/openapi';
import * as handlers from './handlers';
import * as routes from './routes';

/** Analytics charts and Export Reports. */
export function analyticsRoutes() {
  return adminRouter()
    .openapi(routes.analytics, handlers.analytics)
    .openapi(routes.exportReport, handlers.exportReport);
}
