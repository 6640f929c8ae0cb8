import { requireSession } from '../../auth/session';
import type { AppRouteHandler } from '../../http/openapi';
import { liveStream } from '../../live/live-stream';
import { liveTopics } from '../../live/publish-live-event';
import { sessionStands } from './session-stands';
import { shipmentIdOfNumber } from './shipment-id-of-number';
import type { AccountEventsRoute, TrackingEventsRoute } from './routes';

export const trackingEvents: AppRouteHandler<TrackingEventsRoute> = async (c) => {
  const shipmentId = await shipmentIdOfNumber(c.get('deps').db, c.req.valid('param').number);
  return liveStream(c, { topics: [liveTopics.shipment(shipmentId)] }) as never;
};

export const accountEvents: AppRouteHandler<AccountEventsRoute> = async (c) => {
  const { user, session } = await requireSession(c);
  const topics = [liveTopics.user(user.id)];
  // Every shipment's changes for staff only: an administrator without the second factor is not
  // staff (decision 049). A client's id is their user id (clients.id = user.id).
  if (user.staff) topics.push(liveTopics.staff());
  else if (user.role === 'client') topics.push(liveTopics.client(user.id));
  const { db } = c.get('deps');
  return liveStream(c, { topics, sessionStands: () => sessionStands(db, session.id) }) as never;
};
