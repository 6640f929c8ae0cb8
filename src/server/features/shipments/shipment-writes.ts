import type { ShipmentForm } from '#shared/shipment-schema';
import { shipments } from '../../db/schema';
import { notifyStatusChange } from '../shared/notify-status-change';
import { recordShipmentChange } from '../shared/record-shipment-change';

export { notifyStatusChange, recordShipmentChange };

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
