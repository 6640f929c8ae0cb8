import type { Context, MiddlewareHandler } from 'hono';
import { CLIENT_ROLE_LABELS, type ClientRole } from '#shared/client-roles';
import { STAFF_ROLES, type StaffRole } from '#shared/roles';
import { requestOriginOf } from '../audit/record-audit-event';
import type { StaffChange } from '../audit/staff-change';
import { requireSession, requireStaff, requireStaffRole, type StaffUser } from '../auth/session';
import type { AppEnv } from '../core/context';
import { AppError } from '../core/errors';

/** Route-group guards: they run before any validation, so a stranger learns nothing from a 400. */
export const signedInOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  await requireSession(c);
  await next();
};

/** What the handlers behind adminsOnly read: the staff member it let through. */
export type AdminEnv = AppEnv & { Variables: { admin: StaffUser } };

/**
 * The guard of an admin route: a staff member in force whose role the route admits (decision
 * 061), checked before any validation. adminRoute puts it first on every route from the route's
 * declaration, so what the document says is what is enforced.
 */
export function staffOnly(admitted: readonly StaffRole[]): MiddlewareHandler<AdminEnv> {
  return async (c, next) => {
    const staff = await requireStaff(c);
    requireStaffRole(staff.staffRole, admitted);
    c.set('admin', staff);
    await next();
  };
}

/**
 * The guard of a route that changes a client organisation's rows (decision 063): a person of the
 * organisation the session works in whose role the route admits. Anyone in no organisation passes
 * to the route, which answers them as it answers staff.
 */
export function clientRoleOnly(admitted: readonly ClientRole[]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const { user } = await requireSession(c);
    if (user.clientRole && !admitted.includes(user.clientRole)) {
      throw new AppError(
        'FORBIDDEN',
        `Your role in this organisation, ${CLIENT_ROLE_LABELS[user.clientRole]}, does not allow this.`,
      );
    }
    await next();
  };
}

/** The admin routers' own guard: any staff member in force, so no path under it answers a client. */
export const adminsOnly = staffOnly(STAFF_ROLES);

/** Who makes this admin request's change and from where, as every staff write records it. */
export function staffChangeOf(c: Context<AdminEnv>): StaffChange {
  return { admin: c.get('admin'), origin: requestOriginOf(c) };
}
