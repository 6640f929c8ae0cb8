import type { MiddlewareHandler } from 'hono';
import { requireAdmin, requireSession } from '../auth/session';
import type { AppEnv } from './types';

/** Route-group guards: they run before any validation, so a stranger learns nothing from a 400. */
export const signedInOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  await requireSession(c);
  await next();
};

export const adminsOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  await requireAdmin(c);
  await next();
};
