import { adminRouter } from '../../http/openapi';
import * as handlers from './handlers';
import * as routes from './routes';

/** Admin-access requests (decision 001). */
export function adminAccessRoutes() {
  return adminRouter()
    .openapi(routes.listAccessRequests, handlers.listAccessRequests)
    .openapi(routes.approveAccessRequest, handlers.approveAccessRequest)
    .openapi(routes.rejectAccessRequest, handlers.rejectAccessRequest);
}
