import { keysetPageSchema } from './list-query';
import { updatePhotoSchema } from './photo-answer';
import { adminClientSchema, shipmentSummaryFields } from './portal';
import { ROLES } from './roles';
import { SECURITY_LEVELS } from './security-level';
import { SHIPMENT_STATUSES } from './shipment-status';
import { VAULT_CATEGORIES } from './vault-category';
import { isoDateTime, nullableText, z } from './zod';

/** What the admin endpoints answer; dates travel as ISO strings. */

export const clientNameSchema = z
  .object({ id: z.uuid(), first_name: nullableText, last_name: nullableText, email: z.string() })
  .meta({ id: 'ClientName' });

export type ClientName = z.infer<typeof clientNameSchema>;

/** The client picker's choices for what the admin typed. */
export const clientOptionsSchema = z
  .object({ options: z.array(clientNameSchema).meta({ description: 'At most 20, by name.' }) })
  .meta({ id: 'ClientOptions' });

export const adminClientPageSchema = keysetPageSchema(adminClientSchema, 'AdminClientPage');

/** What deleting a client answers: the record that went. */
export const deletedClientSchema = z
  .object({ id: z.uuid(), email: z.string() })
  .meta({ id: 'DeletedClient' });

export type DeletedClient = z.infer<typeof deletedClientSchema>;

const adminShipmentRowSchema = z
  .object({
    ...shipmentSummaryFields,
    created_at: isoDateTime,
    client: clientNameSchema.nullable(),
  })
  .meta({ id: 'AdminShipmentRow' });

export type AdminShipmentRow = z.infer<typeof adminShipmentRowSchema>;

export const adminShipmentPageSchema = keysetPageSchema(
  adminShipmentRowSchema,
  'AdminShipmentPage',
);

/** What a shipment's creation, change or deletion answers: which shipment it was. */
export const savedShipmentSchema = z
  .object({ id: z.uuid(), tracking_number: z.string() })
  .meta({ id: 'SavedShipment' });

export type SavedShipment = z.infer<typeof savedShipmentSchema>;

const adminShipmentSchema = z
  .object({
    id: z.uuid(),
    tracking_number: z.string(),
    client_id: z.uuid().nullable(),
    origin: z.string(),
    destination: z.string(),
    status: z.enum(SHIPMENT_STATUSES),
    current_location: nullableText,
    date_of_shipment: isoDateTime.nullable(),
    estimated_delivery: isoDateTime.nullable(),
    delivery_date: isoDateTime.nullable(),
    security_level: z.enum(SECURITY_LEVELS),
    value: z.number().nullable(),
    weight_kg: z.number().nullable(),
    dimensions_cm: nullableText,
    item_description: nullableText,
    created_at: isoDateTime,
    client: clientNameSchema.nullable(),
  })
  .meta({ id: 'AdminShipment' });

export type AdminShipment = z.infer<typeof adminShipmentSchema>;

const adminTrackingUpdateSchema = z
  .object({
    id: z.uuid(),
    status: z.enum(SHIPMENT_STATUSES),
    location: z.string(),
    description: nullableText,
    timestamp: isoDateTime,
  })
  .meta({ id: 'AdminTrackingUpdate' });

/** A tracking update as adding it answers: with the shipment it belongs to. */
export const addedTrackingUpdateSchema = adminTrackingUpdateSchema
  .extend({ shipment_id: z.uuid() })
  .meta({ id: 'AddedTrackingUpdate' });

export type AddedTrackingUpdate = z.infer<typeof addedTrackingUpdateSchema>;

/** A tracking update in the shipment detail: with the custody photos taken at it, oldest first. */
const adminDetailUpdateSchema = adminTrackingUpdateSchema
  .extend({ photos: z.array(updatePhotoSchema) })
  .meta({ id: 'AdminDetailTrackingUpdate' });

export const adminShipmentDetailSchema = adminShipmentSchema
  .extend({ updates: z.array(adminDetailUpdateSchema) })
  .meta({ id: 'AdminShipmentDetail' });

