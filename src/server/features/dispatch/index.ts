import { adminRouter } from '../../http/openapi';
import * as handlers from './handlers';
import * as routes from './routes';

/** Our vehicles, kept in Settings (decision 072). */
export function vehicleRoutes() {
  return adminRouter()
    .openapi(routes.listVehicles, handlers.listVehicles)
    .openapi(routes.addVehicle, handlers.addVehicle)
    .openapi(routes.changeVehicle, handlers.changeVehicle);
}

/** The crews who carry our shipments (decision 072). */
export function crewRoutes() {
  return adminRouter()
    .openapi(routes.listCrews, handlers.listCrews)
    .openapi(routes.createCrew, handlers.createCrew)
    .openapi(routes.updateCrew, handlers.updateCrew)
    .openapi(routes.deleteCrew, handlers.deleteCrew);
}

/** The Dispatch board (decision 076). */
export function dispatchBoardRoutes() {
  return adminRouter().openapi(routes.getDispatchBoard, handlers.getDispatchBoard);
}
