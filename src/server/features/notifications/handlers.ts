import { requestOriginOf } from '../../audit/record-audit-event';
import { requireSession } from '../../auth/session';
import type { AppRouteHandler } from '../../http/openapi';
import { listNotifications } from './list-notifications';
import { markAllNotificationsRead, markNotificationRead } from './mark-notifications-read';
import type {
  listNotificationsRoute,
  markAllReadRoute,
  markReadRoute,
  unsubscribeRoute,
} from './routes';
import { unsubscribe as unsubscribeFromEmail } from './unsubscribe';

export const list: AppRouteHandler<typeof listNotificationsRoute> = async (c) => {
  const { user } = await requireSession(c);
  const { page } = c.req.valid('query');
  return c.json(await listNotifications({ db: c.get('deps').db, userId: user.id, page }), 200);
};

export const markRead: AppRouteHandler<typeof markReadRoute> = async (c) => {
  const { user } = await requireSession(c);
  const { notificationId } = c.req.valid('param');
  return c.json(
    await markNotificationRead({ db: c.get('deps').db, userId: user.id, notificationId }),
    200,
  );
};

export const markAllRead: AppRouteHandler<typeof markAllReadRoute> = async (c) => {
  const { user } = await requireSession(c);
  return c.json(await markAllNotificationsRead({ db: c.get('deps').db, userId: user.id }), 200);
};

export const unsubscribe: AppRouteHandler<typeof unsubscribeRoute> = async (c) => {
  const { db, config } = c.get('deps');
  const { kind } = await unsubscribeFromEmail({
    db,
    secret: config.authSecret,
    token: c.req.valid('query').token,
    origin: requestOriginOf(c),
  });
  return c.json({ kind, status: 'unsubscribed' } as const, 200);
};
