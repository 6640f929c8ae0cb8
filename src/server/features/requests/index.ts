import { adminRouter, signedInRouter } from '../../http/openapi';
import * as handlers from './handlers';
import * as routes from './routes';

export { startRequestExpirySweep } from './expire-requests';

/** A client organisation's requests and its four-eyes rule (decision 067). */
export function requestRoutes() {
  return signedInRouter()
    .openapi(routes.listRequests, handlers.listRequests)
    .openapi(routes.bookShipment, handlers.bookShipment)
    .openapi(routes.releaseItems, handlers.releaseItems)
    .openapi(routes.bookVisit, handlers.bookVisit)
    .openapi(routes.listVisitSlots, handlers.listVisitSlots)
    .openapi(routes.getDualControl, handlers.getDualControl)
    .openapi(routes.setDualControl, handlers.setDualControl)
    .openapi(routes.getRequest, handlers.getRequest)
    .openapi(routes.getRequestQuote, handlers.getRequestQuote)
    .openapi(routes.approveRequest, handlers.approveRequest)
    .openapi(routes.declineRequest, handlers.declineRequest)
    .openapi(routes.cancelRequest, handlers.cancelRequest);
}

/** The staff's requests inbox. */
export function adminRequestRoutes() {
  return adminRouter()
    .openapi(routes.listRequestInbox, handlers.listRequestInbox)
    .openapi(routes.checkInVisit, handlers.checkInVisit)
    .openapi(routes.getInboxRequest, handlers.getInboxRequest)
    .openapi(routes.getInboxRequestQuote, handlers.getInboxRequestQuote)
    .openapi(routes.acceptRequest, handlers.acceptRequest)
    .openapi(routes.refuseRequest, handlers.refuseRequest);
}
