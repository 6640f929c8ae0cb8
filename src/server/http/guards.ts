import type { Context, MiddlewareHandler } from 'hono';
import { requestOriginOf } from '../audit/record-audit-event';
import type { StaffChange } from '../audit/staff-change';
import { requireAdmin, requireSession, type SessionUser } from '../auth/session';
import type { AppEnv } from '../core/context';

/** Route-group guards: they run before any validation, so a stranger learns nothing from a 400. */
export const signedInOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  await requireSession(c);
  await next();
};

/** What the handlers behind adminsOnly read: the administrator it let through. */
export type AdminEnv = AppEnv & { Variables: { admin: SessionUser } };

export const adminsOnly: MiddlewareHandler<AdminEnv> = async (c, next) => {
  c.set('admin', (await requireAdmin(c)).user);
  await next();
};

/** Who makes this admin request's change and from where, as every staff write records it. */
export function staffChangeOf(c: Context<AdminEnv>): StaffChange {
  return { admin: c.get('admin'), origin: requestOriginOf(c) };
}
