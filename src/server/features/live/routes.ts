import { z } from '@hono/zod-openapi';
import { errorResponses } from '../../http/error-responses';
import { trackingNumberParams } from '../shared/tracking-number-params';
import { signedInOnly } from '../../http/guards';
import { publicRoute, staffWiderRoute } from '../../http/openapi';
import { limitPerIp } from '../../http/limit-per-ip';

const TAGS = ['Live updates'];

const eventStream = (description: string) => ({
  content: {
    'text/event-stream': { schema: z.string().meta({ example: 'event: ready\ndata: {}\n\n' }) },
  },
  description,
});

const STREAM_RULES =
  ' Each event carries its id; a reconnecting EventSource sends it back as `Last-Event-ID` and first receives what it missed (kept 24 hours). At most 20 open streams per address.';

export const trackingEvents = publicRoute({
  operationId: 'trackingEvents',
  method: 'get',
  path: '/track/{number}/events',
  tags: TAGS,
  summary: "A shipment's live tracking events (Server-Sent Events)",
  description:
    'Public, like the tracking page: `ready` once subscribed, then `shipment_changed` ({ tracking_number, change }) whenever staff change the shipment or add a tracking update, on whichever instance. The page reads the public tracking again. 30 streams opened a minute per address.' +
    STREAM_RULES,
  middleware: [limitPerIp('track-events', { windowSeconds: 60, max: 30 })] as const,
  request: {
    params: trackingNumberParams,
  },
  responses: {
    200: eventStream('The open stream.'),
    ...errorResponses(400, 404, 429),
  },
});

export const accountEvents = staffWiderRoute({
  operationId: 'accountEvents',
  method: 'get',
  path: '/live',
  tags: TAGS,
  summary: "The signed-in user's live events (Server-Sent Events)",
  description:
    "`ready`, then `notification` ({ id }) for each new notification, and `shipment_changed` for each of a client's own shipments or, for an administrator, any shipment. When the session ends (sign-out, expiry, idle timeout, revoked) the stream sends `session_ended` and closes." +
    STREAM_RULES,
  middleware: [signedInOnly] as const,
  responses: {
    200: eventStream('The open stream.'),
    ...errorResponses(429),
  },
});

export type TrackingEventsRoute = typeof trackingEvents;
export type AccountEventsRoute = typeof accountEvents;
