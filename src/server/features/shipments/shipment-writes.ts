import { shipmentStatusNotification } from '#shared/notification-messages';
import type { ShipmentStatus } from '#shared/shipment-status';
import type { ShipmentForm } from '#shared/shipment-schema';
import type { DbOrTx } from '../../db/client';
import { shipments } from '../../db/schema';
import { notifyUser, type NotificationConfig } from '../../notifications/notify-user';
import { completeDeliveredRequest } from '../shared/complete-delivered-request';
import { recordShipmentChange, type ChangedShipment } from '../shared/record-shipment-change';

export { recordShipmentChange };

/**
 * The form's fields as columns. Delivered means delivered (decision 006): reaching it records
 * the delivery time once; leaving it (a correction) clears it.
 */
export function shipmentColumns(form: ShipmentForm, previousDeliveryDate: Date | null) {
  const { date_of_shipment, estimated_delivery, ...rest } = form;
  return {
    ...rest,
    date_of_shipment: date_of_shipment ? new Date(date_of_shipment) : null,
    estimated_delivery: estimated_delivery ? new Date(estimated_delivery) : null,
    delivery_date: form.status === 'delivered' ? (previousDeliveryDate ?? new Date()) : null,
  };
}

/** What a write returns of the shipment it changed: enough to audit it and to answer. */
export const changedShipmentColumns = {
  id: shipments.id,
  tracking_number: shipments.tracking_number,
  client_id: shipments.client_id,
};

/**
 * Tells the shipment's client that staff moved it to a new status, in the write's transaction;
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
