import { desc, eq } from 'drizzle-orm';
import { MISSING_PROFILE_MESSAGES, type ClientShipment } from '#shared/portal';
import type { DbOrTx } from '../../db/client';
import { shipments } from '../../db/schema';
import { custodyPhotoCount } from '../shared/custody-photos';
import { shipmentSummaryColumns } from '../shared/shipment-summary';
import { requireClientOf } from './client-of-user';

/** The client's own shipments, newest first. */
export async function listOwnShipments({
  db,
  userId,
}: {
  db: DbOrTx;
  userId: string;
}): Promise<ClientShipment[]> {
  const client = await requireClientOf(db, userId, MISSING_PROFILE_MESSAGES.shipments);
  const rows = await db
    .select({
      ...shipmentSummaryColumns,
      estimated_delivery: shipments.estimated_delivery,
      created_at: shipments.created_at,
      photo_count: custodyPhotoCount,
    })
    .from(shipments)
    .where(eq(shipments.client_id, client.id))
    .orderBy(desc(shipments.created_at), desc(shipments.id));
  return rows.map((row) => ({
    ...row,
    estimated_delivery: row.estimated_delivery?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
  }));
}
