import { asc, desc, eq } from 'drizzle-orm';
import type { TrackingUpdate } from '#shared/tracking-answer';
import type { DbOrTx } from '../../db/client';
import { shipments, shipmentUpdates } from '../../db/schema';

/** What an unknown shipment, or one the caller may not see, answers: the same words either way. */
export const SHIPMENT_NOT_FOUND = 'Shipment not found.';

/** The columns of a shipment the public may read (decision 006), named as the answers name them. */
export const publicShipmentColumns = {
  id: shipments.id,
  tracking_number: shipments.tracking_number,
  status: shipments.status,
  origin: shipments.origin,
  destination: shipments.destination,
  current_location: shipments.current_location,
  estimated_delivery: shipments.estimated_delivery,
  delivered_at: shipments.delivery_date,
  security_level: shipments.security_level,
  weight_kg: shipments.weight_kg,
  dimensions_cm: shipments.dimensions_cm,
};

/**
 * A shipment's tracking updates as the public may read them (tracking page, receipts): status,
 * place, note and time, never who recorded them.
 */
export async function publicTimelineOf({
  db,
  shipmentId,
  order,
}: {
  db: DbOrTx;
  shipmentId: string;
  order: 'newest first' | 'oldest first';
}): Promise<TrackingUpdate[]> {
  const updates = await db
    .select({
      status: shipmentUpdates.status,
      location: shipmentUpdates.location,
      description: shipmentUpdates.description,
      timestamp: shipmentUpdates.timestamp,
    })
    .from(shipmentUpdates)
    .where(eq(shipmentUpdates.shipment_id, shipmentId))
    .orderBy(
      ...(order === 'newest first'
        ? [desc(shipmentUpdates.timestamp)]
        : [asc(shipmentUpdates.timestamp), asc(shipmentUpdates.id)]),
    );
  return updates.map((update) => ({ ...update, timestamp: update.timestamp.toISOString() }));
}
