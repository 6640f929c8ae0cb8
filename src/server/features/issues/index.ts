import { adminRouter, signedInRouter } from '../../http/openapi';
import * as handlers from './handlers';
import * as routes from './routes';

/** Issue reports as their clients see them. */
export function issueRoutes() {
  return signedInRouter()
    .openapi(routes.reportIssue, handlers.reportIssue)
    .openapi(routes.listClientIssues, handlers.listClientIssues)
    .openapi(routes.getClientIssue, handlers.getClientIssue)
    .openapi(routes.addClientMessage, handlers.addClientMessage)
    .openapi(routes.readIssuePhoto, handlers.readIssuePhoto);
}

/** The admin Issues area. */
export function adminIssueRoutes() {
  return adminRouter()
    .openapi(routes.listIssueQueue, handlers.listIssueQueue)
    .openapi(routes.getAdminIssue, handlers.getAdminIssue)
    .openapi(routes.assignIssue, handlers.assignIssue)
    .openapi(routes.replyToIssue, handlers.replyToIssue)
    .openapi(routes.resolveIssue, handlers.resolveIssue)
    .openapi(routes.reopenIssue, handlers.reopenIssue);
}
