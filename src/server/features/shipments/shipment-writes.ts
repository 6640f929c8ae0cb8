import type { ShipmentForm } from '#shared/shipment-schema';

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
