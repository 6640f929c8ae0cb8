import type { SavedShipment } from '#shared/admin/shipments';
import type { ShipmentForm } from '#shared/shipment-schema';
import type { Db } from '../../db/client';
import { shipments } from '../../db/schema';
import type { StaffChange } from '../../audit/staff-change';
import { requireExistingClient } from '../shared/require-existing-client';
import { changedShipmentColumns, recordShipmentChange, shipmentColumns } from './shipment-writes';

/** Attempts before giving up; each retry moves one millisecond on, so collisions end quickly. */
const TRACKING_NUMBER_ATTEMPTS = 50;

/**
 * Creates a shipment with tracking number OTC + milliseconds. The unique index decides: a number
 * already taken by a concurrent create is skipped (decision 022).
 */
export async function createShipment({
  db,
  form,
  ...change
}: StaffChange & { db: Db; form: ShipmentForm }): Promise<SavedShipment> {
  return db.transaction(async (tx) => {
    await requireExistingClient(tx, form.client_id);
    const columns = shipmentColumns(form, null);
    let stamp = Date.now();
    for (let attempt = 0; attempt < TRACKING_NUMBER_ATTEMPTS; attempt += 1, stamp += 1) {
      const [created] = await tx
        .insert(shipments)
        .values({ ...columns, tracking_number: `OTC${stamp}` })
        .onConflictDoNothing({ target: shipments.tracking_number })
        .returning(changedShipmentColumns);
      if (created) return recordShipmentChange(tx, created, { ...change, action: 'created' });
    }
    throw new Error('no free tracking number after retries');
  });
}
