import { adminRouter } from '../../http/openapi';
import * as handlers from './handlers';
import * as routes from './routes';

/** Admin vault storage. */
export function vaultRoutes() {
  return adminRouter()
    .openapi(routes.listVaultItems, handlers.listVaultItems)
    .openapi(routes.createVaultItem, handlers.createVaultItem)
    .openapi(routes.getVaultItem, handlers.getVaultItem)
    .openapi(routes.updateVaultItem, handlers.updateVaultItem)
    .openapi(routes.deleteVaultItem, handlers.deleteVaultItem);
}
