import { adminRouter } from '../../http/openapi';
import * as handlers from './handlers';
import * as routes from './routes';

/** Admin overview, counted in the database (decision 036). */
export function overviewRoutes() {
  return adminRouter().openapi(routes.overview, handlers.overview);
}
