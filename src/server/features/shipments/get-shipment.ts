import { desc, eq } from 'drizzle-orm';
import type { AdminShipmentDetail } from '#shared/admin';
import type { DbOrTx } from '../../db/client';
import { clients, shipments, shipmentUpdates } from '../../db/schema';
import { AppError } from '../../core/errors';
import { clientNameColumns } from '../../db/client-name';
import { SHIPMENT_NOT_FOUND } from '../shared/public-shipment';
import { toAdminShipment } from './shipment-columns';

export { SHIPMENT_NOT_FOUND };

/** One shipment with its client and its tracking history, newest first (spec §7 call 13). */
export async function getShipment({
  db,
  shipmentId,
}: {
  db: DbOrTx;
  shipmentId: string;
}): Promise<AdminShipmentDetail> {
  const [found] = await db
    .select({ shipment: shipments, client: clientNameColumns })
    .from(shipments)
    .leftJoin(clients, eq(clients.id, shipments.client_id))
    .where(eq(shipments.id, shipmentId));
  if (!found) throw new AppError('NOT_FOUND', SHIPMENT_NOT_FOUND);
  const updates = await db
    .select()
    .from(shipmentUpdates)
    .where(eq(shipmentUpdates.shipment_id, shipmentId))
    .orderBy(desc(shipmentUpdates.timestamp), desc(shipmentUpdates.id));
  return {
    ...toAdminShipment(found.shipment, found.client?.id ? found.client : null),
    updates: updates.map((update) => ({
      id: update.id,
      status: update.status,
      location: update.location,
      description: update.description,
      timestamp: update.timestamp.toISOString(),
    })),
  };
}
