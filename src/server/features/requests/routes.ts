import { z } from '@hono/zod-openapi';
import { CLIENT_ACCESS } from '#shared/client-roles';
import { pageField } from '#shared/list-query';
import {
  bookingRequestSchema,
  createdRequestSchema,
  declineRequestSchema,
  dualControlInputSchema,
  dualControlSchema,
  requestDetailSchema,
  requestPageSchema,
} from '#shared/request-schema';
import { releaseRequestSchema } from '#shared/release-schema';
import {
  checkedInSchema,
  checkInSchema,
  visitRequestSchema,
  visitSlotsSchema,
  VISIT_MESSAGES,
} from '#shared/visits';
import { REQUEST_KINDS, REQUEST_MESSAGES, REQUEST_STATES } from '#shared/requests';
import { STAFF_ACCESS } from '#shared/staff-access';
import { errorResponses } from '../../http/error-responses';
import { paperSizeQuery } from '../shared/paper-size-query';
import {
  adminRoute,
  clientRoute,
  jsonBody,
  jsonContent,
  signedInRoute,
  uuidParams,
} from '../../http/openapi';

const TAGS = ['Requests'];
const requestParams = uuidParams('requestId', REQUEST_MESSAGES.notFound);
const NO_ORGANISATION = 'An account in no organisation (staff, a delegate) gets a 404.';
const CHANGE =
  'The request is locked while it changes: of two people acting at once, the second meets its new state (409). Audited in the organisation’s access log; the people concerned are told.';
const RECENT =
  'Needs two-factor sign-in on the account (403 TWO_FACTOR_REQUIRED) and a sign-in or confirmation within the last 10 minutes (403 REAUTHENTICATION_REQUIRED).';

const requestListQuery = z.object({
  page: pageField,
  kind: z.enum(REQUEST_KINDS, { error: 'Unknown request type.' }).optional(),
  state: z.enum(REQUEST_STATES, { error: 'Unknown request state.' }).optional(),
});

export const listRequests = signedInRoute({
  operationId: 'listRequests',
  method: 'get',
  path: '/',
  tags: TAGS,
  summary: "One page of the organisation's requests",
  description: `Newest first, 20 a page, by type and state. ${NO_ORGANISATION}`,
  request: { query: requestListQuery },
  responses: {
    200: jsonContent(requestPageSchema, 'The page.'),
    ...errorResponses(400, 404),
  },
});

export const bookShipment = clientRoute({
  clientRoles: CLIENT_ACCESS.requests,
  operationId: 'bookShipment',
  method: 'post',
  path: '/bookings',
  tags: TAGS,
  summary: 'Book a shipment from a quote',
  description: `Priced by the calculator's formula and held 7 days. It awaits a second Owner or Approver when the organisation's four-eyes rule asks for one, else OTC. The same \`idempotency_key\` with the same details answers the first request again (200); with others, 409. ${NO_ORGANISATION}`,
  request: { body: jsonBody(bookingRequestSchema) },
  responses: {
    201: jsonContent(createdRequestSchema, 'Asked.'),
    200: jsonContent(createdRequestSchema, 'Asked before with this key.'),
    ...errorResponses(400, 404, 409),
  },
});

export const releaseItems = clientRoute({
  clientRoles: CLIENT_ACCESS.requests,
  operationId: 'releaseItems',
  method: 'post',
  path: '/releases',
  tags: TAGS,
  summary: 'Ask for stored items to leave the vault',
  description: `Collected in person at the vault, or delivered to an address (a shipment is booked when OTC approves). Each item must be the organisation's, still held, and in no other open release (400 naming \`item_ids\`); the items are locked while it is asked. Under the organisation's four-eyes rule it awaits a second Owner or Approver; OTC approve it once, or twice by two staff when the items are worth more than the Settings threshold. Expires after 14 days unapproved. The same \`idempotency_key\` with the same details answers the first request again (200); with others, 409. ${NO_ORGANISATION}`,
  request: { body: jsonBody(releaseRequestSchema) },
  responses: {
    201: jsonContent(createdRequestSchema, 'Asked.'),
    200: jsonContent(createdRequestSchema, 'Asked before with this key.'),
    ...errorResponses(400, 404, 409),
  },
});

export const getRequest = signedInRoute({
  operationId: 'getRequest',
  method: 'get',
  path: '/{requestId}',
  tags: TAGS,
  summary: 'One of the organisation’s requests, with its history',
  description: "Another organisation's request answers like one that does not exist.",
  request: { params: requestParams },
  responses: {
    200: jsonContent(requestDetailSchema, 'The request.'),
    ...errorResponses(400, 404),
  },
});

