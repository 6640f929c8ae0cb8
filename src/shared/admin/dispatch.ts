import { optionalText, requiredText } from '../form-fields';
import { isoDateTime, z } from '../zod';

/** Vehicles, crews and who carries a shipment (decision 072), as the admin endpoints speak of them. */

export const CREW_MAX_COURIERS = 6;
const REGISTRATION_MAX_LENGTH = 20;

export const DISPATCH_MESSAGES = {
  registration: `Enter the registration: 2 to ${REGISTRATION_MAX_LENGTH} letters, digits, spaces or dashes.`,
  registrationTaken: 'A vehicle with this registration is already on record.',
  vehicleNotFound: 'Vehicle not found.',
  crewName: 'Enter a crew name of 2 to 60 characters.',
  crewNameTaken: 'A crew with this name already exists.',
  crewNotFound: 'Crew not found.',
  couriers: `Choose 1 to ${CREW_MAX_COURIERS} active couriers.`,
  courierInAnotherCrew: (name: string, crew: string) => `${name} already rides with ${crew}.`,
  crewHasShipments: (count: number) =>
    `Give its ${count} open shipment${count === 1 ? '' : 's'} to another crew first.`,
  chooseCrew: 'Choose an existing crew.',
  chooseVehicle: 'Choose a vehicle in service.',
} as const;

const anId = z.uuid();

export const vehicleFormSchema = z
  .object({
    registration: z
      .string({ error: DISPATCH_MESSAGES.registration })
      .trim()
      .toUpperCase()
      .transform((text) => text.replace(/\s+/g, ' '))
      .pipe(
        z
          .string()
          .regex(/^[A-Z0-9][A-Z0-9 -]{0,18}[A-Z0-9]$/, DISPATCH_MESSAGES.registration)
          .max(REGISTRATION_MAX_LENGTH, DISPATCH_MESSAGES.registration),
      ),
    description: optionalText('Description', 200),
  })
  .meta({ id: 'VehicleForm' });

export type VehicleForm = z.input<typeof vehicleFormSchema>;

export const vehicleChangeSchema = z
  .object({
    in_service: z.boolean({ error: 'Say whether the vehicle is in service.' }),
  })
  .meta({ id: 'VehicleChange' });

export const vehicleSchema = z
  .object({
    id: z.uuid(),
    registration: z.string(),
    description: z.string().nullable(),
    in_service: z.boolean(),
    created_at: isoDateTime,
  })
  .meta({ id: 'Vehicle' });

export type Vehicle = z.infer<typeof vehicleSchema>;

export const vehicleListSchema = z
  .object({
    vehicles: z.array(vehicleSchema).meta({ description: 'In service first, by registration.' }),
  })
  .meta({ id: 'VehicleList' });

export const crewFormSchema = z
  .object({
    name: requiredText(2, DISPATCH_MESSAGES.crewName, 60),
    // One message on the list itself, whichever id is wrong: the form has one field for them.
    courier_ids: z
      .array(z.string(), { error: DISPATCH_MESSAGES.couriers })
      .min(1, DISPATCH_MESSAGES.couriers)
      .max(CREW_MAX_COURIERS, DISPATCH_MESSAGES.couriers)
      .refine(
        (ids) => new Set(ids).size === ids.length && ids.every((id) => anId.safeParse(id).success),
        DISPATCH_MESSAGES.couriers,
      )
      .meta({ description: 'Active Couriers, none in another crew.' }),
  })
  .meta({ id: 'CrewForm' });

export type CrewForm = z.input<typeof crewFormSchema>;

/** A Courier as a crew lists them and the crew form offers them. */
const courierNameSchema = z
  .object({ id: z.uuid(), name: z.string(), email: z.string() })
  .meta({ id: 'CourierName' });

export type CourierName = z.infer<typeof courierNameSchema>;

export const courierOptionsSchema = z
  .object({ couriers: z.array(courierNameSchema).meta({ description: 'Active ones, by name.' }) })
  .meta({ id: 'CourierOptions' });

export const crewSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    members: z.array(courierNameSchema).meta({ description: 'By name.' }),
    open_shipments: z.number().int().meta({ description: 'Its shipments not yet finished.' }),
  })
  .meta({ id: 'Crew' });

export type Crew = z.infer<typeof crewSchema>;

export const crewListSchema = z
  .object({ crews: z.array(crewSchema).meta({ description: 'By name.' }) })
  .meta({ id: 'CrewList' });

/** Who carries a shipment: a crew and a vehicle, each may be null. */
export const crewAssignmentSchema = z
  .object({
    crew_id: z.uuid(DISPATCH_MESSAGES.chooseCrew).nullable().meta({
      description: 'A crew; null unassigns.',
    }),
    vehicle_id: z.uuid(DISPATCH_MESSAGES.chooseVehicle).nullable().meta({
      description: 'A vehicle in service; null leaves it without one.',
    }),
  })
  .meta({ id: 'CrewAssignment' });

export type CrewAssignment = z.infer<typeof crewAssignmentSchema>;

/** The crew and vehicle as a shipment's detail names them. */
export const assignedCrewSchema = z
  .object({ id: z.uuid(), name: z.string(), members: z.array(courierNameSchema) })
  .meta({ id: 'AssignedCrew' });

export const assignedVehicleSchema = z
  .object({ id: z.uuid(), registration: z.string() })
  .meta({ id: 'AssignedVehicle' });

export const deletedCrewSchema = z.object({ id: z.uuid() }).meta({ id: 'DeletedCrew' });
