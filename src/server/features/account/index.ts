import { signedInRouter } from '../../http/openapi';
import * as handlers from './handlers';
import * as routes from './routes';

/** The signed-in account's own settings (any role). */
export function accountRoutes() {
  return signedInRouter()
    .openapi(routes.me, handlers.me)
    .openapi(routes.updateName, handlers.updateName)
    .openapi(routes.changePassword, handlers.changePassword)
    .openapi(routes.reauthenticate, handlers.reauthenticate)
    .openapi(routes.getNotificationPreferences, handlers.getNotificationPreferences)
    .openapi(routes.updateNotificationPreferences, handlers.updateNotificationPreferences);
}
