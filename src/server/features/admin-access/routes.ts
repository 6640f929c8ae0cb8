import { STAFF_ACCESS } from '#shared/staff-access';
import { accessRequestListSchema, decidedAccountSchema } from '#shared/admin/access-requests';
import { errorResponses } from '../../http/error-responses';
import { adminRoute, jsonContent, uuidParams } from '../../http/openapi';

const requesterParams = uuidParams('userId', 'Not a valid account id.');

const TAGS = ['Access requests'];

export const listAccessRequests = adminRoute({
  roles: STAFF_ACCESS.accessRequests.read,
  operationId: 'listAccessRequests',
  method: 'get',
  path: '/',
  tags: TAGS,
  summary: 'Pending requests for administrator access',
  description: 'Accounts that chose "Admin" at sign-up and still wait for a decision.',
  responses: {
    200: jsonContent(accessRequestListSchema, 'The pending requests.'),
  },
});

const DECISION_DESCRIPTION =
  'Decided once only: a request already decided, or an account that never asked, is 404. The requester is told by e-mail.';

export const approveAccessRequest = adminRoute({
  roles: STAFF_ACCESS.accessRequests.write,
  operationId: 'approveAccessRequest',
  method: 'post',
  path: '/{userId}/approve',
  tags: TAGS,
  summary: 'Approve a request: the account becomes an administrator',
  description: `Takes effect in the requester's current session. An administrator is staff, not a client: the client record the account had is removed with the approval, and an account whose record holds vault items, shipments or issues is refused with 409 (staff work from an account of their own). ${DECISION_DESCRIPTION}`,
  request: { params: requesterParams },
  responses: {
    200: jsonContent(decidedAccountSchema, 'Approved.'),
    ...errorResponses(400, 404, 409),
  },
});

export const rejectAccessRequest = adminRoute({
  roles: STAFF_ACCESS.accessRequests.write,
  operationId: 'rejectAccessRequest',
  method: 'post',
  path: '/{userId}/reject',
  tags: TAGS,
  summary: 'Reject a request: the account stays a client',
  description: DECISION_DESCRIPTION,
  request: { params: requesterParams },
  responses: {
    200: jsonContent(decidedAccountSchema, 'Rejected.'),
    ...errorResponses(400, 404),
  },
});

export type ListAccessRequestsRoute = typeof listAccessRequests;
export type ApproveAccessRequestRoute = typeof approveAccessRequest;
export type RejectAccessRequestRoute = typeof rejectAccessRequest;
