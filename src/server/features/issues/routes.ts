import { CLIENT_ACCESS } from '#shared/client-roles';
import { STAFF_ACCESS } from '#shared/staff-access';
import { z } from '@hono/zod-openapi';
import { ISSUE_CATEGORIES, ISSUE_STATUSES } from '#shared/issue';
import {
  adminIssueDetailSchema,
  adminIssuePageSchema,
  changedIssueSchema,
  clientIssueDetailSchema,
  clientIssuePageSchema,
  ISSUE_ASSIGNMENT_FILTERS,
  ISSUE_MESSAGES,
  issueCategoryField,
  issueDescriptionField,
  issueMessageInputSchema,
  reportedIssueSchema,
} from '#shared/issue-schema';
import { listQuerySchema, pageField } from '#shared/list-query';
import { PHOTO_MAX_BYTES, PHOTO_MESSAGES } from '#shared/photo';
import {
  INVALID_TRACKING_NUMBER_MESSAGE,
  isWellFormedTrackingNumber,
  normalizeTrackingNumber,
} from '#shared/tracking';
import { errorResponses } from '../../http/error-responses';
import { limitUploadSize, requireMultipartForm } from '../../http/multipart-upload';
import {
  adminRoute,
  jsonBody,
  jsonContent,
  signedInRoute,
  staffWiderRoute,
  uuidParams,
  clientRoute,
} from '../../http/openapi';

/**
 * Room for the multipart framing and the text fields around the largest allowed photo (app.ts
 * leaves this path's size and JSON rules to the route).
 */
const REPORT_BODY_LIMIT = PHOTO_MAX_BYTES + 64 * 1024;

const NOT_A_FORM = 'Send the report as a form (multipart/form-data).';

const limitReportSize = limitUploadSize({
  maxBytes: REPORT_BODY_LIMIT,
  field: 'photo',
  message: PHOTO_MESSAGES.tooLarge,
});

const reportForm = z.object({
  tracking_number: z
    .string({ error: INVALID_TRACKING_NUMBER_MESSAGE })
    .transform(normalizeTrackingNumber)
    .refine(isWellFormedTrackingNumber, INVALID_TRACKING_NUMBER_MESSAGE)
    .meta({ example: 'OTC1732550400000' }),
  category: issueCategoryField,
  description: issueDescriptionField.meta({ description: '10 to 2000 characters.' }),
  photo: z.instanceof(File, { error: PHOTO_MESSAGES.wrongType }).optional().meta({
    type: 'string',
    format: 'binary',
    description:
      'Optional: a JPEG, PNG or WebP of at most 10 MB, checked by its content and stored re-encoded without metadata.',
  }),
});

const issueParams = uuidParams('issueId', ISSUE_MESSAGES.notFound);

const TAGS = ['Issues'];

export const reportIssue = clientRoute({
  clientRoles: CLIENT_ACCESS.issues,
  operationId: 'reportIssue',
  method: 'post',
  path: '/',
  tags: TAGS,
  summary: 'Report a problem with a shipment',
  description:
    "For the people of the shipment's client organisation only: anyone else, administrators included, gets the same 404 as for an unknown number. The report, its photo and its audit event are one change. Recorded in the client's access log.",
  middleware: [limitReportSize, requireMultipartForm(NOT_A_FORM)] as const,
  request: {
    body: { content: { 'multipart/form-data': { schema: reportForm } }, required: true },
  },
  responses: {
    201: jsonContent(reportedIssueSchema, 'Reported; the issue is open.'),
    ...errorResponses(400, 404, 413),
  },
});

export const listClientIssues = signedInRoute({
  operationId: 'listClientIssues',
  method: 'get',
  path: '/',
  tags: TAGS,
  summary: "One page of the issues of the caller's organisation",
  description: 'Newest first, 20 a page.',
  request: { query: z.object({ page: pageField }) },
  responses: {
    200: jsonContent(clientIssuePageSchema, 'The page and the number of issues.'),
    ...errorResponses(400),
  },
});

export const getClientIssue = signedInRoute({
  operationId: 'getClientIssue',
  method: 'get',
  path: '/{issueId}',
  tags: TAGS,
  summary: 'One of the issues of the caller’s organisation, with its thread',
  description: "Another client's issue answers like one that does not exist.",
  request: { params: issueParams },
  responses: {
    200: jsonContent(clientIssueDetailSchema, 'The issue; staff messages are from OTC staff.'),
    ...errorResponses(400, 404),
  },
});

export const addClientMessage = clientRoute({
  clientRoles: CLIENT_ACCESS.issues,
  operationId: 'addClientMessage',
  method: 'post',
  path: '/{issueId}/messages',
  tags: TAGS,
  summary: 'Write in the thread of one of the issues of the caller’s organisation',
  description: 'A resolved issue takes no more messages (409, nothing written).',
  request: { params: issueParams, body: jsonBody(issueMessageInputSchema) },
  responses: {
    201: jsonContent(changedIssueSchema, 'Added.'),
    ...errorResponses(400, 404, 409),
  },
});

