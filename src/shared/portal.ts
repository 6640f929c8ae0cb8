import type { SecurityLevel } from './security-level';
import type { ShipmentStatus } from './shipment-status';
import type { VaultCategory } from './vault-category';

/** What the client portal's endpoints answer; dates travel as ISO strings. */

export type VaultItemSummary = {
  id: string;
  name: string;
  description: string | null;
  category: VaultCategory;
  security_level: SecurityLevel;
  date_stored: string;
  last_accessed: string | null;
};

/** Location and value are only read through the audited details endpoint. */
export type VaultItemDetails = VaultItemSummary & {
  location_code: string | null;
  value: number | null;
};

export type ClientShipment = {
  id: string;
  tracking_number: string;
  origin: string;
  destination: string;
  status: ShipmentStatus;
  estimated_delivery: string | null;
  created_at: string;
};

export type AccessLogEntry = {
  id: string;
  entity_type: string;
  entity_id: string | null;
  entity_label: string | null;
  action: string;
  actor: string;
  ip_address: string | null;
  location: string | null;
  created_at: string;
};

export type ClientProfile = {
  id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  phone: string | null;
  company: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  zipcode: string | null;
  country: string | null;
  profile_image_url: string | null;
  next_of_kin_name: string | null;
  next_of_kin_email: string | null;
  next_of_kin_phone: string | null;
  created_at: string;
};

/** The error messages of spec §8 for a signed-in user without a client record. */
export const MISSING_PROFILE_MESSAGES = {
  items: 'Could not find client profile.',
  shipments: 'Could not find client profile to fetch shipments.',
  profile: 'No client profile found. Please contact support.',
} as const;
