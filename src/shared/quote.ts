import { SECURITY_LEVELS } from './security-level';
import { isoDateTime, z } from './zod';

/**
 * What a booking's quote states and its signature covers (decision 068): the route, the goods'
 * class and the price held until a date. Never the client, the addresses, the contents or the
 * declared value: anyone holding the quote's QR code may read these facts.
 */
export const quoteFactsSchema = z
  .object({
    number: z
      .string()
      .meta({ description: "The booking request's number.", example: 'REQ-2026-000042' }),
    origin: z.string(),
    destination: z.string(),
    security_level: z.enum(SECURITY_LEVELS),
    weight_kg: z.number(),
    dimensions_cm: z.string().nullable(),
    price: z.number().meta({ description: 'In USD, from the shared cost formula.' }),
    valid_until: isoDateTime,
  })
  .meta({ id: 'QuoteFacts' });

export type QuoteFacts = z.infer<typeof quoteFactsSchema>;

/** The facts a booking's quote states, from the booking as asked and its price. */
export function quoteFactsOf(
  number: string,
  booking: {
    pickup_city: string;
    delivery_city: string;
    security_level: QuoteFacts['security_level'];
    weight_kg: number;
    dimensions_cm: string | null;
  },
  price: number,
  validUntil: Date,
): QuoteFacts {
  return {
    number,
    origin: booking.pickup_city,
    destination: booking.delivery_city,
    security_level: booking.security_level,
    weight_kg: booking.weight_kg,
    dimensions_cm: booking.dimensions_cm,
    price,
    valid_until: validUntil.toISOString(),
  };
}
