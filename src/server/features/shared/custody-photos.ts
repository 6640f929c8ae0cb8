import { and, asc, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { shipmentPhotos, shipments } from '../../db/schema';

/**
 * How many custody photos (taken at tracking updates, not sent with issue reports) a shipment
 * holds, as a column of a query that reads `shipments`. Written out with an alias: drizzle leaves
 * the columns of a query's one table unqualified, which would bind both ids to the photo row.
 */
export const custodyPhotoCount: SQL.Aliased<number> = sql<number>`(
  select count(*)::int from ${shipmentPhotos} as custody_photo
  where custody_photo.shipment_id = ${shipments}.id and custody_photo.update_id is not null
)`.as('photo_count');

/** A shipment's custody photos by the tracking update they were taken at, oldest first. */
export async function photosByUpdate({ db, shipmentId }: { db: DbOrTx; shipmentId: string }) {
  const rows = await db
    .select({
      id: shipmentPhotos.id,
      update_id: shipmentPhotos.update_id,
      width: shipmentPhotos.width,
      height: shipmentPhotos.height,
    })
    .from(shipmentPhotos)
    .where(and(eq(shipmentPhotos.shipment_id, shipmentId), isNotNull(shipmentPhotos.update_id)))
    .orderBy(asc(shipmentPhotos.created_at), asc(shipmentPhotos.id));
  const byUpdate = new Map<string, { id: string; width: number; height: number }[]>();
  for (const { update_id, ...photo } of rows) {
    if (!update_id) continue;
    byUpdate.set(update_id, [...(byUpdate.get(update_id) ?? []), photo]);
  }
  return byUpdate;
}
