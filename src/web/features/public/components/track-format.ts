/** What the tracking page shows for a value the shipment does not have. */
export const NOT_AVAILABLE = 'N/A';

// US English long date with hour and minute (spec §9): 'November 21, 2026 at 2:05 PM'.
const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short' });

export function formatTrackingDate(iso: string | null): string {
  return iso ? dateTime.format(new Date(iso)) : NOT_AVAILABLE;
}
