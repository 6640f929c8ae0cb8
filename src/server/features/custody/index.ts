import { adminRouter } from '../../http/openapi';
import * as handlers from './handlers';
import * as routes from './routes';

export { startPositionPruning } from './prune-positions';

/** What a courier records in the field (decision 072): under /api/courier. */
export function fieldCustodyRoutes() {
  return adminRouter()
    .openapi(routes.recordHandoff, handlers.recordHandoff)
    .openapi(routes.reportPositions, handlers.reportPositions);
}

/** The chain of custody as staff read it. */
export function adminCustodyRoutes() {
  return adminRouter()
    .openapi(routes.listHandoffs, handlers.listHandoffs)
    .openapi(routes.readSignature, handlers.readSignature)
    .openapi(routes.getShipmentPositions, handlers.getShipmentPositions);
}
