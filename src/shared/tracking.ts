/** Public shipment tracking (decision 006): what anyone with a tracking number may read. */

export const TRACKING_CARRIER = 'OTC Secure Transport';

export const TRACKING_SECURITY_FEATURES = [
  'GPS Real-time Tracking',
  'Tamper-evident Sealing',
  'Secure Chain of Custody',
] as const;

const TRACKING_NUMBER_MAX_LENGTH = 40;

/** Upper-case letters, digits and hyphens, as tracking numbers are written (OTC + digits). */
const TRACKING_NUMBER_PATTERN = /^[A-Z0-9-]+$/;

export const INVALID_TRACKING_NUMBER_MESSAGE = 'Please enter a valid tracking number.';

/** Trimmed and upper-cased, so 'otc123 ' finds OTC123. */
export function normalizeTrackingNumber(input: string): string {
  return input.trim().toUpperCase();
}

/** A normalized number that could be a tracking number; anything else cannot be found. */
export function isWellFormedTrackingNumber(normalized: string): boolean {
  return (
    normalized.length > 0 &&
    normalized.length <= TRACKING_NUMBER_MAX_LENGTH &&
    TRACKING_NUMBER_PATTERN.test(normalized)
  );
}
