import { createRouter } from '../../http/openapi';
import * as handlers from './handlers';
import * as routes from './routes';

/** The portal bell's notifications, and the e-mail's unsubscribe link (decision 028). */
export function notificationRoutes() {
  return createRouter()
    .openapi(routes.listNotifications, handlers.listNotifications)
    .openapi(routes.markAllRead, handlers.markAllRead)
    .openapi(routes.markRead, handlers.markRead)
    .openapi(routes.unsubscribe, handlers.unsubscribe);
}
