import { adminRouter } from '../../http/openapi';
import * as handlers from './handlers';
import * as routes from './routes';

/** The admin area's Staff page: staff accounts, their roles, invitations and deactivation. */
export function staffRoutes() {
  return adminRouter()
    .openapi(routes.listStaff, handlers.listStaff)
    .openapi(routes.inviteStaff, handlers.inviteStaff)
    .openapi(routes.changeStaffRole, handlers.changeStaffRole)
    .openapi(routes.deactivateStaff, handlers.deactivateStaff)
    .openapi(routes.reactivateStaff, handlers.reactivateStaff);
}
