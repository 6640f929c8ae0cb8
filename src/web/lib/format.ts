/** Dates and amounts as the spec shows them (§9): US English, long dates, dollars. */

export const NOT_AVAILABLE = 'N/A';

/** What an item's last access reads before anyone has opened it in the vault (decision 012). */
export const NEVER_ACCESSED = 'Never';

// 'June 26, 2026'
const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });
// A calendar date names the same day wherever it is read.
const calendarDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
// 'November 21, 2026 at 2:05 PM'
const longDateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short' });
// A month of a chart: 'November 2026'.
const longMonth = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
// Chart ticks, where a long date does not fit under a column: 'Nov 16', 'Nov'.
const tickDay = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
const tickMonth = new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' });
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

/** A month ('2026-11') as 'November 2026'. */
export function formatMonth(month: string): string {
  return longMonth.format(new Date(`${month}-01T00:00:00Z`));
}

/** A chart tick under a column: a calendar date ('2026-11-16') as 'Nov 16'. */
export function formatTickDay(calendarDay: string): string {
  return tickDay.format(new Date(`${calendarDay}T00:00:00Z`));
}

/** A chart tick under a column: a month ('2026-11') as 'Nov'. */
export function formatTickMonth(month: string): string {
  return tickMonth.format(new Date(`${month}-01T00:00:00Z`));
}

export function formatDateTime(iso: string | null, fallback = NOT_AVAILABLE): string {
  return iso ? longDateTime.format(new Date(iso)) : fallback;
}

export function formatMoney(amount: number | null, fallback = NOT_AVAILABLE): string {
  return amount === null ? fallback : dollars.format(amount);
}

const relative = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });
const RELATIVE_STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
];

/** How long ago, for a recent moment ('5 minutes ago', 'yesterday'); a long date after a week. */
export function formatRelativeTime(iso: string, now: number = Date.now()): string {
  let amount = Math.round((Date.parse(iso) - now) / 1000);
  for (const [unit, size] of RELATIVE_STEPS) {
    if (Math.abs(amount) < size) return relative.format(amount, unit);
    amount = Math.round(amount / size);
  }
  return formatDate(iso);
}
