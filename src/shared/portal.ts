import { pageSchema } from './list-query';
import { SECURITY_LEVELS } from './security-level';
import { SHIPMENT_STATUSES } from './shipment-status';
import { VAULT_CATEGORIES } from './vault-category';
import { isoDateTime, nullableText, z } from './zod';

/** What the client portal's endpoints answer; dates travel as ISO strings. */

export const vaultItemSummarySchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    description: nullableText,
    category: z.enum(VAULT_CATEGORIES),
    security_level: z.enum(SECURITY_LEVELS),
    date_stored: isoDateTime,
    last_accessed: isoDateTime.nullable(),
    released_at: isoDateTime
      .nullable()
      .meta({ description: 'When a release took it out of the vault; kept with its history.' }),
  })
  .meta({ id: 'VaultItemSummary' });

export type VaultItemSummary = z.infer<typeof vaultItemSummarySchema>;

/** Location and value are only read through the audited details endpoint. */
export const vaultItemDetailsSchema = vaultItemSummarySchema
  .extend({ location_code: nullableText, value: z.number().nullable() })
  .meta({ id: 'VaultItemDetails' });

export type VaultItemDetails = z.infer<typeof vaultItemDetailsSchema>;

export const vaultItemListSchema = z
  .object({ items: z.array(vaultItemSummarySchema).meta({ description: 'Newest first.' }) })
  .meta({ id: 'VaultItemList' });

/** What every list of shipments shows of each: which one, from where to where, and how it stands. */
export const shipmentSummaryFields = {
  id: z.uuid(),
  tracking_number: z.string(),
  origin: z.string(),
  destination: z.string(),
  status: z.enum(SHIPMENT_STATUSES),
};

const clientShipmentSchema = z
  .object({
    ...shipmentSummaryFields,
    estimated_delivery: isoDateTime.nullable(),
    created_at: isoDateTime,
    photo_count: z.number().int().meta({ description: 'How many custody photos it holds.' }),
  })
  .meta({ id: 'ClientShipment' });

export type ClientShipment = z.infer<typeof clientShipmentSchema>;

export const clientShipmentListSchema = z
  .object({ shipments: z.array(clientShipmentSchema).meta({ description: 'Newest first.' }) })
  .meta({ id: 'ClientShipmentList' });

const accessLogEntrySchema = z
  .object({
    id: z.uuid(),
    entity_type: z.string(),
    entity_id: z.string().nullable(),
    entity_label: nullableText,
    action: z.string(),
    actor: z.string(),
    ip_address: nullableText,
    location: nullableText,
    created_at: isoDateTime,
  })
  .meta({ id: 'AccessLogEntry' });

export type AccessLogEntry = z.infer<typeof accessLogEntrySchema>;

export const accessLogPageSchema = pageSchema(accessLogEntrySchema, 'AccessLogPage');

/** The fields of a client record every client screen shows. */
const clientRecordFields = {
  id: z.uuid(),
  email: z.string(),
  first_name: nullableText,
  last_name: nullableText,
  phone: nullableText,
  company: nullableText,
  address: nullableText,
  city: nullableText,
  state: nullableText,
  zipcode: nullableText,
  country: nullableText,
  next_of_kin_name: nullableText,
  next_of_kin_email: nullableText,
  next_of_kin_phone: nullableText,
  created_at: isoDateTime,
};

export const clientProfileSchema = z
  .object({ ...clientRecordFields, profile_image_url: nullableText })
  .meta({ id: 'ClientProfile' });

export type ClientProfile = z.infer<typeof clientProfileSchema>;

/** A client record as the admin screens edit it; the avatar is the client's own business. */
export const adminClientSchema = z.object(clientRecordFields).meta({ id: 'AdminClient' });

export type AdminClient = z.infer<typeof adminClientSchema>;

/** The error messages, kept as written, for a signed-in user without a client record. */
export const MISSING_PROFILE_MESSAGES = {
  items: 'Could not find client profile.',
  shipments: 'Could not find client profile to fetch shipments.',
  profile: 'No client profile found. Please contact support.',
} as const;
