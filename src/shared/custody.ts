import type { ShipmentStatus } from './shipment-status';

/**
 * The handoffs a crew records in the field (decision 072), in the order a shipment's custody
 * moves: taken from the sender, passed to another crew or vehicle, put into one of our vaults,
 * given to the receiver.
 */
export const HANDOFF_KINDS = ['pickup', 'transfer', 'vault_intake', 'delivery'] as const;

export type HandoffKind = (typeof HANDOFF_KINDS)[number];

export const HANDOFF_KIND_LABELS: Record<HandoffKind, string> = {
  pickup: 'Pickup',
  transfer: 'Transfer',
  vault_intake: 'Vault intake',
  delivery: 'Delivery',
};

/** The tracking status each handoff gives its shipment, unless a seal is broken (On Hold). */
export const HANDOFF_STATUS: Record<HandoffKind, ShipmentStatus> = {
  pickup: 'picked_up',
  transfer: 'in_transit',
  vault_intake: 'in_transit',
  delivery: 'delivered',
};

/**
 * What a tracking update says of each handoff: public, so no name and no coordinates. The crew
 * app's handoffs and the demo's (decision 072) write the same words.
 */
export const HANDOFF_DESCRIPTIONS: Record<HandoffKind, string> = {
  pickup: 'Picked up by our crew; seals recorded and signed for.',
  transfer: 'Handed over to another of our crews; seals checked and signed for.',
  vault_intake: 'Received into our vault; seals checked and signed for.',
  delivery: 'Delivered; seals checked and signed for.',
};
export const BROKEN_SEAL_DESCRIPTION =
  'The seals differ from those recorded at pickup: the shipment is held for inspection.';

/**
 * Which handoff may follow the last one recorded: a chain starts with a pickup, and a crew hands
 * on only what it holds. After a vault intake the next leg starts with a pickup again; after a
 * delivery nothing follows.
 */
export function handoffMayFollow(last: HandoffKind | null, next: HandoffKind): boolean {
  if (next === 'pickup') return last === null || last === 'vault_intake';
  return last === 'pickup' || last === 'transfer';
}

/** A crew holds the shipment, and reports its position, between a pickup or transfer and the next. */
export function inCrewHands(last: HandoffKind | null): boolean {
  return last === 'pickup' || last === 'transfer';
}

/** One way to write a seal number: trimmed, upper case, inner spaces gone. */
export function normalSealNumber(text: string): string {
  return text.trim().toUpperCase().replace(/\s+/g, '');
}

/** Whether the seals on a later handoff are the ones recorded at pickup, in any order. */
export function sealsMatch(atPickup: readonly string[], now: readonly string[]): boolean {
  const expected = new Set(atPickup.map(normalSealNumber));
  const seen = new Set(now.map(normalSealNumber));
  return seen.size === expected.size && [...expected].every((seal) => seen.has(seal));
}

export const SEALS_PER_HANDOFF = 12;
export const SEAL_NUMBER_MAX_LENGTH = 40;
/** A drawn signature is a small PNG; a larger one is not a signature. */
export const SIGNATURE_MAX_BYTES = 200 * 1024;
/** A phone offline for a long shift still sends; a week is more than any trip. */
export const HANDOFF_MAX_AGE_DAYS = 7;
/** A device clock ahead of ours by more than this is wrong, not early. */
export const DEVICE_CLOCK_SKEW_MS = 5 * 60 * 1000;
/** Positions are kept this long after we received them, then pruned; handoffs are kept. */
export const POSITION_RETENTION_DAYS = 90;
export const POSITIONS_PER_REPORT = 240;

export const CUSTODY_MESSAGES = {
  notAssigned: 'This shipment is not assigned to your crew.',
  outOfOrder: (kind: HandoffKind, last: HandoffKind | null) =>
    last === null
      ? `A ${HANDOFF_KIND_LABELS[kind].toLowerCase()} cannot come before the pickup.`
      : `A ${HANDOFF_KIND_LABELS[kind].toLowerCase()} cannot follow a ${HANDOFF_KIND_LABELS[last].toLowerCase()}.`,
  finished: 'This shipment is finished: nothing more can be handed over.',
  sealsAtPickup: 'Record at least one seal number at pickup.',
  sealNumber: `Each seal number has 1 to ${SEAL_NUMBER_MAX_LENGTH} letters, digits or dashes.`,
  tooManySeals: `Record at most ${SEALS_PER_HANDOFF} seal numbers.`,
  signerName: 'Enter the name of the person who signs.',
  signature: 'Add the signature drawn on the screen as a PNG image.',
  signatureTooLarge: 'The signature image must be 200 kB or smaller.',
  latitude: 'Latitude must be between -90 and 90.',
  longitude: 'Longitude must be between -180 and 180.',
  accuracy: "Send the position's accuracy in metres.",
  deviceId: 'Send the id made on the device for this handoff.',
  deviceTime: `The device's time must be a date within the last ${HANDOFF_MAX_AGE_DAYS} days and not ahead of ours.`,
  replayed: 'A different handoff was already recorded under this device id.',
  transferTarget: 'Choose the crew or vehicle that takes the shipment over.',
  sameCrew: 'Choose another crew or vehicle than the one that holds the shipment.',
  unknownCrew: 'Choose an existing crew.',
  unknownVehicle: 'Choose a vehicle in service.',
  notInHands:
    "This shipment is not in a crew's hands: positions are reported between pickup and hand-over.",
  handoffForm: 'Send the handoff as a form with its details, its signature and up to 6 photos.',
} as const;