export const bookVisit = clientRoute({
  clientRoles: CLIENT_ACCESS.requests,
  operationId: 'bookVisit',
  method: 'post',
  path: '/visits',
  tags: TAGS,
  summary: 'Book a visit to the vault',
  description: `An hour of an open day on the vault's clock (America/New_York), from tomorrow to 60 days ahead, in a viewing room still free at that hour (400 naming \`hour\` when it is full or outside the opening hours, \`visit_on\` when the vault is closed), for 1 to 6 named visitors with the ID each will bring, and the organisation's items to be brought to the room. The slot is locked while its rooms are counted. It awaits OTC; once confirmed its code, shown on the request, is checked at the desk on its day, once. A cancelled visit frees its room. The same \`idempotency_key\` with the same details answers the first request again (200); with others, 409. ${NO_ORGANISATION}`,
  request: { body: jsonBody(visitRequestSchema) },
  responses: {
    201: jsonContent(createdRequestSchema, 'Asked.'),
    200: jsonContent(createdRequestSchema, 'Asked before with this key.'),
    ...errorResponses(400, 404, 409),
  },
});

export const listVisitSlots = signedInRoute({
  operationId: 'listVisitSlots',
  method: 'get',
  path: '/visits/slots',
  tags: TAGS,
  summary: 'The hours of a day and the viewing rooms free at each',
  description: `On the vault's clock; a day the vault does not open answers \`closed\`. ${NO_ORGANISATION}`,
  request: {
    query: z.object({ date: z.iso.date({ error: VISIT_MESSAGES.date }) }),
  },
  responses: {
    200: jsonContent(visitSlotsSchema, 'The hours.'),
    ...errorResponses(400, 404),
  },
});

export const approveRequest = clientRoute({
  clientRoles: CLIENT_ACCESS.approvals,
  operationId: 'approveRequest',
  method: 'post',
  path: '/{requestId}/approve',
  tags: TAGS,
  summary: "Give the organisation's second approval",
  description: `Never by the person who asked (403). ${RECENT} ${CHANGE}`,
  request: { params: requestParams },
  responses: {
    200: jsonContent(createdRequestSchema, 'Approved: it awaits OTC.'),
    ...errorResponses(400, 404, 409),
  },
});

export const declineRequest = clientRoute({
  clientRoles: CLIENT_ACCESS.approvals,
  operationId: 'declineRequest',
  method: 'post',
  path: '/{requestId}/decline',
  tags: TAGS,
  summary: "Refuse the organisation's approval, with a reason",
  description: CHANGE,
  request: { params: requestParams, body: jsonBody(declineRequestSchema) },
  responses: {
    200: jsonContent(createdRequestSchema, 'Declined.'),
    ...errorResponses(400, 404, 409),
  },
});

export const cancelRequest = clientRoute({
  clientRoles: CLIENT_ACCESS.requests,
  operationId: 'cancelRequest',
  method: 'post',
  path: '/{requestId}/cancel',
  tags: TAGS,
  summary: 'Withdraw a request not yet decided',
  description: `By the person who asked, or an Owner (else 403). ${CHANGE}`,
  request: { params: requestParams },
  responses: {
    200: jsonContent(createdRequestSchema, 'Cancelled.'),
    ...errorResponses(400, 404, 409),
  },
});

export const getDualControl = signedInRoute({
  operationId: 'getDualControl',
  method: 'get',
  path: '/rules',
  tags: TAGS,
  summary: "The organisation's four-eyes rule",
  description: `Until an owner chooses, it is on when the organisation has two or more Owners and Approvers. ${NO_ORGANISATION}`,
  responses: {
    200: jsonContent(dualControlSchema, 'The rule.'),
    ...errorResponses(404),
  },
});

export const setDualControl = clientRoute({
  clientRoles: CLIENT_ACCESS.requestRules,
  operationId: 'setDualControl',
  method: 'put',
  path: '/rules',
  tags: TAGS,
  summary: "Set the organisation's four-eyes rule",
  description: `On or off, and the declared value above which a booking needs a second person. Applies to requests made from now on. Audited. ${NO_ORGANISATION}`,
  request: { body: jsonBody(dualControlInputSchema) },
  responses: {
    200: jsonContent(dualControlSchema, 'The rule.'),
    ...errorResponses(400, 404),
  },
});

export const listRequestInbox = adminRoute({
  roles: STAFF_ACCESS.requests.read,
  operationId: 'listRequestInbox',
  method: 'get',
  path: '/',
  tags: TAGS,
  summary: 'One page of the requests inbox',
  description: 'Every organisation’s requests, newest first, 20 a page, by type and state.',
  request: { query: requestListQuery },
  responses: {
    200: jsonContent(requestPageSchema, 'The page.'),
    ...errorResponses(400),
  },
});

export const getInboxRequest = adminRoute({
  roles: STAFF_ACCESS.requests.read,
  operationId: 'getInboxRequest',
  method: 'get',
  path: '/{requestId}',
  tags: TAGS,
  summary: 'One request with its history',
  request: { params: requestParams },
  responses: {
    200: jsonContent(requestDetailSchema, 'The request.'),
    ...errorResponses(400, 404),
  },
});

