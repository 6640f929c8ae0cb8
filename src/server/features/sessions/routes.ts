import {
  accountSecuredSchema,
  accountSessionListSchema,
  secureAccountBodySchema,
  sessionsEndedSchema,
  SESSION_NOT_FOUND,
} from '#shared/account-session';
import { STAFF_ACCESS } from '#shared/staff-access';
import { errorResponses } from '../../http/error-responses';
import {
  adminRoute,
  jsonBody,
  jsonContent,
  publicRoute,
  signedInRoute,
  uuidParams,
} from '../../http/openapi';
import { limitPerIp } from '../../http/limit-per-ip';

const TAGS = ['Sessions'];
const sessionParams = uuidParams('sessionId', SESSION_NOT_FOUND);
const clientParams = uuidParams('clientId', 'Client not found.');
const clientSessionParams = clientParams.extend(sessionParams.shape);

const LISTED =
  'Sessions past their 12-hour lifetime or idle for 30 minutes are not listed; the most recently active come first. Browser and system are read from the user agent; the place is only "Local machine", "Private network" or "Unknown".';

export const listOwnSessions = signedInRoute({
  operationId: 'listOwnSessions',
  method: 'get',
  path: '/',
  tags: TAGS,
  summary: "The caller's active sessions",
  description: `${LISTED} \`current\` marks the session of this request.`,
  responses: { 200: jsonContent(accountSessionListSchema, 'The sessions.') },
});

export const endOtherSessions = signedInRoute({
  operationId: 'endOtherSessions',
  method: 'post',
  path: '/revoke-others',
  tags: TAGS,
  summary: 'Sign out all other sessions',
  description:
    'Ends every session of the account but this one; each is refused on its next request. Audited.',
  responses: { 200: jsonContent(sessionsEndedSchema, 'How many sessions ended.') },
});

export const endOwnSession = signedInRoute({
  operationId: 'endOwnSession',
  method: 'delete',
  path: '/{sessionId}',
  tags: TAGS,
  summary: 'End one of your sessions',
  description:
    "Refused on its next request. Ending this request's own session signs it out. Another account's session is not found. Audited.",
  request: { params: sessionParams },
  responses: {
    200: jsonContent(sessionsEndedSchema, 'Ended.'),
    ...errorResponses(400, 404),
  },
});

export const secureAccount = publicRoute({
  operationId: 'secureAccount',
  method: 'post',
  path: '/secure',
  tags: TAGS,
  summary: '"This wasn\'t me": end every session and start a password reset',
  description:
    'The link of every security alert e-mail leads to the /secure-account page, which posts its token here. Every session of the account ends, its passkeys and trusted devices are removed, its password stops working until a reset is completed, and a password reset e-mail is sent. The token is signed by us, expires after 7 days and works once: securing the account spends every link issued before it (400 on token). 10 requests per 10 minutes per address. Audited.',
  middleware: [limitPerIp('secure-account', { windowSeconds: 600, max: 10 })] as const,
  request: { body: jsonBody(secureAccountBodySchema) },
  responses: {
    200: jsonContent(accountSecuredSchema, 'Secured; the reset e-mail is on its way.'),
    ...errorResponses(400, 429),
  },
});

export const listClientSessions = adminRoute({
  roles: STAFF_ACCESS.clients.read,
  operationId: 'listClientSessions',
  method: 'get',
  path: '/{clientId}/sessions',
  tags: TAGS,
  summary: "A client's active sessions",
  description: LISTED,
  request: { params: clientParams },
  responses: {
    200: jsonContent(accountSessionListSchema, 'The sessions.'),
    ...errorResponses(400, 404),
  },
});

export const endClientSession = adminRoute({
  roles: STAFF_ACCESS.clients.write,
  operationId: 'endClientSession',
  method: 'delete',
  path: '/{clientId}/sessions/{sessionId}',
  tags: TAGS,
  summary: "End one of a client's sessions",
  description: 'Refused on its next request. Audited as a staff change on the client.',
  request: { params: clientSessionParams },
  responses: {
    200: jsonContent(sessionsEndedSchema, 'Ended.'),
    ...errorResponses(400, 404),
  },
});

export const endAllClientSessions = adminRoute({
  roles: STAFF_ACCESS.clients.write,
  operationId: 'endAllClientSessions',
  method: 'delete',
  path: '/{clientId}/sessions',
  tags: TAGS,
  summary: 'End every session of a client',
  description: 'Each is refused on its next request. Audited as a staff change on the client.',
  request: { params: clientParams },
  responses: {
    200: jsonContent(sessionsEndedSchema, 'How many sessions ended.'),
    ...errorResponses(400, 404),
  },
});

export type ListOwnSessionsRoute = typeof listOwnSessions;
export type EndOtherSessionsRoute = typeof endOtherSessions;
export type EndOwnSessionRoute = typeof endOwnSession;
export type SecureAccountRoute = typeof secureAccount;
export type ListClientSessionsRoute = typeof listClientSessions;
export type EndClientSessionRoute = typeof endClientSession;
export type EndAllClientSessionsRoute = typeof endAllClientSessions;
