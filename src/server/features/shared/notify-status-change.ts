import { shipmentStatusNotification } from '#shared/notification-messages';
import type { ShipmentStatus } from '#shared/shipment-status';
import type { DbOrTx } from '../../db/client';
import { notifyUser, type NotificationConfig } from '../../notifications/notify-user';
import { completeDeliveredRequest } from './complete-delivered-request';
import type { ChangedShipment } from './record-shipment-change';

/**
 * Tells the shipment's client that it moved to a new status, in the write's transaction;
 * a write that leaves the status as it was, or a shipment without a client, tells no one. A
 * delivery completes the request the shipment came from.
 */
export async function notifyStatusChange(
  tx: DbOrTx,
  config: NotificationConfig,
  shipment: ChangedShipment,
  status: { before: ShipmentStatus; after: ShipmentStatus },
): Promise<void> {
  if (status.before === status.after || !shipment.client_id) return;
  if (status.after === 'delivered') await completeDeliveredRequest(tx, config, shipment.id);
  await notifyUser(tx, {
    config,
    userId: shipment.client_id,
    ...shipmentStatusNotification(shipment.tracking_number, status.after),
  });
}
