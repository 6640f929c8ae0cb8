import type { Tone } from './tones';

/**
 * The one shipment status vocabulary of public tracking, the portal and the admin area, in the
 * order a shipment usually moves.
 */
export const SHIPMENT_STATUSES = [
  'pending',
  'picked_up',
  'in_transit',
  'out_for_delivery',
  'on_hold',
  'delivered',
  'delayed',
  'cancelled',
] as const;

export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];

export const SHIPMENT_STATUS_LABELS: Record<ShipmentStatus, string> = {
  pending: 'Pending',
  picked_up: 'Picked up',
  in_transit: 'In Transit',
  out_for_delivery: 'Out for delivery',
  on_hold: 'On Hold',
  delivered: 'Delivered',
  delayed: 'Delayed',
  cancelled: 'Cancelled',
};

export const SHIPMENT_STATUS_TONES: Record<ShipmentStatus, Tone> = {
  pending: 'yellow',
  picked_up: 'cyan',
  in_transit: 'blue',
  out_for_delivery: 'indigo',
  on_hold: 'purple',
  delivered: 'green',
  delayed: 'orange',
  cancelled: 'red',
};

export const DEFAULT_SHIPMENT_STATUS: ShipmentStatus = 'pending';
export const DEFAULT_TRACKING_UPDATE_STATUS: ShipmentStatus = 'in_transit';

/** Shipments in these states are finished; any other state still needs the client's record. */
export const FINISHED_SHIPMENT_STATUSES: readonly ShipmentStatus[] = ['delivered', 'cancelled'];

function isShipmentStatus(value: string): value is ShipmentStatus {
  return (SHIPMENT_STATUSES as readonly string[]).includes(value);
}

/** Label and tone for any stored value; an unknown value reads as itself in grey. */
export function describeShipmentStatus(value: string): { label: string; tone: Tone } {
  return isShipmentStatus(value)
    ? { label: SHIPMENT_STATUS_LABELS[value], tone: SHIPMENT_STATUS_TONES[value] }
    : { label: value, tone: 'grey' };
}
