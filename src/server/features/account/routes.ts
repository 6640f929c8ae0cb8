import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { passwordChangeSchema } from '#shared/client-profile-schema';
import { requireSession } from '../../auth/session';
import { users } from '../../db/schema';
import { requestOriginOf } from '../../audit/record-audit-event';
import { signedInOnly } from '../../http/guards';
import type { AppEnv } from '../../core/context';
import { validate } from '../../http/validate';
import { enforceRateLimit } from '../../rate-limit/consume';
import { changePassword } from './change-password';

/** Guessing the current password through this form is as limited as through sign-in. */
const PASSWORD_CHANGE_LIMIT = { windowSeconds: 15 * 60, max: 10 };

export function accountRoutes() {
  return (
    new Hono<AppEnv>()
      .use(signedInOnly)
      /** The signed-in account, with the state of an admin-access request it may have filed. */
      .get('/me', async (c) => {
        const { user } = await requireSession(c);
        const [row] = await c
          .get('deps')
          .db.select({ adminRequestedAt: users.adminRequestedAt })
          .from(users)
          .where(eq(users.id, user.id));
        return c.json({ ...user, adminRequestedAt: row?.adminRequestedAt ?? null });
      })
      .post('/password', validate('json', passwordChangeSchema), async (c) => {
        const { user } = await requireSession(c);
        const { db, auth } = c.get('deps');
        await enforceRateLimit(db, `password-change:${user.id}`, PASSWORD_CHANGE_LIMIT);
        const { setCookies } = await changePassword({
          db,
          auth,
          user,
          ...c.req.valid('json'),
          headers: c.req.raw.headers,
          origin: requestOriginOf(c),
        });
        for (const cookie of setCookies) c.header('Set-Cookie', cookie, { append: true });
        return c.json({ status: 'password-changed' });
      })
  );
}
