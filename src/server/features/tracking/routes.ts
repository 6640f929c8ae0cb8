import { Hono } from 'hono';
import { z } from 'zod';
import {
  INVALID_TRACKING_NUMBER_MESSAGE,
  isWellFormedTrackingNumber,
  normalizeTrackingNumber,
} from '#shared/tracking';
import type { AppEnv } from '../../core/context';
import { validate } from '../../http/validate';
import { limitPerIp } from '../../rate-limit/per-ip';
import { getPublicTracking } from './get-public-tracking';

const trackingParams = z.object({
  number: z
    .string()
    .transform(normalizeTrackingNumber)
    .refine(isWellFormedTrackingNumber, INVALID_TRACKING_NUMBER_MESSAGE),
});

export function trackingRoutes() {
  // Public. Numbers are guessable (OTC + a timestamp), so every lookup, even a malformed one,
  // counts against the caller's address before anything is read.
  return new Hono<AppEnv>().get(
    '/:number',
    async (c, next) => {
      c.header('Cache-Control', 'no-store');
      await next();
    },
    limitPerIp('track', { windowSeconds: 60, max: 30 }),
    validate('param', trackingParams),
    async (c) =>
      c.json(
        await getPublicTracking({
          db: c.get('deps').db,
          trackingNumber: c.req.valid('param').number,
        }),
      ),
  );
}
