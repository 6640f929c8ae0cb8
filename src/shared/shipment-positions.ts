import { z } from './zod';

/**
 * The live map's reading of a shipment (decision 075): its planned route as the gazetteer places
 * its ends, the positions its crews reported, and the latest. Staff read it on the shipment's page,
 * the organisation that owns it in the portal and on /track; the public never: they keep the
 * city-level location of the tracking updates.
 */

/**
 * At most this many positions are drawn: a crew reports every 15 seconds, so a three-day drive is
 * over 17,000; the server keeps every n-th and always the latest, which a line on a phone's screen
 * cannot tell apart from all of them.
 */
export const POSITIONS_SHOWN_MAX = 500;

const placeSchema = z
  .object({ name: z.string(), lat: z.number(), lon: z.number() })
  .meta({ description: 'A city of the gazetteer: its name and centre.' });

const routeEndSchema = z.object({
  /** The place as the shipment writes it. */
  text: z.string(),
  place: placeSchema.nullable().meta({
    description: 'Where the gazetteer puts it; null for a place it does not know (no guess).',
  }),
});

const mapPositionSchema = z.object({
  lat: z.number(),
  lon: z.number(),
  accuracy_m: z.number().meta({ description: 'The radius of the fix, in metres.' }),
  at: z.string().meta({ description: "The device's clock when it was measured (ISO 8601)." }),
  far_from_route: z.boolean(),
});

export const shipmentPositionsSchema = z.object({
  shipment_id: z.uuid(),
  tracking_number: z.string(),
  route: z.object({ origin: routeEndSchema, destination: routeEndSchema }),
  positions: z.array(mapPositionSchema).meta({
    description: `Oldest first; at most ${POSITIONS_SHOWN_MAX}, a longer history thinned to every n-th, the latest always kept.`,
  }),
  current: mapPositionSchema.nullable().meta({ description: 'The latest position, if any.' }),
  total: z.number().int().meta({ description: 'How many positions are stored, before thinning.' }),
  far_from_route: z
    .number()
    .int()
    .meta({ description: 'How many of them are far from the route.' }),
});

export type MapPosition = z.infer<typeof mapPositionSchema>;
export type ShipmentPositions = z.infer<typeof shipmentPositionsSchema>;
export type MapPlace = z.infer<typeof placeSchema>;
