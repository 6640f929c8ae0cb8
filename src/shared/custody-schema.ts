import {
  CUSTODY_MESSAGES,
  HANDOFF_KINDS,
  normalSealNumber,
  POSITIONS_PER_REPORT,
  SEAL_NUMBER_MAX_LENGTH,
  SEALS_PER_HANDOFF,
} from './custody';
import { PERSON_NAME_MAX_LENGTH } from './field-limits';
import { requiredText } from './form-fields';
import { isoDateTime, z } from './zod';

/** What the crew app sends of a handoff and of its positions (decision 072). */

const SEAL_PATTERN = new RegExp(`^[A-Z0-9-]{1,${SEAL_NUMBER_MAX_LENGTH}}$`);

/** Whether a seal number, written our one way (normalSealNumber), is one we record. */
export const isSealNumber = (seal: string) => SEAL_PATTERN.test(seal);

/** A position as the device measured it: accuracy is required, a fix without it proves nothing. */
const positionFields = {
  latitude: z
    .number({ error: CUSTODY_MESSAGES.latitude })
    .min(-90, CUSTODY_MESSAGES.latitude)
    .max(90, CUSTODY_MESSAGES.latitude),
  longitude: z
    .number({ error: CUSTODY_MESSAGES.longitude })
    .min(-180, CUSTODY_MESSAGES.longitude)
    .max(180, CUSTODY_MESSAGES.longitude),
  accuracy_m: z
    .number({ error: CUSTODY_MESSAGES.accuracy })
    .positive(CUSTODY_MESSAGES.accuracy)
    .max(100_000, CUSTODY_MESSAGES.accuracy)
    .meta({ description: 'The radius of the fix, in metres, as the device reports it.' }),
  device_time: isoDateTime.meta({ description: "The device's clock when it was measured." }),
};

export const handoffSchema = z
  .object({
    device_id: z.uuid(CUSTODY_MESSAGES.deviceId).meta({
      description: 'Made on the device: a retry with the same id and content is the same handoff.',
    }),
    kind: z.enum(HANDOFF_KINDS, { error: 'Choose pickup, transfer, vault intake or delivery.' }),
    seal_numbers: z
      .array(z.string({ error: CUSTODY_MESSAGES.sealNumber }).transform(normalSealNumber), {
        error: CUSTODY_MESSAGES.sealNumber,
      })
      .max(SEALS_PER_HANDOFF, CUSTODY_MESSAGES.tooManySeals)
      .refine((seals) => seals.every(isSealNumber), CUSTODY_MESSAGES.sealNumber)
      .refine((seals) => new Set(seals).size === seals.length, CUSTODY_MESSAGES.sealNumber)
      .meta({ description: 'As scanned or typed; compared without case or spaces.' }),
    signer_name: requiredText(2, CUSTODY_MESSAGES.signerName, PERSON_NAME_MAX_LENGTH),
    ...positionFields,
    to_crew_id: z.uuid(CUSTODY_MESSAGES.unknownCrew).nullish(),
    to_vehicle_id: z.uuid(CUSTODY_MESSAGES.unknownVehicle).nullish(),
  })
  .meta({ id: 'Handoff' });

export type Handoff = z.infer<typeof handoffSchema>;

export const positionReportSchema = z
  .object({
    positions: z
      .array(z.object({ shipment_id: z.uuid(CUSTODY_MESSAGES.notAssigned), ...positionFields }), {
        error: 'Send a list of positions.',
      })
      .min(1, 'Send a list of positions.')
      .max(POSITIONS_PER_REPORT, `Send at most ${POSITIONS_PER_REPORT} positions at once.`),
  })
  .meta({ id: 'PositionReport' });

export type PositionReport = z.infer<typeof positionReportSchema>;

export const recordedHandoffSchema = z
  .object({
    id: z.uuid(),
    device_id: z.uuid(),
    shipment_id: z.uuid(),
    kind: z.enum(HANDOFF_KINDS),
    seal_numbers: z.array(z.string()),
    seals_broken: z.boolean().meta({ description: 'The seals differ from those at pickup.' }),
    far_from_route: z.boolean(),
    signer_name: z.string(),
    latitude: z.number(),
    longitude: z.number(),
    accuracy_m: z.number(),
    device_time: isoDateTime,
    received_at: isoDateTime.meta({ description: 'When our server recorded it.' }),
    update_id: z.uuid().nullable().meta({ description: 'The tracking update it became.' }),
    issue_id: z.uuid().nullable().meta({ description: "The 'Broken seal' issue it opened." }),
    photo_count: z.number().int(),
  })
  .meta({ id: 'RecordedHandoff' });

export type RecordedHandoff = z.infer<typeof recordedHandoffSchema>;

export const positionReceiptSchema = z
  .object({
    recorded: z.number().int(),
    far_from_route: z.number().int().meta({ description: 'How many were flagged for operations.' }),
  })
  .meta({ id: 'PositionReceipt' });
