import { adminRouter } from '../../http/openapi';
import * as handlers from './handlers';
import * as routes from './routes';

/** Admin vault items (the Vault Storage screen). */
export function vaultItemRoutes() {
  return adminRouter()
    .openapi(routes.listVaultItems, handlers.listVaultItems)
    .openapi(routes.createVaultItem, handlers.createVaultItem)
    .openapi(routes.getVaultItem, handlers.getVaultItem)
    .openapi(routes.updateVaultItem, handlers.updateVaultItem)
    .openapi(routes.deleteVaultItem, handlers.deleteVaultItem);
}
