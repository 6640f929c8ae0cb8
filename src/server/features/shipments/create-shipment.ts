import type { SavedShipment } from '#shared/admin/shipments';
import type { ShipmentForm } from '#shared/shipment-schema';
import type { Db } from '../../db/client';
import type { StaffChange } from '../../audit/staff-change';
import { insertShipment } from '../shared/insert-shipment';
import { requireExistingClient } from '../shared/require-existing-client';
import { recordShipmentChange, shipmentColumns } from './shipment-writes';

/** Creates a shipment from the admin form, with a new tracking number (decision 022). */
export async function createShipment({
  db,
  form,
  ...change
}: StaffChange & { db: Db; form: ShipmentForm }): Promise<SavedShipment> {
  return db.transaction(async (tx) => {
    await requireExistingClient(tx, form.client_id);
    const created = await insertShipment(tx, shipmentColumns(form, null));
    return recordShipmentChange(tx, created, { ...change, action: 'created' });
  });
}
