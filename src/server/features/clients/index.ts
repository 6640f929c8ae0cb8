import { adminRouter } from '../../http/openapi';
import * as handlers from './handlers';
import * as routes from './routes';

/** Admin clients. */
export function clientRoutes() {
  return adminRouter()
    .openapi(routes.listClients, handlers.listClients)
    .openapi(routes.clientOptions, handlers.clientOptions)
    .openapi(routes.createClient, handlers.createClient)
    .openapi(routes.getClient, handlers.getClient)
    .openapi(routes.updateClient, handlers.updateClient)
    .openapi(routes.deleteClient, handlers.deleteClient)
    .openapi(routes.resetTwoFactor, handlers.resetTwoFactor);
}