export const acceptRequest = adminRoute({
  roles: STAFF_ACCESS.requests.write,
  operationId: 'acceptRequest',
  method: 'post',
  path: '/{requestId}/approve',
  tags: TAGS,
  summary: 'Accept a request for OTC',
  description: `A booking becomes a Pending shipment with a tracking number, to be collected in its pickup window; an expired quote is refused (409). A release is approved once, or by two different members of staff above the Settings threshold (the same person twice gets 403); the last approval releases its items, and a delivery becomes a Pending shipment from the vault. Needs a sign-in or confirmation within the last 10 minutes (403 REAUTHENTICATION_REQUIRED). ${CHANGE}`,
  request: { params: requestParams },
  responses: {
    200: jsonContent(createdRequestSchema, 'Accepted.'),
    ...errorResponses(400, 404, 409),
  },
});

export const checkInVisit = adminRoute({
  roles: STAFF_ACCESS.vaultItems.write,
  operationId: 'checkInVisit',
  method: 'post',
  path: '/visits/check-in',
  tags: TAGS,
  summary: 'Check a visit in at the desk by its code',
  description:
    'Only a confirmed visit (409), only on its day at the vault (409 naming the day) and only once (409); an unknown code is 404. The visit is locked, so two desks checking one code in at once check it in once. It is then Completed, audited on the visit and its items, and the person who booked it is told. Answers the visitors and their ID to check, and the items to bring.',
  request: { body: jsonBody(checkInSchema) },
  responses: {
    200: jsonContent(checkedInSchema, 'Checked in.'),
    ...errorResponses(400, 404, 409),
  },
});

export const refuseRequest = adminRoute({
  roles: STAFF_ACCESS.requests.write,
  operationId: 'refuseRequest',
  method: 'post',
  path: '/{requestId}/decline',
  tags: TAGS,
  summary: 'Decline a request for OTC, with a reason',
  description: `The reason is shown to the organisation. ${CHANGE}`,
  request: { params: requestParams, body: jsonBody(declineRequestSchema) },
  responses: {
    200: jsonContent(createdRequestSchema, 'Declined.'),
    ...errorResponses(400, 404, 409),
  },
});

const quotePdfContent = {
  content: {
    'application/pdf': { schema: z.any().meta({ type: 'string', format: 'binary' }) },
  },
  description: 'The quote as an attachment (otc-quote-{number}.pdf); `X-Document-Id` names it.',
};
const QUOTE =
  "The booking's quote as it was signed when it was asked for (decision 068): its number, route, class, price and validity, with a QR code to /verify/{documentId}. A request without a quote answers 404.";

export const getRequestQuote = signedInRoute({
  operationId: 'getRequestQuote',
  method: 'get',
  path: '/{requestId}/quote',
  tags: TAGS,
  summary: "A booking's signed quote, as a PDF",
  description: `${QUOTE} Another organisation's request answers like one that does not exist. ${NO_ORGANISATION}`,
  request: { params: requestParams, query: paperSizeQuery },
  responses: { 200: quotePdfContent, ...errorResponses(400, 404) },
});

export const getInboxRequestQuote = adminRoute({
  roles: STAFF_ACCESS.requests.read,
  operationId: 'getInboxRequestQuote',
  method: 'get',
  path: '/{requestId}/quote',
  tags: TAGS,
  summary: "A booking's signed quote, as a PDF",
  description: QUOTE,
  request: { params: requestParams, query: paperSizeQuery },
  responses: { 200: quotePdfContent, ...errorResponses(400, 404) },
});

export type GetRequestQuoteRoute = typeof getRequestQuote;
export type GetInboxRequestQuoteRoute = typeof getInboxRequestQuote;
export type ListRequestsRoute = typeof listRequests;
export type BookShipmentRoute = typeof bookShipment;
export type ReleaseItemsRoute = typeof releaseItems;
export type GetRequestRoute = typeof getRequest;
export type ApproveRequestRoute = typeof approveRequest;
export type BookVisitRoute = typeof bookVisit;
export type ListVisitSlotsRoute = typeof listVisitSlots;
export type CheckInVisitRoute = typeof checkInVisit;
export type DeclineRequestRoute = typeof declineRequest;
export type CancelRequestRoute = typeof cancelRequest;
export type GetDualControlRoute = typeof getDualControl;
export type SetDualControlRoute = typeof setDualControl;
export type ListRequestInboxRoute = typeof listRequestInbox;
export type GetInboxRequestRoute = typeof getInboxRequest;
export type AcceptRequestRoute = typeof acceptRequest;
export type RefuseRequestRoute = typeof refuseRequest;
