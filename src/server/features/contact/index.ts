import { createRouter } from '../../http/openapi';
import * as handlers from './handlers';
import * as routes from './routes';

export function contactRoutes() {
  return createRouter().openapi(routes.sendMessage, handlers.sendMessage);
}
