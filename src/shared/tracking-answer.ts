import { SECURITY_LEVELS } from './security-level';
import { SHIPMENT_STATUSES } from './shipment-status';
import { TRACKING_CARRIER, TRACKING_SECURITY_FEATURES } from './tracking';
import { isoDateTime, z } from './zod';

// Apart from tracking.ts, whose rules the Track page runs: the page reads these types only, so the
// first bundle carries no zod (decision 007).

/** One update of a shipment's public timeline (tracking page, receipts). */
export const trackingUpdateAnswerSchema = z
  .object({
    status: z.enum(SHIPMENT_STATUSES),
    location: z.string(),
    description: z.string().nullable(),
    timestamp: isoDateTime,
  })
  .meta({ id: 'TrackingUpdate' });

/**
 * The facts of a shipment anyone may read (decision 006), in the tracking answer and on receipts.
 * Never the client, the value or the item description.
 */
export const publicShipmentFields = {
  tracking_number: z.string().meta({ example: 'OTC1732550400000' }),
  status: z.enum(SHIPMENT_STATUSES),
  origin: z.string(),
  destination: z.string(),
  current_location: z.string().nullable(),
  estimated_delivery: isoDateTime.nullable(),
  delivered_at: isoDateTime.nullable(),
  security_level: z.enum(SECURITY_LEVELS),
  weight_kg: z.number().nullable(),
  dimensions_cm: z.string().nullable(),
};

/** The answer of GET /api/track/{number}. */
export const publicTrackingSchema = z
  .object({
    ...publicShipmentFields,
    carrier: z.literal(TRACKING_CARRIER),
    security_features: z.array(z.enum(TRACKING_SECURITY_FEATURES)),
    timeline: z.array(trackingUpdateAnswerSchema).meta({ description: 'Newest first.' }),
    photo_count: z.number().int().meta({
      description:
        "How many custody photos the shipment holds; the photos themselves are for the shipment's client.",
    }),
  })
  .meta({ id: 'PublicTracking' });

export type PublicTracking = z.infer<typeof publicTrackingSchema>;
export type TrackingUpdate = z.infer<typeof trackingUpdateAnswerSchema>;
