import { eq, sql } from 'drizzle-orm';
import type { AddedTrackingUpdate } from '#shared/admin/shipments';
import type { TrackingUpdateFacts } from '#shared/ledger';
import type { TrackingUpdate } from '#shared/shipment-schema';
import type { Db } from '../../db/client';
import { shipments, shipmentUpdates } from '../../db/schema';
import { AppError } from '../../core/errors';
import type { StaffChange } from '../../audit/staff-change';
import { appendToLedger } from '../../ledger/append-to-ledger';
import { SHIPMENT_NOT_FOUND } from './get-shipment';
import type { NotificationConfig } from '../../notifications/notify-user';
import {
  changedShipmentColumns,
  notifyStatusChange,
  recordShipmentChange,
} from './shipment-writes';

/**
 * Adds a tracking update and moves the shipment to its status and location in the same
 * transaction; reaching Delivered records the delivery time (decision 006). A new
 * status is told to the shipment's client, and the update is a custody ledger entry (073).
 */
export async function addTrackingUpdate({
  db,
  config,
  shipmentId,
  update,
  ...change
}: StaffChange & {
  db: Db;
  config: NotificationConfig;
  shipmentId: string;
  update: TrackingUpdate;
}): Promise<AddedTrackingUpdate> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ status: shipments.status })
      .from(shipments)
      .where(eq(shipments.id, shipmentId))
      .for('update');
    if (!before) throw new AppError('NOT_FOUND', SHIPMENT_NOT_FOUND);
    const [shipment] = await tx
      .update(shipments)
      .set({
        status: update.status,
        current_location: update.location,
        delivery_date:
          update.status === 'delivered' ? sql`coalesce(${shipments.delivery_date}, now())` : null,
      })
      .where(eq(shipments.id, shipmentId))
      .returning(changedShipmentColumns);
    if (!shipment) throw new AppError('NOT_FOUND', SHIPMENT_NOT_FOUND);
    const [added] = await tx
      .insert(shipmentUpdates)
      .values({ shipment_id: shipmentId, ...update, in_ledger: true })
      .returning();
    if (!added) throw new Error('tracking update insert returned no row');
    await notifyStatusChange(tx, config, shipment, {
      before: before.status,
      after: update.status,
    });
    await recordShipmentChange(tx, shipment, {
      ...change,
      action: 'tracking_update',
      details: { status: update.status, location: update.location },
    });
    const facts: TrackingUpdateFacts = {
      tracking_number: shipment.tracking_number,
      status: added.status,
      location: added.location,
      time: added.timestamp.toISOString(),
    };
    await appendToLedger(tx, { kind: 'tracking_update', shipmentId, facts });
    return {
      id: added.id,
      shipment_id: added.shipment_id,
      status: added.status,
      location: added.location,
      description: added.description,
      timestamp: added.timestamp.toISOString(),
    };
  });
}
