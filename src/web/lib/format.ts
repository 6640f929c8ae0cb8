/** Dates and amounts as the spec shows them (§9): US English, long dates, dollars. */

export const NOT_AVAILABLE = 'N/A';

// 'June 26, 2026'
const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });
// A calendar date names the same day wherever it is read.
const calendarDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
// 'November 21, 2026 at 2:05 PM'
const longDateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short' });
const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * 'June 26, 2026', or the fallback when there is no date. A timestamp is shown as the reader's
 * local day; a calendar date ('2026-06-26') as that very day.
 */
export function formatDate(iso: string | null, fallback = NOT_AVAILABLE): string {
  if (!iso) return fallback;
  return CALENDAR_DATE.test(iso)
    ? calendarDate.format(new Date(`${iso}T00:00:00Z`))
    : longDate.format(new Date(iso));
}

export function formatDateTime(iso: string | null, fallback = NOT_AVAILABLE): string {
  return iso ? longDateTime.format(new Date(iso)) : fallback;
}

export function formatMoney(amount: number | null, fallback = NOT_AVAILABLE): string {
  return amount === null ? fallback : dollars.format(amount);
}
