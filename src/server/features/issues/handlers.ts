import { requestOriginOf } from '../../audit/record-audit-event';
import { requireSession } from '../../auth/session';
import { staffChangeOf, type AdminEnv } from '../../http/guards';
import type { AppRouteHandler } from '../../http/openapi';
import { addClientMessage } from './add-client-message';
import { assignIssueToMe } from './assign-issue';
import { changeIssueStatus } from './change-issue-status';
import { getAdminIssue } from './get-admin-issue';
import { getClientIssue } from './get-client-issue';
import { listClientIssues } from './list-client-issues';
import { listIssueQueue } from './list-issue-queue';
import { readIssuePhoto } from './read-issue-photo';
import { replyToIssue } from './reply-to-issue';
import { reportIssue } from './report-issue';
import type {
  addClientMessageRoute,
  assignIssueRoute,
  getAdminIssueRoute,
  getClientIssueRoute,
  listClientIssuesRoute,
  listIssueQueueRoute,
  readIssuePhotoRoute,
  reopenIssueRoute,
  replyToIssueRoute,
  reportIssueRoute,
  resolveIssueRoute,
} from './routes';
import { storedImageResponse } from '../../http/stored-image';

export const report: AppRouteHandler<typeof reportIssueRoute> = async (c) => {
  const { user } = await requireSession(c);
  const form = c.req.valid('form');
  const reported = await reportIssue({
    db: c.get('deps').db,
    user,
    origin: requestOriginOf(c),
    trackingNumber: form.tracking_number,
    category: form.category,
    description: form.description,
    photo: form.photo,
  });
  return c.json(reported, 201);
};

export const listOwn: AppRouteHandler<typeof listClientIssuesRoute> = async (c) => {
  const { user } = await requireSession(c);
  const page = await listClientIssues({
    db: c.get('deps').db,
    clientId: user.id,
    page: c.req.valid('query').page,
  });
  return c.json(page, 200);
};

export const getOwn: AppRouteHandler<typeof getClientIssueRoute> = async (c) => {
  const { user } = await requireSession(c);
  const issue = await getClientIssue({
    db: c.get('deps').db,
    clientId: user.id,
    issueId: c.req.valid('param').issueId,
  });
  return c.json(issue, 200);
};

export const addMessage: AppRouteHandler<typeof addClientMessageRoute> = async (c) => {
  const { user } = await requireSession(c);
  const changed = await addClientMessage({
    db: c.get('deps').db,
    user,
    origin: requestOriginOf(c),
    issueId: c.req.valid('param').issueId,
    body: c.req.valid('json').body,
  });
  return c.json(changed, 201);
};

export const photo: AppRouteHandler<typeof readIssuePhotoRoute> = async (c) => {
  const { user } = await requireSession(c);
  const found = await readIssuePhoto({
    db: c.get('deps').db,
    issueId: c.req.valid('param').issueId,
    viewer: user,
  });
  // Its URL names the issue, not the photo: kept an hour, not for ever.
  return storedImageResponse(c, found, 'private, max-age=3600');
};

export const queue: AppRouteHandler<typeof listIssueQueueRoute, AdminEnv> = async (c) =>
  c.json(
    await listIssueQueue({
      db: c.get('deps').db,
      adminId: c.get('admin').id,
      ...c.req.valid('query'),
    }),
    200,
  );

export const getForStaff: AppRouteHandler<typeof getAdminIssueRoute, AdminEnv> = async (c) =>
  c.json(await getAdminIssue({ db: c.get('deps').db, issueId: c.req.valid('param').issueId }), 200);

export const assign: AppRouteHandler<typeof assignIssueRoute, AdminEnv> = async (c) => {
  const changed = await assignIssueToMe({
    db: c.get('deps').db,
    issueId: c.req.valid('param').issueId,
    ...staffChangeOf(c),
  });
  return c.json(changed, 200);
};

export const reply: AppRouteHandler<typeof replyToIssueRoute, AdminEnv> = async (c) => {
  const { db, config } = c.get('deps');
  const changed = await replyToIssue({
    db,
    config,
    issueId: c.req.valid('param').issueId,
    body: c.req.valid('json').body,
    ...staffChangeOf(c),
  });
  return c.json(changed, 201);
};

export const resolve: AppRouteHandler<typeof resolveIssueRoute, AdminEnv> = async (c) => {
  const changed = await changeIssueStatus({
    db: c.get('deps').db,
    issueId: c.req.valid('param').issueId,
    change: 'resolve',
    ...staffChangeOf(c),
  });
  return c.json(changed, 200);
};

export const reopen: AppRouteHandler<typeof reopenIssueRoute, AdminEnv> = async (c) => {
  const changed = await changeIssueStatus({
    db: c.get('deps').db,
    issueId: c.req.valid('param').issueId,
    change: 'reopen',
    ...staffChangeOf(c),
  });
  return c.json(changed, 200);
};
