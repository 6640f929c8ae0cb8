import { desc, eq, sql } from 'drizzle-orm';
import { MISSING_PROFILE_MESSAGES, type ClientShipment } from '#shared/portal';
import type { Db } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import { shipments } from '../../db/schema';
import { custodyPhotoCount } from '../shared/custody-photos';
import { shipmentSummaryColumns } from '../shared/shipment-summary';
import { requireClientOf, type PortalUser } from './client-of-user';

const ownShipments = preparedStatement('own_shipments', (db) =>
  db
    .select({
      ...shipmentSummaryColumns,
      estimated_delivery: shipments.estimated_delivery,
      created_at: shipments.created_at,
      photo_count: custodyPhotoCount,
    })
    .from(shipments)
    .where(eq(shipments.client_id, sql.placeholder('clientId')))
    .orderBy(desc(shipments.created_at), desc(shipments.id)),
);

/** The client's own shipments, newest first. */
export async function listOwnShipments({
  db,
  user,
}: {
  db: Db;
  user: PortalUser;
}): Promise<ClientShipment[]> {
  const clientId = requireClientOf(user, MISSING_PROFILE_MESSAGES.shipments);
  const rows = await ownShipments(db).execute({ clientId });
  // Field by field: a spread row costs ~1.5 µs, these ~0.05 (decision 060).
  return rows.map((row) => ({
    id: row.id,
    tracking_number: row.tracking_number,
    origin: row.origin,
    destination: row.destination,
    status: row.status,
    estimated_delivery: row.estimated_delivery?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
    photo_count: row.photo_count,
  }));
}
