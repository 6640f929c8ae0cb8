import { staffChangeOf, type AdminEnv } from '../../http/guards';
import type { AppRouteHandler } from '../../http/openapi';
import * as roleChange from './change-staff-role';
import * as statusChange from './change-staff-status';
import * as invitation from './invite-staff';
import * as staffList from './list-staff';
import type {
  ChangeStaffRoleRoute,
  DeactivateStaffRoute,
  InviteStaffRoute,
  ListStaffRoute,
  ReactivateStaffRoute,
} from './routes';

export const listStaff: AppRouteHandler<ListStaffRoute, AdminEnv> = async (c) =>
  c.json({ staff: await staffList.listStaff({ db: c.get('deps').db }) }, 200);

export const inviteStaff: AppRouteHandler<InviteStaffRoute, AdminEnv> = async (c) => {
  const { db, config, wakeMailSender } = c.get('deps');
  const invited = await invitation.inviteStaff({
    db,
    appUrl: config.appUrl,
    form: c.req.valid('json'),
    ...staffChangeOf(c),
  });
  wakeMailSender();
  return c.json(invited, 201);
};

export const changeStaffRole: AppRouteHandler<ChangeStaffRoleRoute, AdminEnv> = async (c) =>
  c.json(
    await roleChange.changeStaffRole({
      db: c.get('deps').db,
      userId: c.req.valid('param').userId,
      role: c.req.valid('json').role,
      ...staffChangeOf(c),
    }),
    200,
  );

export const deactivateStaff: AppRouteHandler<DeactivateStaffRoute, AdminEnv> = async (c) =>
  c.json(
    await statusChange.changeStaffStatus({
      db: c.get('deps').db,
      userId: c.req.valid('param').userId,
      change: 'deactivate',
      ...staffChangeOf(c),
    }),
    200,
  );

export const reactivateStaff: AppRouteHandler<ReactivateStaffRoute, AdminEnv> = async (c) =>
  c.json(
    await statusChange.changeStaffStatus({
      db: c.get('deps').db,
      userId: c.req.valid('param').userId,
      change: 'reactivate',
      ...staffChangeOf(c),
    }),
    200,
  );
