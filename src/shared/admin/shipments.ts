import { keysetPageSchema } from '../list-query';
import { updatePhotoSchema } from '../photo-answer';
import { shipmentSummaryFields } from '../portal';
import { SECURITY_LEVELS } from '../security-level';
import { SHIPMENT_STATUSES } from '../shipment-status';
import { isoDateTime, nullableText, z } from '../zod';
import { clientNameSchema } from './clients';
import { assignedCrewSchema, assignedVehicleSchema } from './dispatch';

/** What the admin endpoints answer about shipments; dates travel as ISO strings. */

/** The refusals of a Courier's reads and of choosing a crew's couriers (decisions 066, 072). */
export const COURIER_MESSAGES = {
  notAssigned: 'This shipment is not assigned to you.',
  notACourier: 'Choose an active courier.',
  noneAssigned: 'No shipments are assigned to you.',
} as const;

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

export const adminTrackingUpdateSchema = z
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
  .extend({
    crew: assignedCrewSchema.nullable().meta({ description: 'The crew who carries it.' }),
    vehicle: assignedVehicleSchema.nullable().meta({ description: 'The vehicle it travels in.' }),
    updates: z.array(adminDetailUpdateSchema),
  })
  .meta({ id: 'AdminShipmentDetail' });

export type AdminShipmentDetail = z.infer<typeof adminShipmentDetailSchema>;

export const SHIPMENT_SORTS = [
  'created_at',
  'tracking_number',
  'origin',
  'destination',
  'status',
] as const;
