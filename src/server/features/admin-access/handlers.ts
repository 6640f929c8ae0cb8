import type { Context } from 'hono';
import { staffChangeOf, type AdminEnv } from '../../http/guards';
import type { AppRouteHandler } from '../../http/openapi';
import { decideAccessRequest, type AccessDecision } from './decide-access-request';
import * as accessRequests from './list-access-requests';
import type {
  ApproveAccessRequestRoute,
  ListAccessRequestsRoute,
  RejectAccessRequestRoute,
} from './routes';

export const listAccessRequests: AppRouteHandler<ListAccessRequestsRoute, AdminEnv> = async (c) =>
  c.json({ requests: await accessRequests.listAccessRequests({ db: c.get('deps').db }) }, 200);

/** The decision on the route's requester, then a wake of the mail sender for the e-mail it queued. */
async function decide(c: Context<AdminEnv>, userId: string, decision: AccessDecision) {
  const { db, config, wakeMailSender } = c.get('deps');
  const decided = await decideAccessRequest({
    db,
    appUrl: config.appUrl,
    userId,
    decision,
    ...staffChangeOf(c),
  });
  wakeMailSender();
  return decided;
}

export const approveAccessRequest: AppRouteHandler<ApproveAccessRequestRoute, AdminEnv> = async (
  c,
) => c.json(await decide(c, c.req.valid('param').userId, 'approve'), 200);

export const rejectAccessRequest: AppRouteHandler<RejectAccessRequestRoute, AdminEnv> = async (c) =>
  c.json(await decide(c, c.req.valid('param').userId, 'reject'), 200);
