import { count, eq } from 'drizzle-orm';
import type { RecordedHandoff } from '#shared/custody-schema';
import type { DbOrTx } from '../../db/client';
import { shipmentPhotos, type custodyHandoffs } from '../../db/schema';

type HandoffRow = typeof custodyHandoffs.$inferSelect;

/** A handoff as its recording answers it: what was signed for, without the signature's bytes. */
export async function toRecordedHandoff(tx: DbOrTx, row: HandoffRow): Promise<RecordedHandoff> {
  const [photos] = row.update_id
    ? await tx
        .select({ count: count() })
        .from(shipmentPhotos)
        .where(eq(shipmentPhotos.update_id, row.update_id))
    : [];
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
    photo_count: photos?.count ?? 0,
  };
}
