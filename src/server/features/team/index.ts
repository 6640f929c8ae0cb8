import { createRouter, signedInRouter } from '../../http/openapi';
import * as handlers from './handlers';
import * as linkHandlers from './invitation-handlers';
import * as linkRoutes from './invitation-routes';
import * as routes from './routes';

/** The portal's Team page: a client organisation's people, roles and invitations (decision 064). */
export function teamRoutes() {
  return signedInRouter()
    .openapi(routes.getTeam, handlers.getTeam)
    .openapi(routes.inviteMember, handlers.inviteMember)
    .openapi(routes.resendInvitation, handlers.resendInvitation)
    .openapi(routes.revokeInvitation, handlers.revokeInvitation)
    .openapi(routes.changeMemberRole, handlers.changeMemberRole)
    .openapi(routes.removeMember, handlers.removeMember)
    .openapi(routes.transferOwnership, handlers.transferOwnership)
    .openapi(routes.listOrganisations, handlers.listOrganisations)
    .openapi(routes.chooseOrganisation, handlers.chooseOrganisation)
    .openapi(routes.listDelegations, handlers.listDelegations)
    .openapi(routes.grantAccess, handlers.grantAccess)
    .openapi(routes.revokeAccess, handlers.revokeAccess);
}

/** An invitation's link: read by anyone who holds it, accepted signed in or by signing up. */
export function invitationRoutes() {
  return createRouter()
    .openapi(linkRoutes.viewInvitation, linkHandlers.viewInvitation)
    .openapi(linkRoutes.acceptInvitation, linkHandlers.acceptInvitation)
    .openapi(linkRoutes.signUpFromInvitation, linkHandlers.signUpFromInvitation);
}
