import { signedInRouter } from '../../http/openapi';
import * as handlers from './handlers';
import * as routes from './routes';

/**
 * The client portal. Every query takes the client from the session (decision 020), so no request
 * can name another client's rows.
 */
export function portalRoutes() {
  return signedInRouter()
    .openapi(routes.listOwnVaultItems, handlers.listOwnVaultItems)
    .openapi(routes.viewVaultItem, handlers.viewVaultItem)
    .openapi(routes.listOwnShipments, handlers.listOwnShipments)
    .openapi(routes.getOwnShipmentPositions, handlers.getOwnShipmentPositions)
    .openapi(routes.listAccessLog, handlers.listAccessLog)
    .openapi(routes.exportAccessLog, handlers.exportAccessLog)
    .openapi(routes.getProfile, handlers.getProfile)
    .openapi(routes.updatePersonalInfo, handlers.updatePersonalInfo)
    .openapi(routes.updateNextOfKin, handlers.updateNextOfKin);
}
