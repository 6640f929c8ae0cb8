import type { ClientProfile } from './portal';
import type { SecurityLevel } from './security-level';
import type { ShipmentStatus } from './shipment-status';
import type { VaultCategory } from './vault-category';

/** What the admin endpoints answer; dates travel as ISO strings. */

export type ClientName = {
  id: string;
  first_name: string | null;
  last_name: string | null;
  email: string;
};

export type AdminShipmentRow = {
  id: string;
  tracking_number: string;
  origin: string;
  destination: string;
  status: ShipmentStatus;
  created_at: string;
  client: ClientName | null;
};

export type AdminShipment = {
  id: string;
  tracking_number: string;
  client_id: string | null;
  origin: string;
  destination: string;
  status: ShipmentStatus;
  current_location: string | null;
  date_of_shipment: string | null;
  estimated_delivery: string | null;
  delivery_date: string | null;
  security_level: SecurityLevel;
  value: number | null;
  weight_kg: number | null;
  dimensions_cm: string | null;
  item_description: string | null;
  created_at: string;
  client: ClientName | null;
};

export type AdminTrackingUpdate = {
  id: string;
  status: ShipmentStatus;
  location: string;
  description: string | null;
  timestamp: string;
};

export type AdminShipmentDetail = AdminShipment & { updates: AdminTrackingUpdate[] };

/** A client record as the admin screens edit it; the avatar is the client's own business. */
export type AdminClient = Omit<ClientProfile, 'profile_image_url'>;

export type AdminVaultItem = {
  id: string;
  client_id: string;
  name: string;
  description: string | null;
  category: VaultCategory;
  security_level: SecurityLevel;
  location_code: string | null;
  value: number | null;
  date_stored: string;
  last_accessed: string | null;
  created_at: string;
  client: ClientName | null;
};

/**
 * A card's number, and the measure its change line compares: `current` now against `previous`
 * 30 days earlier (for a total, current is the total).
 */
export type OverviewStat = { total: number; current: number; previous: number };

export type OverviewStats = {
  totalShipments: OverviewStat;
  activeShipments: OverviewStat;
  totalClients: OverviewStat;
  itemsInVault: OverviewStat;
};

/** '+12% from last month'; a fall shows as a fall, and no base month says so. */
export function describeChange({ current, previous }: OverviewStat): {
  text: string;
  trend: 'up' | 'down' | 'flat';
} {
  if (previous === 0) {
    return current === 0
      ? { text: 'No change from last month', trend: 'flat' }
      : { text: 'New this month', trend: 'up' };
  }
  const percent = Math.round(((current - previous) / previous) * 100);
  if (percent === 0) return { text: 'No change from last month', trend: 'flat' };
  return percent > 0
    ? { text: `+${percent}% from last month`, trend: 'up' }
    : { text: `${percent}% from last month`, trend: 'down' };
}

/** One week of the Shipments per week chart: its Monday ('2026-11-16') and its new shipments. */
export type ShipmentsWeek = {
  week: string;
  total: number;
  /** Only the statuses the week has, in the vocabulary's order. */
  byStatus: { status: ShipmentStatus; count: number }[];
};

export type AnalyticsData = {
  /** Every one of the last 12 weeks, oldest first, weeks without shipments included. */
  shipmentsPerWeek: ShipmentsWeek[];
  vaultValueByCategory: { category: VaultCategory; value: number; items: number }[];
  clientsOverTime: { month: string; total: number }[];
};

export const SHIPMENT_SORTS = [
  'created_at',
  'tracking_number',
  'origin',
  'destination',
  'status',
] as const;
export const CLIENT_SORTS = ['created_at', 'last_name', 'email', 'company', 'country'] as const;
export const VAULT_ITEM_SORTS = [
  'created_at',
  'name',
  'category',
  'security_level',
  'date_stored',
] as const;
