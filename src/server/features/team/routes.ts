import { CLIENT_ACCESS } from '#shared/client-roles';
import {
  organisationChoiceSchema,
  organisationListSchema,
  TEAM_MESSAGES,
  teamInvitationRowSchema,
  teamInvitationSchema,
  teamMemberSchema,
  teamRoleChangeSchema,
  teamSchema,
} from '#shared/team';
import {
  delegationGrantSchema,
  delegationListSchema,
  delegationRowSchema,
} from '#shared/delegation';
import { errorResponses } from '../../http/error-responses';
import { clientRoute, jsonBody, jsonContent, signedInRoute, uuidParams } from '../../http/openapi';

const TAGS = ['Team'];
const memberParams = uuidParams('userId', TEAM_MESSAGES.memberNotFound);
const invitationParams = uuidParams('invitationId', TEAM_MESSAGES.invitationNotFound);
const NOTIFIED =
  'Audited under the organisation; its other owners are told by e-mail. Team changes are made one at a time, each by an owner still in that role.';
const NO_ORGANISATION = 'An account in no organisation (staff) gets a 404.';

export const getTeam = signedInRoute({
  operationId: 'getTeam',
  method: 'get',
  path: '/',
  tags: TAGS,
  summary: 'The people of the organisation the session works in',
  description: `With their roles and last sign-in, and the invitations not yet accepted or withdrawn. ${NO_ORGANISATION}`,
  responses: {
    200: jsonContent(teamSchema, 'The team.'),
    ...errorResponses(404),
  },
});

export const inviteMember = clientRoute({
  clientRoles: CLIENT_ACCESS.team,
  operationId: 'inviteMember',
  method: 'post',
  path: '/invitations',
  tags: TAGS,
  summary: 'Invite someone to the organisation with a role',
  description: `E-mails a link valid 7 days, accepted by signing in with that address or by opening an account with it. A staff address, a member's or one already invited is refused with 409 on \`email\`. ${NOTIFIED}`,
  request: { body: jsonBody(teamInvitationSchema) },
  responses: {
    201: jsonContent(teamInvitationRowSchema, 'Invited.'),
    ...errorResponses(400, 404, 409),
  },
});

export const resendInvitation = clientRoute({
  clientRoles: CLIENT_ACCESS.team,
  operationId: 'resendInvitation',
  method: 'post',
  path: '/invitations/{invitationId}/resend',
  tags: TAGS,
  summary: 'Send an invitation again with a new link',
  description: `The new link is valid 7 days; the old one opens nothing any more. An accepted or withdrawn invitation is refused with 409. ${NOTIFIED}`,
  request: { params: invitationParams },
  responses: {
    200: jsonContent(teamInvitationRowSchema, 'Sent again.'),
    ...errorResponses(400, 404, 409),
  },
});

export const revokeInvitation = clientRoute({
  clientRoles: CLIENT_ACCESS.team,
  operationId: 'revokeInvitation',
  method: 'post',
  path: '/invitations/{invitationId}/revoke',
  tags: TAGS,
  summary: 'Withdraw an invitation',
  description: `Its link opens nothing any more. ${NOTIFIED}`,
  request: { params: invitationParams },
  responses: {
    204: { description: 'Withdrawn.' },
    ...errorResponses(400, 404, 409),
  },
});

export const changeMemberRole = clientRoute({
  clientRoles: CLIENT_ACCESS.team,
  operationId: 'changeMemberRole',
  method: 'put',
  path: '/members/{userId}/role',
  tags: TAGS,
  summary: "Change a member's role",
  description: `In force at their next request; the same role again writes nothing. The last owner stays one (409). ${NOTIFIED}`,
  request: { params: memberParams, body: jsonBody(teamRoleChangeSchema) },
  responses: {
    200: jsonContent(teamMemberSchema, 'The member with the role.'),
    ...errorResponses(400, 404, 409),
  },
});

export const removeMember = clientRoute({
  clientRoles: CLIENT_ACCESS.team,
  operationId: 'removeMember',
  method: 'delete',
  path: '/members/{userId}',
  tags: TAGS,
  summary: 'Remove someone from the organisation',
  description: `Their sessions have none of its rows from their next request; their account stays theirs. The last owner cannot be removed (409). ${NOTIFIED}`,
  request: { params: memberParams },
  responses: {
    204: { description: 'Removed.' },
    ...errorResponses(400, 404, 409),
  },
});

