import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { requireSession } from '../../auth/session';
import { users } from '../../db/schema';
import type { AppEnv } from '../../http/types';

export function accountRoutes() {
  /** The signed-in account, with the state of an admin-access request it may have filed. */
  return new Hono<AppEnv>().get('/me', async (c) => {
    const { user } = await requireSession(c);
    const [row] = await c
      .get('deps')
      .db.select({ adminRequestedAt: users.adminRequestedAt })
      .from(users)
      .where(eq(users.id, user.id));
    return c.json({ ...user, adminRequestedAt: row?.adminRequestedAt ?? null });
  });
}
