import { adminRouter } from '../../http/openapi';
import * as handlers from './handlers';
import * as routes from './routes';

/** Admin shipments. */
export function shipmentRoutes() {
  return (
    adminRouter()
      .openapi(routes.listShipments, handlers.listShipments)
      .openapi(routes.createShipment, handlers.createShipment)
      // Before /{shipmentId}, which would read 'couriers' as a malformed id.
      .openapi(routes.listCouriers, handlers.listCouriers)
      .openapi(routes.getShipment, handlers.getShipment)
      .openapi(routes.updateShipment, handlers.updateShipment)
      .openapi(routes.deleteShipment, handlers.deleteShipment)
      .openapi(routes.addTrackingUpdate, handlers.addTrackingUpdate)
      .openapi(routes.assignCrew, handlers.assignCrew)
  );
}
