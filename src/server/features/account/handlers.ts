import { requestOriginOf } from '../../audit/record-audit-event';
import { requireSession } from '../../auth/session';
import type { AppRouteHandler } from '../../http/openapi';
import { emailPreferencesOf } from '../../notifications/email-preferences';
import { enforceRateLimit } from '../../rate-limit/consume';
import { changePassword as changeAccountPassword } from './change-password';
import { getAccount } from './get-account';
import type {
  changePasswordRoute,
  getNotificationPreferencesRoute,
  meRoute,
  updateNotificationPreferencesRoute,
} from './routes';
import { updateNotificationPreferences as saveNotificationPreferences } from './update-notification-preferences';

/** Guessing the current password through this form is as limited as through sign-in. */
const PASSWORD_CHANGE_LIMIT = { windowSeconds: 15 * 60, max: 10 };

export const me: AppRouteHandler<typeof meRoute> = async (c) => {
  const { user } = await requireSession(c);
  return c.json(await getAccount({ db: c.get('deps').db, user }), 200);
};

export const changePassword: AppRouteHandler<typeof changePasswordRoute> = async (c) => {
  const { user } = await requireSession(c);
  const { db, auth, config, wakeMailSender } = c.get('deps');
  await enforceRateLimit(db, `password-change:${user.id}`, PASSWORD_CHANGE_LIMIT);
  const { setCookies } = await changeAccountPassword({
    db,
    auth,
    config,
    user,
    ...c.req.valid('json'),
    headers: c.req.raw.headers,
    origin: requestOriginOf(c),
  });
  wakeMailSender();
  for (const cookie of setCookies) c.header('Set-Cookie', cookie, { append: true });
  return c.json({ status: 'password-changed' } as const, 200);
};

export const notificationPreferences: AppRouteHandler<
  typeof getNotificationPreferencesRoute
> = async (c) => {
  const { user } = await requireSession(c);
  return c.json(await emailPreferencesOf(c.get('deps').db, user.id), 200);
};

export const updateNotificationPreferences: AppRouteHandler<
  typeof updateNotificationPreferencesRoute
> = async (c) => {
  const { user } = await requireSession(c);
  const preferences = await saveNotificationPreferences({
    db: c.get('deps').db,
    user,
    preferences: c.req.valid('json'),
    origin: requestOriginOf(c),
  });
  return c.json(preferences, 200);
};