export const transferOwnership = clientRoute({
  clientRoles: CLIENT_ACCESS.team,
  operationId: 'transferOwnership',
  method: 'post',
  path: '/members/{userId}/transfer-ownership',
  tags: TAGS,
  summary: 'Hand ownership to another member',
  description: `The member becomes an owner and the caller a Member. ${NOTIFIED}`,
  request: { params: memberParams },
  responses: {
    200: jsonContent(teamSchema, 'The team as it is now.'),
    ...errorResponses(400, 404, 409),
  },
});

export const listOrganisations = signedInRoute({
  operationId: 'listOrganisations',
  method: 'get',
  path: '/organisations',
  tags: TAGS,
  summary: 'Every organisation the account belongs to',
  description: 'The one the session works in is `current`. Staff belong to none.',
  responses: { 200: jsonContent(organisationListSchema, 'The organisations.') },
});

export const chooseOrganisation = signedInRoute({
  operationId: 'chooseOrganisation',
  method: 'put',
  path: '/organisations/current',
  tags: TAGS,
  summary: 'Work in another of the account’s organisations',
  description:
    'For this session only, from its next request. One the account does not belong to answers 404.',
  request: { body: jsonBody(organisationChoiceSchema) },
  responses: {
    200: jsonContent(organisationListSchema, 'The organisations, the chosen one current.'),
    ...errorResponses(400, 404),
  },
});

const delegationParams = uuidParams('delegationId', 'This shared access does not exist.');

export const listDelegations = signedInRoute({
  operationId: 'listDelegations',
  method: 'get',
  path: '/delegations',
  tags: TAGS,
  summary: "The organisation's read access for people outside it",
  description: `Every grant, newest first, with what it shares and where it stands (not yet accepted, active, ended, withdrawn). ${NO_ORGANISATION}`,
  responses: {
    200: jsonContent(delegationListSchema, 'The grants.'),
    ...errorResponses(404),
  },
});

export const grantAccess = clientRoute({
  clientRoles: CLIENT_ACCESS.team,
  operationId: 'grantAccess',
  method: 'post',
  path: '/delegations',
  tags: TAGS,
  summary: 'Give someone outside the organisation read access to chosen rows until a date',
  description: `E-mails a link, good until the access ends, accepted by signing in with that address or by opening an account with it. The delegate reads only the chosen items (never their location, their value only with \`show_values\`) and shipments, and nothing from the day after \`ends_on\` (UTC) without anyone acting. Items or shipments not the organisation's are refused with 400 on their field; a member's or a staff address with 409 on \`email\`. ${NOTIFIED}`,
  request: { body: jsonBody(delegationGrantSchema) },
  responses: {
    201: jsonContent(delegationRowSchema, 'Granted.'),
    ...errorResponses(400, 404, 409),
  },
});

export const revokeAccess = clientRoute({
  clientRoles: CLIENT_ACCESS.team,
  operationId: 'revokeAccess',
  method: 'post',
  path: '/delegations/{delegationId}/revoke',
  tags: TAGS,
  summary: 'Withdraw read access before its end',
  description: `The delegate reads none of it from their next request. One already ended or withdrawn is refused with 409. ${NOTIFIED}`,
  request: { params: delegationParams },
  responses: {
    204: { description: 'Withdrawn.' },
    ...errorResponses(400, 404, 409),
  },
});

export type GetTeamRoute = typeof getTeam;
export type ListDelegationsRoute = typeof listDelegations;
export type GrantAccessRoute = typeof grantAccess;
export type RevokeAccessRoute = typeof revokeAccess;
export type InviteMemberRoute = typeof inviteMember;
export type ResendInvitationRoute = typeof resendInvitation;
export type RevokeInvitationRoute = typeof revokeInvitation;
export type ChangeMemberRoleRoute = typeof changeMemberRole;
export type RemoveMemberRoute = typeof removeMember;
export type TransferOwnershipRoute = typeof transferOwnership;
export type ListOrganisationsRoute = typeof listOrganisations;
export type ChooseOrganisationRoute = typeof chooseOrganisation;
