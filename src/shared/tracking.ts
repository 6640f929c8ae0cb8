/** Public shipment tracking (DESIGN.md §5.9): what anyone with a tracking number may read. */

import { SECURITY_LEVELS } from './security-level';
import { SHIPMENT_STATUSES } from './shipment-status';
import { isoDateTime, z } from './zod';

export const TRACKING_CARRIER = 'OTC Secure Transport';

export const TRACKING_SECURITY_FEATURES = [
  'GPS Real-time Tracking',
  'Tamper-evident Sealing',
  'Secure Chain of Custody',
] as const;

const TRACKING_NUMBER_MAX_LENGTH = 40;

/** Upper-case letters, digits and hyphens, as tracking numbers are written (OTC + digits). */
const TRACKING_NUMBER_PATTERN = /^[A-Z0-9-]+$/;

export const INVALID_TRACKING_NUMBER_MESSAGE = 'Please enter a valid tracking number.';

/** Trimmed and upper-cased, so 'otc123 ' finds OTC123. */
export function normalizeTrackingNumber(input: string): string {
  return input.trim().toUpperCase();
}

/** A normalized number that could be a tracking number; anything else cannot be found. */
export function isWellFormedTrackingNumber(normalized: string): boolean {
  return (
    normalized.length > 0 &&
    normalized.length <= TRACKING_NUMBER_MAX_LENGTH &&
    TRACKING_NUMBER_PATTERN.test(normalized)
  );
}

const trackingUpdateAnswerSchema = z
  .object({
    status: z.enum(SHIPMENT_STATUSES),
    location: z.string(),
    description: z.string().nullable(),
    timestamp: isoDateTime,
  })
  .meta({ id: 'TrackingUpdate' });

/** The answer of GET /api/track/{number}. Never the client, the value or the item description. */
export const publicTrackingSchema = z
  .object({
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
    carrier: z.literal(TRACKING_CARRIER),
    security_features: z.array(z.enum(TRACKING_SECURITY_FEATURES)),
    timeline: z.array(trackingUpdateAnswerSchema).meta({ description: 'Newest first.' }),
  })
  .meta({ id: 'PublicTracking' });

export type PublicTracking = z.infer<typeof publicTrackingSchema>;
export type TrackingUpdate = z.infer<typeof trackingUpdateAnswerSchema>;
