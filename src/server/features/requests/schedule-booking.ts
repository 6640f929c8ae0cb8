import { eq } from 'drizzle-orm';
import type { RequestOrigin } from '../../audit/record-audit-event';
import type { DbOrTx } from '../../db/client';
import { bookingRequests } from '../../db/schema';
import { bookRequestShipment } from './request-shipment';

/**
 * Our acceptance of a booking: its shipment, Pending, with a new tracking number, to be collected
 * in the pickup window. The public tracking page shows cities only; the street addresses stay on
 * the request. Answers the shipment's id.
 */
export async function scheduleBooking(
  tx: DbOrTx,
  step: {
    request: { id: string; number: string; client_id: string };
    admin: { id: string; email: string };
    origin: RequestOrigin;
  },
): Promise<string> {
  const { request } = step;
  const [booking] = await tx
    .select()
    .from(bookingRequests)
    .where(eq(bookingRequests.request_id, request.id));
  if (!booking) throw new Error(`booking ${request.number} has no details`);
  return bookRequestShipment(tx, step, {
    origin: booking.pickup_city,
    destination: booking.delivery_city,
    status: 'pending',
    security_level: booking.security_level,
    value: booking.declared_value,
    weight_kg: booking.weight_kg,
    dimensions_cm: booking.dimensions_cm,
    item_description: booking.contents,
    date_of_shipment: booking.pickup_from,
  });
}
