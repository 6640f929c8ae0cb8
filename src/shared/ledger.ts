import type { HandoffKind } from './custody';
import type { ShipmentStatus } from './shipment-status';

/**
 * The custody events the ledger records (decision 073). Tracking updates and handoffs are
 * appended today; vault moves and releases have their names reserved so the CHECK need not change
 * when they join.
 */
export const LEDGER_KINDS = [
  'tracking_update',
  'handoff',
  'vault_item_moved',
  'item_released',
] as const;

export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** What an entry of a shipment's tracking update states: its public facts. */
export type TrackingUpdateFacts = {
  tracking_number: string;
  status: ShipmentStatus;
  location: string;
  time: string;
};

/**
 * What a handoff's entry states: its tracking update's facts (at the device's time) and the
 * handoff's own, the position rounded to 5 decimals (about a metre).
 */
export type HandoffFacts = TrackingUpdateFacts & {
  handoff_id: string;
  kind: HandoffKind;
  seal_numbers: string[];
  seals_broken: boolean;
  signer_name: string;
  latitude: number;
  longitude: number;
  accuracy_m: number;
  device_time: string;
  /** When our server received it. */
  received_at: string;
};

/** A degree of latitude or longitude as the ledger states it: 5 decimals. */
export function ledgerCoordinate(degrees: number): number {
  return Math.round(degrees * 1e5) / 1e5;
}