export type AdminShipmentDetail = z.infer<typeof adminShipmentDetailSchema>;

export const adminVaultItemSchema = z
  .object({
    id: z.uuid(),
    client_id: z.uuid(),
    name: z.string(),
    description: nullableText,
    category: z.enum(VAULT_CATEGORIES),
    security_level: z.enum(SECURITY_LEVELS),
    location_code: nullableText,
    value: z.number().nullable(),
    date_stored: isoDateTime,
    last_accessed: isoDateTime.nullable(),
    created_at: isoDateTime,
    client: clientNameSchema.nullable(),
  })
  .meta({ id: 'AdminVaultItem' });

export type AdminVaultItem = z.infer<typeof adminVaultItemSchema>;

export const adminVaultItemPageSchema = keysetPageSchema(
  adminVaultItemSchema,
  'AdminVaultItemPage',
);

/** What a deleted vault item leaves to show: which one went. */
export const deletedVaultItemSchema = z
  .object({ id: z.uuid(), name: z.string() })
  .meta({ id: 'DeletedVaultItem' });

export type DeletedVaultItem = z.infer<typeof deletedVaultItemSchema>;

/**
 * An account that chose "Admin" at sign-up and waits for an administrator's decision. Its fields
 * are the account's own (camelCase, as better-auth names them), not a client record's.
 */
const accessRequestSchema = z
  .object({
    id: z.uuid(),
    email: z.string(),
    first_name: nullableText,
    last_name: nullableText,
    requested_at: isoDateTime,
  })
  .meta({ id: 'AccessRequest' });

export type AccessRequest = z.infer<typeof accessRequestSchema>;

export const accessRequestListSchema = z
  .object({ requests: z.array(accessRequestSchema).meta({ description: 'Oldest request first.' }) })
  .meta({ id: 'AccessRequestList' });

/** The account as a decision left it: an administrator when approved, a client when rejected. */
export const decidedAccountSchema = z
  .object({ id: z.uuid(), email: z.string(), role: z.enum(ROLES) })
  .meta({ id: 'DecidedAccount' });

export type DecidedAccount = z.infer<typeof decidedAccountSchema>;

/**
 * A card's number, and the measure its change line compares: `current` now against `previous`
 * 30 days earlier (for a total, current is the total).
 */
const overviewStatSchema = z
  .object({ total: z.number().int(), current: z.number().int(), previous: z.number().int() })
  .meta({ id: 'OverviewStat' });

export type OverviewStat = z.infer<typeof overviewStatSchema>;

export const overviewStatsSchema = z
  .object({
    total_shipments: overviewStatSchema,
    active_shipments: overviewStatSchema,
    total_clients: overviewStatSchema,
    items_in_vault: overviewStatSchema,
    open_issues: z
      .number()
      .int()
      .meta({ description: 'Issues that are not resolved yet: open or in progress.' }),
  })
  .meta({ id: 'OverviewStats' });

export type OverviewStats = z.infer<typeof overviewStatsSchema>;

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
const shipmentsWeekSchema = z.object({
  week: z.iso.date(),
  total: z.number().int(),
  by_status: z
    .array(z.object({ status: z.enum(SHIPMENT_STATUSES), count: z.number().int() }))
    .meta({ description: "Only the statuses the week has, in the vocabulary's order." }),
});

export type ShipmentsWeek = z.infer<typeof shipmentsWeekSchema>;

export const analyticsSchema = z
  .object({
    shipments_per_week: z
      .array(shipmentsWeekSchema)
      .meta({ description: 'Every one of the last 12 weeks, oldest first, empty weeks included.' }),
    vault_value_by_category: z.array(
      z.object({ category: z.enum(VAULT_CATEGORIES), value: z.number(), items: z.number().int() }),
    ),
    clients_over_time: z.array(z.object({ month: z.string(), total: z.number().int() })),
  })
  .meta({ id: 'Analytics' });

export type AnalyticsData = z.infer<typeof analyticsSchema>;

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
