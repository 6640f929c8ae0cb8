import type { ClientName } from '#shared/admin/clients';
import type { AdminShipment } from '#shared/admin/shipments';
import type { shipments } from '../../db/schema';

type ShipmentRow = typeof shipments.$inferSelect;

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function toAdminShipment(row: ShipmentRow, client: ClientName | null): AdminShipment {
  return {
    id: row.id,
    tracking_number: row.tracking_number,
    client_id: row.client_id,
    origin: row.origin,
    destination: row.destination,
    status: row.status,
    current_location: row.current_location,
    date_of_shipment: iso(row.date_of_shipment),
    estimated_delivery: iso(row.estimated_delivery),
    delivery_date: iso(row.delivery_date),
    security_level: row.security_level,
    value: row.value,
    weight_kg: row.weight_kg,
    dimensions_cm: row.dimensions_cm,
    item_description: row.item_description,
    created_at: row.created_at.toISOString(),
    client,
  };
}
