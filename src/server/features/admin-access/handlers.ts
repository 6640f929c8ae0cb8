import type { Context } from 'hono';
import { staffChangeOf, type AdminEnv } from '../../http/guards';
import type { AppRouteHandler } from '../../http/openapi';
import { decideAccessRequest, type AccessDecision } from './decide-access-request';
import { listAccessRequests } from './list-access-requests';
import type {
  approveAccessRequestRoute,
  listAccessRequestsRoute,
  rejectAccessRequestRoute,
} from './routes';

export const list: AppRouteHandler<typeof listAccessRequestsRoute, AdminEnv> = async (c) =>
  c.json({ requests: await listAccessRequests({ db: c.get('deps').db }) }, 200);

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

export const approve: AppRouteHandler<typeof approveAccessRequestRoute, AdminEnv> = async (c) =>
  c.json(await decide(c, c.req.valid('param').userId, 'approve'), 200);

export const reject: AppRouteHandler<typeof rejectAccessRequestRoute, AdminEnv> = async (c) =>
  c.json(await decide(c, c.req.valid('param').userId, 'reject'), 200);
