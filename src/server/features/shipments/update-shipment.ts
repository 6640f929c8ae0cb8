import { eq } from 'drizzle-orm';
import type { SavedShipment } from '#shared/admin/shipments';
import type { ShipmentForm } from '#shared/shipment-schema';
import type { Db } from '../../db/client';
import { shipments } from '../../db/schema';
import { AppError } from '../../core/errors';
import type { StaffChange } from '../../audit/staff-change';
import { SHIPMENT_NOT_FOUND } from './get-shipment';
import { requireExistingClient } from '../shared/require-existing-client';
import type { NotificationConfig } from '../../notifications/notify-user';
import {
  changedShipmentColumns,
  notifyStatusChange,
  recordShipmentChange,
  shipmentColumns,
} from './shipment-writes';

/**
 * Edit Shipment Details; the owning client sees 'Updated' in their access log, and is notified
 * when the status changed.
 */
export async function updateShipment({
  db,
  config,
  shipmentId,
  form,
  ...change
}: StaffChange & {
  db: Db;
  config: NotificationConfig;
  shipmentId: string;
  form: ShipmentForm;
}): Promise<SavedShipment> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ delivery_date: shipments.delivery_date, status: shipments.status })
      .from(shipments)
      .where(eq(shipments.id, shipmentId))
      .for('update');
    if (!current) throw new AppError('NOT_FOUND', SHIPMENT_NOT_FOUND);
    await requireExistingClient(tx, form.client_id);
    const [updated] = await tx
      .update(shipments)
      .set(shipmentColumns(form, current.delivery_date))
      .where(eq(shipments.id, shipmentId))
      .returning(changedShipmentColumns);
    if (!updated) throw new AppError('NOT_FOUND', SHIPMENT_NOT_FOUND);
    await notifyStatusChange(tx, config, updated, { before: current.status, after: form.status });
    return recordShipmentChange(tx, updated, { ...change, action: 'updated' });
  });
}
