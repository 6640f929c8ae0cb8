import type { DbOrTx } from '../../db/client';
import { shipments } from '../../db/schema';

/** Attempts before giving up; each retry moves one millisecond on, so collisions end quickly. */
const TRACKING_NUMBER_ATTEMPTS = 50;

type ShipmentValues = Omit<typeof shipments.$inferInsert, 'tracking_number'>;

/**
 * Inserts a shipment with tracking number OTC + milliseconds, in the caller's transaction. The
 * unique index decides: a number already taken by a concurrent create is skipped (decision 022).
 */
export async function insertShipment(tx: DbOrTx, values: ShipmentValues) {
  let stamp = Date.now();
  for (let attempt = 0; attempt < TRACKING_NUMBER_ATTEMPTS; attempt += 1, stamp += 1) {
    const [created] = await tx
      .insert(shipments)
      .values({ ...values, tracking_number: `OTC${stamp}` })
      .onConflictDoNothing({ target: shipments.tracking_number })
      .returning({
        id: shipments.id,
        tracking_number: shipments.tracking_number,
        client_id: shipments.client_id,
      });
    if (created) return created;
  }
  throw new Error('no free tracking number after retries');
}