export const readIssuePhoto = staffWiderRoute({
  operationId: 'readIssuePhoto',
  method: 'get',
  path: '/{issueId}/photo',
  tags: TAGS,
  summary: 'The photo sent with a report',
  description:
    'For the reporting client and administrators; anyone else gets the same 404 as for a report without a photo. Sent with `X-Content-Type-Options: nosniff`.',
  request: { params: issueParams },
  responses: {
    200: {
      content: { 'image/webp': { schema: z.any().meta({ type: 'string', format: 'binary' }) } },
      description: 'The image bytes.',
    },
    ...errorResponses(400, 404),
  },
});

const queueQuery = listQuerySchema(['created_at'], 'created_at').extend({
  status: z.enum(ISSUE_STATUSES, { error: 'Unknown status.' }).optional(),
  category: z.enum(ISSUE_CATEGORIES, { error: 'Unknown category.' }).optional(),
  assigned: z
    .enum(ISSUE_ASSIGNMENT_FILTERS, { error: 'Assigned is me or unassigned.' })
    .optional()
    .meta({ description: 'me: assigned to the caller; unassigned: to no one.' }),
});

export const listIssueQueue = adminRoute({
  roles: STAFF_ACCESS.issues.read,
  operationId: 'listIssueQueue',
  method: 'get',
  path: '/',
  tags: TAGS,
  summary: 'One page of the Issues queue',
  description:
    'Newest first; filtered by status, category and assignment, searched by tracking number.',
  request: { query: queueQuery },
  responses: {
    200: jsonContent(adminIssuePageSchema, 'The page and the size of the filtered queue.'),
    ...errorResponses(400),
  },
});

export const getAdminIssue = adminRoute({
  roles: STAFF_ACCESS.issues.read,
  operationId: 'getAdminIssue',
  method: 'get',
  path: '/{issueId}',
  tags: TAGS,
  summary: 'One issue with its client, shipment and thread',
  request: { params: issueParams },
  responses: {
    200: jsonContent(adminIssueDetailSchema, 'The issue.'),
    ...errorResponses(400, 404),
  },
});

export const assignIssue = adminRoute({
  roles: STAFF_ACCESS.issues.write,
  operationId: 'assignIssue',
  method: 'post',
  path: '/{issueId}/assign',
  tags: TAGS,
  summary: 'Assign the issue to the caller',
  request: { params: issueParams },
  responses: {
    200: jsonContent(changedIssueSchema, 'Assigned.'),
    ...errorResponses(400, 404),
  },
});

export const replyToIssue = adminRoute({
  roles: STAFF_ACCESS.issues.write,
  operationId: 'replyToIssue',
  method: 'post',
  path: '/{issueId}/replies',
  tags: TAGS,
  summary: 'Reply to the client',
  description:
    'Kept in the thread and e-mailed to the client; the first reply takes an open issue into progress. A resolved issue takes no more replies (409, nothing written or sent).',
  request: { params: issueParams, body: jsonBody(issueMessageInputSchema) },
  responses: {
    201: jsonContent(changedIssueSchema, 'Replied.'),
    ...errorResponses(400, 404, 409),
  },
});

export const resolveIssue = adminRoute({
  roles: STAFF_ACCESS.issues.write,
  operationId: 'resolveIssue',
  method: 'post',
  path: '/{issueId}/resolve',
  tags: TAGS,
  summary: 'Resolve the issue',
  description: 'Closes its thread. An issue already resolved answers 409.',
  request: { params: issueParams },
  responses: {
    200: jsonContent(changedIssueSchema, 'Resolved.'),
    ...errorResponses(400, 404, 409),
  },
});

export const reopenIssue = adminRoute({
  roles: STAFF_ACCESS.issues.write,
  operationId: 'reopenIssue',
  method: 'post',
  path: '/{issueId}/reopen',
  tags: TAGS,
  summary: 'Reopen a resolved issue',
  description: 'Back in progress, its thread open again. An issue not resolved answers 409.',
  request: { params: issueParams },
  responses: {
    200: jsonContent(changedIssueSchema, 'Reopened.'),
    ...errorResponses(400, 404, 409),
  },
});

export type ReportIssueRoute = typeof reportIssue;
export type ListClientIssuesRoute = typeof listClientIssues;
export type GetClientIssueRoute = typeof getClientIssue;
export type AddClientMessageRoute = typeof addClientMessage;
export type ReadIssuePhotoRoute = typeof readIssuePhoto;
export type ListIssueQueueRoute = typeof listIssueQueue;
export type GetAdminIssueRoute = typeof getAdminIssue;
export type AssignIssueRoute = typeof assignIssue;
export type ReplyToIssueRoute = typeof replyToIssue;
export type ResolveIssueRoute = typeof resolveIssue;
export type ReopenIssueRoute = typeof reopenIssue;
