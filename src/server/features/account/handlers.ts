import { requestOriginOf } from '../../audit/record-audit-event';
import { requireSession } from '../../auth/session';
import type { AppRouteHandler } from '../../http/openapi';
import { emailPreferencesOf } from '../../notifications/email-preferences';
import * as passwordChange from './change-password';
import { getAccount } from './get-account';
import { countPasswordCheck } from '../shared/password-checks';
import * as reauthentication from './reauthenticate';
import type {
  ChangePasswordRoute,
  GetNotificationPreferencesRoute,
  MeRoute,
  ReauthenticateRoute,
  UpdateNameRoute,
  UpdateNotificationPreferencesRoute,
} from './routes';
import * as accountName from './update-name';
import * as notificationPreferences from './update-notification-preferences';

export const me: AppRouteHandler<MeRoute> = async (c) => {
  const { user } = await requireSession(c);
  return c.json(await getAccount({ db: c.get('deps').db, user }), 200);
};

export const updateName: AppRouteHandler<UpdateNameRoute> = async (c) => {
  const { user } = await requireSession(c);
  const account = await accountName.updateName({
    db: c.get('deps').db,
    user,
    name: c.req.valid('json'),
    origin: requestOriginOf(c),
  });
  return c.json(account, 200);
};

export const reauthenticate: AppRouteHandler<ReauthenticateRoute> = async (c) => {
  const { user, session } = await requireSession(c);
  const { db } = c.get('deps');
  const check = await countPasswordCheck(c.get('deps'), user.id);
  await reauthentication.reauthenticate({
    db,
    user,
    sessionId: session.id,
    password: c.req.valid('json').password,
    origin: requestOriginOf(c),
  });
  await check.refund();
  return c.json({ status: 'reauthenticated' } as const, 200);
};

export const changePassword: AppRouteHandler<ChangePasswordRoute> = async (c) => {
  const { user } = await requireSession(c);
  const { db, auth, config, wakeMailSender } = c.get('deps');
  const { setCookies } = await passwordChange.changePassword({
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

export const getNotificationPreferences: AppRouteHandler<GetNotificationPreferencesRoute> = async (
  c,
) => {
  const { user } = await requireSession(c);
  return c.json(await emailPreferencesOf(c.get('deps').db, user.id), 200);
};

export const updateNotificationPreferences: AppRouteHandler<
  UpdateNotificationPreferencesRoute
> = async (c) => {
  const { user } = await requireSession(c);
  const preferences = await notificationPreferences.updateNotificationPreferences({
    db: c.get('deps').db,
    user,
    preferences: c.req.valid('json'),
    origin: requestOriginOf(c),
  });
  return c.json(preferences, 200);
};
