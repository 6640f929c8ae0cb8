import { requestOriginOf } from '../../audit/record-audit-event';
import { requireSession } from '../../auth/session';
import type { AppRouteHandler } from '../../http/openapi';
import * as shared from './list-shared';
import type { ListSharedRoute, ViewSharedItemRoute } from './routes';
import * as sharedItem from './view-shared-item';

export const listShared: AppRouteHandler<ListSharedRoute> = async (c) => {
  const { user } = await requireSession(c);
  return c.json(await shared.listShared(c.get('deps').db, user.id), 200);
};

export const viewSharedItem: AppRouteHandler<ViewSharedItemRoute> = async (c) => {
  const { user } = await requireSession(c);
  const item = await sharedItem.viewSharedItem({
    db: c.get('deps').db,
    user,
    itemId: c.req.valid('param').itemId,
    origin: requestOriginOf(c),
  });
  return c.json(item, 200);
};
