import { SECURITY_LEVELS } from '../security-level';
import { SHIPMENT_STATUSES } from '../shipment-status';
import { VAULT_TIME_ZONE } from '../visits';
import { isoDateTime, z } from '../zod';
import { assignedVehicleSchema } from './dispatch';

/**
 * The Dispatch board (decision 076): a day's shipments by crew, those no crew carries, and those
 * late or whose chain of custody is flagged. One definition of its days, rules and words.
 */

/** The company keeps one clock, the vault's: a board's day starts at midnight there. */
export const DISPATCH_TIME_ZONE = VAULT_TIME_ZONE;

export const BOARD_DAYS = ['today', 'tomorrow'] as const;
export type BoardDay = (typeof BOARD_DAYS)[number];

export const BOARD_DAY_LABELS: Record<BoardDay, string> = { today: 'Today', tomorrow: 'Tomorrow' };

export const BOARD_MESSAGES = {
  day: 'The day must be today or tomorrow.',
} as const;

/** A crew in a shipment's hands reports every 15 s; this long without a position is late. */
export const POSITION_SILENCE_MINUTES = 10;
/** Custody held this long by a crew without a handoff is a gap in the chain. */
export const CUSTODY_GAP_HOURS = 24;
/** A shipment far from its route alerts Operations at most this often. */
export const FAR_FROM_ROUTE_ALERT_MINUTES = 60;

/** The most shipments the board lists for a day, and in the Late and flagged list. */
export const BOARD_DUE_LIMIT = 200;
export const BOARD_ATTENTION_LIMIT = 100;

/**
 * What may be wrong with a shipment, each named in words wherever it shows. The first three make
 * it late; the others flag its chain of custody or its last known position.
 */
export const BOARD_FLAGS = [
  'pickup_overdue',
  'delivery_overdue',
  'no_recent_position',
  'custody_gap',
  'unsigned_transfer',
  'far_from_route',
] as const;
export type BoardFlag = (typeof BOARD_FLAGS)[number];

export const LATE_FLAGS: readonly BoardFlag[] = [
  'pickup_overdue',
  'delivery_overdue',
  'no_recent_position',
];

export const BOARD_FLAG_LABELS: Record<BoardFlag, string> = {
  pickup_overdue: 'Pickup overdue',
  delivery_overdue: 'Delivery overdue',
  no_recent_position: `No position for ${POSITION_SILENCE_MINUTES} min`,
  custody_gap: `Custody gap over ${CUSTODY_GAP_HOURS} h`,
  unsigned_transfer: 'Transfer without signature',
  far_from_route: 'Far from route',
};

/** What is due of a shipment on the board's day: its pickup, or its delivery. */
const DUE_KINDS = ['pickup', 'delivery'] as const;
export type DueKind = (typeof DUE_KINDS)[number];

export const DUE_KIND_LABELS: Record<DueKind, string> = {
  pickup: 'Pickup',
  delivery: 'Delivery',
};

export const boardQuerySchema = z.object({
  day: z
    .enum(BOARD_DAYS, { error: BOARD_MESSAGES.day })
    .default('today')
    .meta({ description: `today or tomorrow, in ${DISPATCH_TIME_ZONE}.` }),
});

const boardCrewSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    members: z.array(z.object({ id: z.uuid(), name: z.string(), email: z.string() })),
  })
  .meta({ id: 'BoardCrew' });

const boardShipmentSchema = z
  .object({
    id: z.uuid(),
    tracking_number: z.string(),
    origin: z.string(),
    destination: z.string(),
    status: z.enum(SHIPMENT_STATUSES),
    security_level: z.enum(SECURITY_LEVELS),
    crew_id: z.uuid().nullable(),
    vehicle: assignedVehicleSchema.nullable(),
    due: z
      .object({ kind: z.enum(DUE_KINDS), at: isoDateTime })
      .nullable()
      .meta({ description: 'Its next step and when: the pickup until picked up, then delivery.' }),
    last_position_at: isoDateTime.nullable(),
    flags: z.array(z.enum(BOARD_FLAGS)).meta({ description: 'In the order of BOARD_FLAGS.' }),
  })
  .meta({ id: 'BoardShipment' });

export type BoardShipment = z.infer<typeof boardShipmentSchema>;

export const dispatchBoardSchema = z
  .object({
    day: z.enum(BOARD_DAYS),
    date: z.string().meta({ description: 'The day as YYYY-MM-DD.', example: '2026-12-07' }),
    time_zone: z.string().meta({ example: DISPATCH_TIME_ZONE }),
    crews: z
      .array(boardCrewSchema.extend({ shipments: z.array(boardShipmentSchema) }))
      .meta({ description: 'The crews with shipments due that day, by name.' }),
    unassigned: z.array(boardShipmentSchema).meta({ description: 'Due that day, with no crew.' }),
    more_due: z
      .number()
      .int()
      .meta({
        description: `Due that day beyond the first ${BOARD_DUE_LIMIT}, by time due.`,
      }),
    attention: z.array(boardShipmentSchema).meta({
      description: 'Open shipments of any day that are late or whose chain is flagged.',
    }),
    more_attention: z
      .number()
      .int()
      .meta({
        description: `Late or flagged beyond the first ${BOARD_ATTENTION_LIMIT}.`,
      }),
  })
  .meta({ id: 'DispatchBoard' });

export type DispatchBoard = z.infer<typeof dispatchBoardSchema>;
