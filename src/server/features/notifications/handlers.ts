import { requestOriginOf } from '../../audit/record-audit-event';
import { requireSession } from '../../auth/session';
import type { AppRouteHandler } from '../../http/openapi';
import * as notificationList from './list-notifications';
import * as readMarks from './mark-notifications-read';
import type {
  ListNotificationsRoute,
  MarkAllReadRoute,
  MarkReadRoute,
  UnsubscribeRoute,
} from './routes';
import * as emailUnsubscription from './unsubscribe';

export const listNotifications: AppRouteHandler<ListNotificationsRoute> = async (c) => {
  const { user } = await requireSession(c);
  const { page } = c.req.valid('query');
  return c.json(
    await notificationList.listNotifications({ db: c.get('deps').db, userId: user.id, page }),
    200,
  );
};

export const markRead: AppRouteHandler<MarkReadRoute> = async (c) => {
  const { user } = await requireSession(c);
  const { notificationId } = c.req.valid('param');
  return c.json(
    await readMarks.markRead({ db: c.get('deps').db, userId: user.id, notificationId }),
    200,
  );
};

export const markAllRead: AppRouteHandler<MarkAllReadRoute> = async (c) => {
  const { user } = await requireSession(c);
  return c.json(await readMarks.markAllRead({ db: c.get('deps').db, userId: user.id }), 200);
};

export const unsubscribe: AppRouteHandler<UnsubscribeRoute> = async (c) => {
  const { db, config } = c.get('deps');
  const { kind } = await emailUnsubscription.unsubscribe({
    db,
    secret: config.authSecret,
    token: c.req.valid('query').token,
    origin: requestOriginOf(c),
  });
  return c.json({ kind, status: 'unsubscribed' } as const, 200);
};
