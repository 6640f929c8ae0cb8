import { createRouter } from '../../http/openapi';
import * as handlers from './handlers';
import * as routes from './routes';

/** Public: anyone may subscribe; the e-mailed link proves the address. */
export function newsletterRoutes() {
  return createRouter()
    .openapi(routes.subscribe, handlers.subscribe)
    .openapi(routes.confirm, handlers.confirm);
}
