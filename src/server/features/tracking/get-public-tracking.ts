import { desc, eq } from 'drizzle-orm';
import { TRACKING_CARRIER, TRACKING_SECURITY_FEATURES } from '#shared/tracking';
import type { PublicTracking } from '#shared/tracking-answer';
import type { DbOrTx } from '../../db/client';
import { shipments, shipmentUpdates } from '../../db/schema';
import { AppError } from '../../core/errors';

/**
 * What a tracking page may show of one shipment (DESIGN.md §5.9). Only the public columns are
 * read, so the client, the value and the item description never leave the database here.
 */
export async function getPublicTracking({
  db,
  trackingNumber,
}: {
  db: DbOrTx;
  trackingNumber: string;
}): Promise<PublicTracking> {
  const [shipment] = await db
    .select({
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
    })
    .from(shipments)
    .where(eq(shipments.tracking_number, trackingNumber));
  if (!shipment) throw new AppError('NOT_FOUND', 'Shipment not found.');

  const updates = await db
    .select({
      status: shipmentUpdates.status,
      location: shipmentUpdates.location,
      description: shipmentUpdates.description,
      timestamp: shipmentUpdates.timestamp,
    })
    .from(shipmentUpdates)
    .where(eq(shipmentUpdates.shipment_id, shipment.id))
    .orderBy(desc(shipmentUpdates.timestamp));

  const { id: _id, estimated_delivery, delivered_at, ...fields } = shipment;
  return {
    ...fields,
    estimated_delivery: estimated_delivery?.toISOString() ?? null,
    delivered_at: delivered_at?.toISOString() ?? null,
    carrier: TRACKING_CARRIER,
    security_features: [...TRACKING_SECURITY_FEATURES],
    timeline: updates.map((update) => ({
      ...update,
      timestamp: update.timestamp.toISOString(),
    })),
  };
}
