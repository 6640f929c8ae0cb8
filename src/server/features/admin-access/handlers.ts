import type { StaffChange } from '../../audit/staff-change';
import type { AppDependencies } from '../../core/context';
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

/** The decision, then a wake of the mail sender for the e-mail it queued to the requester. */
async function decide(
  { db, config, wakeMailSender }: AppDependencies,
  change: StaffChange & { userId: string; decision: AccessDecision },
) {
  const decided = await decideAccessRequest({ db, appUrl: config.appUrl, ...change });
  wakeMailSender();
  return decided;
}

export const approve: AppRouteHandler<typeof approveAccessRequestRoute, AdminEnv> = async (c) =>
  c.json(
    await decide(c.get('deps'), {
      userId: c.req.valid('param').userId,
      decision: 'approve',
      ...staffChangeOf(c),
    }),
    200,
  );

export const reject: AppRouteHandler<typeof rejectAccessRequestRoute, AdminEnv> = async (c) =>
  c.json(
    await decide(c.get('deps'), {
      userId: c.req.valid('param').userId,
      decision: 'reject',
      ...staffChangeOf(c),
    }),
    200,
  );
