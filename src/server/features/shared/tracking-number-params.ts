import { z } from '@hono/zod-openapi';
import {
  INVALID_TRACKING_NUMBER_MESSAGE,
  isWellFormedTrackingNumber,
  normalizeTrackingNumber,
} from '#shared/tracking';

/**
 * `{number}` in a path: lower case and surrounding spaces accepted, a number that cannot exist
 * refused with 400 before anything is read.
 */
export const trackingNumberParams = z.object({
  number: z
    .string()
    .transform(normalizeTrackingNumber)
    .refine(isWellFormedTrackingNumber, INVALID_TRACKING_NUMBER_MESSAGE)
    .meta({ param: { name: 'number', in: 'path' }, example: 'OTC1732550400000' }),
});
