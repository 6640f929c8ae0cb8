import { requestOriginOf } from '../../audit/record-audit-event';
import { requireSession } from '../../auth/session';
import { staffChangeOf, type AdminEnv } from '../../http/guards';
import type { AppRouteHandler } from '../../http/openapi';
import * as clientMessage from './add-client-message';
import * as issueAssignment from './assign-issue';
import { changeIssueStatus } from './change-issue-status';
import * as adminIssue from './get-admin-issue';
import * as clientIssue from './get-client-issue';
import * as clientIssues from './list-client-issues';
import * as issueQueue from './list-issue-queue';
import * as issuePhoto from './read-issue-photo';
import * as issueReply from './reply-to-issue';
import * as issueReport from './report-issue';
import type {
  AddClientMessageRoute,
  AssignIssueRoute,
  GetAdminIssueRoute,
  GetClientIssueRoute,
  ListClientIssuesRoute,
  ListIssueQueueRoute,
  ReadIssuePhotoRoute,
  ReopenIssueRoute,
  ReplyToIssueRoute,
  ReportIssueRoute,
  ResolveIssueRoute,
} from './routes';
import { storedImageResponse } from '../../http/stored-image';

export const reportIssue: AppRouteHandler<ReportIssueRoute> = async (c) => {
  const { user } = await requireSession(c);
  const form = c.req.valid('form');
  const reported = await issueReport.reportIssue({
    db: c.get('deps').db,
    user,
    clientId: user.clientId,
    origin: requestOriginOf(c),
    trackingNumber: form.tracking_number,
    category: form.category,
    description: form.description,
    photo: form.photo,
  });
  return c.json(reported, 201);
};

export const listClientIssues: AppRouteHandler<ListClientIssuesRoute> = async (c) => {
  const { user } = await requireSession(c);
  const page = await clientIssues.listClientIssues({
    db: c.get('deps').db,
    clientId: user.clientId,
    page: c.req.valid('query').page,
  });
  return c.json(page, 200);
};

export const getClientIssue: AppRouteHandler<GetClientIssueRoute> = async (c) => {
  const { user } = await requireSession(c);
  const issue = await clientIssue.getClientIssue({
    db: c.get('deps').db,
    clientId: user.clientId,
    issueId: c.req.valid('param').issueId,
  });
  return c.json(issue, 200);
};

export const addClientMessage: AppRouteHandler<AddClientMessageRoute> = async (c) => {
  const { user } = await requireSession(c);
  const changed = await clientMessage.addClientMessage({
    db: c.get('deps').db,
    user,
    clientId: user.clientId,
    origin: requestOriginOf(c),
    issueId: c.req.valid('param').issueId,
    body: c.req.valid('json').body,
  });
  return c.json(changed, 201);
};

export const readIssuePhoto: AppRouteHandler<ReadIssuePhotoRoute> = async (c) => {
  const { user } = await requireSession(c);
  const found = await issuePhoto.readIssuePhoto({
    db: c.get('deps').db,
    issueId: c.req.valid('param').issueId,
    viewer: user,
  });
  // Its URL names the issue, not the photo: kept an hour, not for ever.
  return storedImageResponse(c, found, 'private, max-age=3600');
};

export const listIssueQueue: AppRouteHandler<ListIssueQueueRoute, AdminEnv> = async (c) =>
  c.json(
    await issueQueue.listIssueQueue({
      db: c.get('deps').db,
      adminId: c.get('admin').id,
      ...c.req.valid('query'),
    }),
    200,
  );

export const getAdminIssue: AppRouteHandler<GetAdminIssueRoute, AdminEnv> = async (c) =>
  c.json(
    await adminIssue.getAdminIssue({ db: c.get('deps').db, issueId: c.req.valid('param').issueId }),
    200,
  );

export const assignIssue: AppRouteHandler<AssignIssueRoute, AdminEnv> = async (c) => {
  const changed = await issueAssignment.assignIssue({
    db: c.get('deps').db,
    issueId: c.req.valid('param').issueId,
    ...staffChangeOf(c),
  });
  return c.json(changed, 200);
};

export const replyToIssue: AppRouteHandler<ReplyToIssueRoute, AdminEnv> = async (c) => {
  const { db, config } = c.get('deps');
  const changed = await issueReply.replyToIssue({
    db,
    config,
    issueId: c.req.valid('param').issueId,
    body: c.req.valid('json').body,
    ...staffChangeOf(c),
  });
  return c.json(changed, 201);
};

export const resolveIssue: AppRouteHandler<ResolveIssueRoute, AdminEnv> = async (c) => {
  const changed = await changeIssueStatus({
    db: c.get('deps').db,
    issueId: c.req.valid('param').issueId,
    change: 'resolve',
    ...staffChangeOf(c),
  });
  return c.json(changed, 200);
};

export const reopenIssue: AppRouteHandler<ReopenIssueRoute, AdminEnv> = async (c) => {
  const changed = await changeIssueStatus({
    db: c.get('deps').db,
    issueId: c.req.valid('param').issueId,
    change: 'reopen',
    ...staffChangeOf(c),
  });
  return c.json(changed, 200);
};
