import { count, inArray } from 'drizzle-orm';
import type { RecordedHandoff } from '#shared/custody-schema';
import type { DbOrTx } from '../../db/client';
import { shipmentPhotos, type custodyHandoffs } from '../../db/schema';

type HandoffRow = typeof custodyHandoffs.$inferSelect;

/**
 * Handoffs as their recording answers them: what was signed for, without the signature's bytes,
 * with how many photos each took, counted in one query for them all.
 */
export async function toRecordedHandoffs(
  tx: DbOrTx,
  rows: readonly HandoffRow[],
): Promise<RecordedHandoff[]> {
  const updateIds = rows.flatMap((row) => (row.update_id ? [row.update_id] : []));
  const counted =
    updateIds.length === 0
      ? []
      : await tx
          .select({ update_id: shipmentPhotos.update_id, count: count() })
          .from(shipmentPhotos)
          .where(inArray(shipmentPhotos.update_id, updateIds))
          .groupBy(shipmentPhotos.update_id);
  const photoCounts = new Map(counted.map((photos) => [photos.update_id, photos.count]));
  return rows.map((row) => toRecordedHandoff(row, photoCounts.get(row.update_id) ?? 0));
}

function toRecordedHandoff(row: HandoffRow, photoCount: number): RecordedHandoff {
  return {
    id: row.id,
    device_id: row.device_id,
    shipment_id: row.shipment_id,
    kind: row.kind,
    seal_numbers: row.seal_numbers,
    seals_broken: row.seals_broken,
    far_from_route: row.far_from_route,
    signer_name: row.signer_name,
    latitude: row.latitude,
    longitude: row.longitude,
    accuracy_m: row.accuracy_m,
    device_time: row.device_time.toISOString(),
    received_at: row.received_at.toISOString(),
    update_id: row.update_id,
    issue_id: row.issue_id,
    photo_count: photoCount,
  };
}
