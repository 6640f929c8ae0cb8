import { desc, eq } from 'drizzle-orm';
import { TRACKING_CARRIER, TRACKING_SECURITY_FEATURES } from '#shared/tracking';
import type { PublicTracking } from '#shared/tracking';
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
      trackingNumber: shipments.tracking_number,
      status: shipments.status,
      origin: shipments.origin,
      destination: shipments.destination,
      currentLocation: shipments.current_location,
      estimatedDelivery: shipments.estimated_delivery,
      deliveredAt: shipments.delivery_date,
      securityLevel: shipments.security_level,
      weightKg: shipments.weight_kg,
      dimensionsCm: shipments.dimensions_cm,
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

  const { id: _id, estimatedDelivery, deliveredAt, ...fields } = shipment;
  return {
    ...fields,
    estimatedDelivery: estimatedDelivery?.toISOString() ?? null,
    deliveredAt: deliveredAt?.toISOString() ?? null,
    carrier: TRACKING_CARRIER,
    securityFeatures: TRACKING_SECURITY_FEATURES,
    timeline: updates.map((update) => ({
      ...update,
      timestamp: update.timestamp.toISOString(),
    })),
  };
}
