import { adminRouter, createRouter } from '../../http/openapi';
import * as handlers from './handlers';
import * as routes from './routes';

/** Public site settings. */
export function settingsRoutes() {
  return createRouter().openapi(routes.publicSettings, handlers.publicSettings);
}

/** Admin Settings. */
export function adminSettingsRoutes() {
  return adminRouter()
    .openapi(routes.adminSettings, handlers.adminSettings)
    .openapi(routes.saveSettings, handlers.saveSettings)
    .openapi(routes.custodySettings, handlers.custodySettings)
    .openapi(routes.saveCustodySettings, handlers.saveCustodySettings)
    .openapi(routes.visitSettings, handlers.visitSettings)
    .openapi(routes.saveVisitSettings, handlers.saveVisitSettings);
}
