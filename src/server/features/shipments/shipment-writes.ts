import type { SavedShipment } from '#shared/admin';
import { SHIPMENT_CHANGED_EVENT } from '#shared/live-events';
import { shipmentStatusNotification } from '#shared/notification-messages';
import type { ShipmentStatus } from '#shared/shipment-status';
import type { ShipmentForm } from '#shared/shipment-schema';
import type { AuditEvent } from '../../audit/record-audit-event';
import { recordStaffChange, type StaffChange } from '../../audit/staff-change';
import type { DbOrTx } from '../../db/client';
import { shipments } from '../../db/schema';
import { liveTopics, publishLiveEvent } from '../../live/publish-live-event';
import { notifyUser, type NotificationConfig } from '../../notifications/notify-user';

/**
 * The form's fields as columns. Delivered means delivered (DESIGN.md §5.6): reaching it records
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

type ChangedShipment = { id: string; tracking_number: string; client_id: string | null };

/**
 * A staff change to a shipment, recorded in its client's access log under its tracking number and
 * announced to the live streams of its tracking page, its client and the staff, in the write's transaction;
 * answers which shipment it was.
 */
export async function recordShipmentChange(
  tx: DbOrTx,
  shipment: ChangedShipment,
  change: StaffChange & Pick<AuditEvent, 'action' | 'details'>,
): Promise<SavedShipment> {
  await recordStaffChange(tx, {
    ...change,
    entity: { type: 'shipment', id: shipment.id, label: shipment.tracking_number },
    clientId: shipment.client_id,
  });
  // Only the number and what happened: the public tracking stream carries it too.
  const payload = { tracking_number: shipment.tracking_number, change: change.action };
  const topics = [liveTopics.shipment(shipment.id), liveTopics.staff()];
  if (shipment.client_id) topics.push(liveTopics.client(shipment.client_id));
  for (const topic of topics) {
    await publishLiveEvent(tx, { topic, kind: SHIPMENT_CHANGED_EVENT, payload });
  }
  return { id: shipment.id, tracking_number: shipment.tracking_number };
}

/**
 * Tells the shipment's client that staff moved it to a new status, in the write's transaction;
 * a write that leaves the status as it was, or a shipment without a client, tells no one.
 */
export async function notifyStatusChange(
  tx: DbOrTx,
  config: NotificationConfig,
  shipment: ChangedShipment,
  status: { before: ShipmentStatus; after: ShipmentStatus },
): Promise<void> {
  if (status.before === status.after || !shipment.client_id) return;
  await notifyUser(tx, {
    config,
    userId: shipment.client_id,
    ...shipmentStatusNotification(shipment.tracking_number, status.after),
  });
}
