import { shipmentPositionsSchema } from '#shared/shipment-positions';
import { publicTrackingSchema } from '#shared/tracking-answer';
import type { MiddlewareHandler } from 'hono';
import { errorResponses } from '../../http/error-responses';
import { trackingNumberParams } from '../shared/tracking-number-params';
import { signedInOnly } from '../../http/guards';
import { jsonContent, publicRoute, signedInRoute } from '../../http/openapi';
import { limitPerIp } from '../../http/limit-per-ip';

const noStore: MiddlewareHandler = async (c, next) => {
  c.header('Cache-Control', 'no-store');
  await next();
};

export const tracking = publicRoute({
  operationId: 'tracking',
  method: 'get',
  path: '/{number}',
  tags: ['Tracking'],
  summary: 'The public view of one shipment',
  description:
    'Anyone holding a tracking number may read its route, status and timeline; never the client, the value or the contents. Lower-case and surrounding spaces are accepted. 30 lookups a minute per address.',
  // Numbers are guessable (OTC + a timestamp), so every lookup, even a malformed one, counts
  // against the caller's address before anything is read.
  // A refusal is never stored either (http/error-handler.ts) and does not wait for noStore.
  middleware: [limitPerIp('track', { windowSeconds: 60, max: 30 }), noStore] as const,
  request: { params: trackingNumberParams },
  responses: {
    200: jsonContent(publicTrackingSchema, 'The shipment as the public may see it.'),
    ...errorResponses(400, 404, 429),
  },
});

export const getTrackedShipmentPositions = signedInRoute({
  operationId: 'getTrackedShipmentPositions',
  method: 'get',
  path: '/{number}/positions',
  tags: ['Tracking'],
  summary: 'The live map of a tracked shipment, for the organisation that owns it',
  description:
    "What the tracking page adds for the shipment's own client: its route, its crews' positions so far and the latest (decision 075). Anyone else signed in, staff included, gets null, as for an unknown number (the page asks for every signed-in client); the public sees only the city-level locations of the tracking answer. The signed-in stream's `positions_reported` says when to read it again.",
  middleware: [signedInOnly, noStore] as const,
  request: { params: trackingNumberParams },
  responses: {
    200: jsonContent(
      shipmentPositionsSchema.nullable(),
      "The route and the positions; null when the shipment is not the organisation's.",
    ),
    ...errorResponses(400),
  },
});

export type TrackingRoute = typeof tracking;
export type GetTrackedShipmentPositionsRoute = typeof getTrackedShipmentPositions;
