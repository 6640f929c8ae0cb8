import { desc, eq } from 'drizzle-orm';
import type { AdminShipmentDetail } from '#shared/admin/shipments';
import type { DbOrTx } from '../../db/client';
import { shipmentUpdates } from '../../db/schema';

type TrackingHistoryEntry = Omit<AdminShipmentDetail['updates'][number], 'photos'>;

/**
 * A shipment's tracking updates as staff read them (the admin detail, a courier's shipment):
 * with their ids, newest first.
 */
export async function trackingHistoryOf(
  db: DbOrTx,
  shipmentId: string,
): Promise<TrackingHistoryEntry[]> {
  const updates = await db
    .select({
      id: shipmentUpdates.id,
      status: shipmentUpdates.status,
      location: shipmentUpdates.location,
      description: shipmentUpdates.description,
      timestamp: shipmentUpdates.timestamp,
    })
    .from(shipmentUpdates)
    .where(eq(shipmentUpdates.shipment_id, shipmentId))
    .orderBy(desc(shipmentUpdates.timestamp), desc(shipmentUpdates.id));
  return updates.map((update) => ({ ...update, timestamp: update.timestamp.toISOString() }));
}
