import { adminTrackingUpdateSchema } from './admin/shipments';
import { HANDOFF_KINDS } from './custody';
import { shipmentSummaryFields } from './portal';
import { SECURITY_LEVELS } from './security-level';
import { isoDateTime, nullableText, z } from './zod';

/**
 * What a Courier reads of the shipments assigned to them (decision 066): everything the work
 * needs, and never a value. Assigning one is the admin shipments' (#shared/admin/shipments).
 */

const assignedShipmentSchema = z
  .object({
    ...shipmentSummaryFields,
    client_name: z.string().nullable().meta({ description: "The client organisation's name." }),
    current_location: nullableText,
    date_of_shipment: isoDateTime.nullable(),
    estimated_delivery: isoDateTime.nullable(),
    security_level: z.enum(SECURITY_LEVELS),
    weight_kg: z.number().nullable(),
    dimensions_cm: nullableText,
    item_description: nullableText,
    crew_id: z.uuid().nullable().meta({ description: 'The crew that holds it now.' }),
    last_handoff: z
      .enum(HANDOFF_KINDS)
      .nullable()
      .meta({ description: 'The latest handoff recorded, which decides the next (decision 072).' }),
    pickup_seals: z.array(z.string()).meta({
      description: "The seals recorded at the chain's latest pickup; later handoffs show the same.",
    }),
  })
  .meta({ id: 'AssignedShipment' });

export type AssignedShipment = z.infer<typeof assignedShipmentSchema>;

export const assignedShipmentListSchema = z
  .object({
    shipments: z.array(assignedShipmentSchema).meta({
      description:
        'Open ones first by estimated delivery, then those finished in the last 7 days. At most 200.',
    }),
  })
  .meta({ id: 'AssignedShipmentList' });

export const assignedShipmentDetailSchema = assignedShipmentSchema
  .extend({ updates: z.array(adminTrackingUpdateSchema).meta({ description: 'Newest first.' }) })
  .meta({ id: 'AssignedShipmentDetail' });

export type AssignedShipmentDetail = z.infer<typeof assignedShipmentDetailSchema>;

/** Whom a crew may hand a shipment over to: the other crews and the vehicles in service. */
export const handoffTargetsSchema = z
  .object({
    crews: z.array(z.object({ id: z.uuid(), name: z.string() })),
    vehicles: z.array(z.object({ id: z.uuid(), registration: z.string() })),
  })
  .meta({ id: 'HandoffTargets' });

export type HandoffTargets = z.infer<typeof handoffTargetsSchema>;
