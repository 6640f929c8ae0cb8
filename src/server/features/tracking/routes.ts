import { publicTrackingSchema } from '#shared/tracking-answer';
import type { MiddlewareHandler } from 'hono';
import { errorResponses } from '../../http/error-responses';
import { trackingNumberParams } from '../shared/tracking-number-params';
import { jsonContent, publicRoute } from '../../http/openapi';
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

export type TrackingRoute = typeof tracking;
