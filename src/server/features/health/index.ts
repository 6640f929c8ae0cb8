import { createRouter } from '../../http/openapi';
import * as handlers from './handlers';
import * as routes from './routes';

export function healthRoutes() {
  return createRouter()
    .openapi(routes.health, handlers.health)
    .openapi(routes.ready, handlers.ready)
    .openapi(routes.live, handlers.live);
}
