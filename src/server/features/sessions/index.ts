import { adminRouter, createRouter, signedInRouter } from '../../http/openapi';
import * as handlers from './handlers';
import * as routes from './routes';

/** The caller's own sessions (decision 031), under /api/account/sessions. */
export function ownSessionRoutes() {
  return signedInRouter()
    .openapi(routes.listOwnSessions, handlers.listOwnSessions)
    .openapi(routes.endOtherSessions, handlers.endOtherSessions)
    .openapi(routes.endOwnSession, handlers.endOwnSession);
}

/** The public "This wasn't me" endpoint (decisions 031 and 051), under /api/account. */
export function secureAccountRoutes() {
  return createRouter().openapi(routes.secureAccount, handlers.secureAccount);
}

/** A client's sessions for an administrator, under /api/admin/clients. */
export function clientSessionRoutes() {
  return adminRouter()
    .openapi(routes.listClientSessions, handlers.listClientSessions)
    .openapi(routes.endClientSession, handlers.endClientSession)
    .openapi(routes.endAllClientSessions, handlers.endAllClientSessions);
}
