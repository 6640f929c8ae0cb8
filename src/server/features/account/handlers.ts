import { requestOriginOf } from '../../audit/record-audit-event';
import { requireSession } from '../../auth/session';
import type { AppRouteHandler } from '../../http/openapi';
import { emailPreferencesOf } from '../../notifications/email-preferences';
import { changePassword as changeAccountPassword } from './change-password';
import { getAccount } from './get-account';
import { countPasswordCheck } from '../shared/password-checks';
import { reauthenticateWithPassword } from './reauthenticate';
import type {
  changePasswordRoute,
  getNotificationPreferencesRoute,
  meRoute,
  reauthenticateRoute,
  updateNameRoute,
  updateNotificationPreferencesRoute,
} from './routes';
import { updateAccountName } from './update-account-name';
import { updateNotificationPreferences as saveNotificationPreferences } from './update-notification-preferences';

export const me: AppRouteHandler<typeof meRoute> = async (c) => {
  const { user } = await requireSession(c);
  return c.json(await getAccount({ db: c.get('deps').db, user }), 200);
};

export const updateName: AppRouteHandler<typeof updateNameRoute> = async (c) => {
  const { user } = await requireSession(c);
  const account = await updateAccountName({
    db: c.get('deps').db,
    user,
    name: c.req.valid('json'),
    origin: requestOriginOf(c),
  });
  return c.json(account, 200);
};

export const reauthenticate: AppRouteHandler<typeof reauthenticateRoute> = async (c) => {
  const { user, session } = await requireSession(c);
  const { db } = c.get('deps');
  const check = await countPasswordCheck(c.get('deps'), user.id);
  await reauthenticateWithPassword({
    db,
    user,
    sessionId: session.id,
    password: c.req.valid('json').password,
    origin: requestOriginOf(c),
  });
  await check.refund();
  return c.json({ status: 'reauthenticated' } as const, 200);
};

export const changePassword: AppRouteHandler<typeof changePasswordRoute> = async (c) => {
  const { user } = await requireSession(c);
  const { db, auth, config, wakeMailSender } = c.get('deps');
  const { setCookies } = await changeAccountPassword({
    limits: c.get('deps'),
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
