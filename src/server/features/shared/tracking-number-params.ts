import { z } from '@hono/zod-openapi';
import {
  INVALID_TRACKING_NUMBER_MESSAGE,
  isWellFormedTrackingNumber,
  normalizeTrackingNumber,
} from '#shared/tracking';

/** The `{number}` of a route about one shipment by its tracking number; lower case and spaces pass. */
export const trackingNumberParams = z.object({
  number: z
    .string()
    .transform(normalizeTrackingNumber)
    .refine(isWellFormedTrackingNumber, INVALID_TRACKING_NUMBER_MESSAGE)
    .meta({ param: { name: 'number', in: 'path' }, example: 'OTC1732550400000' }),
});
