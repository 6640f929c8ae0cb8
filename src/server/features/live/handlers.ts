import { requireSession } from '../../auth/session';
import type { AppRouteHandler } from '../../http/openapi';
import { liveStream } from '../../live/live-stream';
import { liveTopics } from '../../live/publish-live-event';
import { isMember, sessionStands } from './session-stands';
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
  // staff (decision 049); the organisation's the session works in for its people (decision 063).
  if (user.staff) topics.push(liveTopics.staff());
  else if (user.clientId) topics.push(liveTopics.client(user.clientId));
  const { db } = c.get('deps');
  const { clientId } = user;
  return liveStream(c, {
    topics,
    sessionStands: () => sessionStands(db, session.id),
    // A person removed from the organisation hears none of it from then on (decision 063).
    topicsStand: clientId && !user.staff ? () => isMember(db, user.id, clientId) : undefined,
  }) as never;
};
