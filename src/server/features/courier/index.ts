import { adminRouter } from '../../http/openapi';
import * as handlers from './handlers';
import * as routes from './routes';

/** A Courier's own shipments (decision 066): under /api/courier, not the admin area's paths. */
export function courierRoutes() {
  return adminRouter()
    .openapi(routes.listHandoffTargets, handlers.listHandoffTargets)
    .openapi(routes.listAssignedShipments, handlers.listAssignedShipments)
    .openapi(routes.getAssignedShipment, handlers.getAssignedShipment);
}
