import { onFirstUse } from '#shared/on-first-use';

/** Dates and amounts as every screen shows them (decision 012): US English, long dates, dollars. */

export const NOT_AVAILABLE = 'N/A';

/** What an item's last access reads before anyone has opened it in the vault (decision 012). */
export const NEVER_ACCESSED = 'Never';

// A month of a chart: 'November 2026'.
const longMonth = onFirstUse(
  () => new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }),
);
// Chart ticks, where a long date does not fit under a column: 'Nov 16', 'Nov'.
const tickDay = onFirstUse(
  () => new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' }),
);
const tickMonth = onFirstUse(
  () => new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' }),
);
const dollars = onFirstUse(
  () => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }),
);

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * 'June 26, 2026', or the fallback when there is no date. A timestamp is shown as the reader's
 * local day; a calendar date ('2026-06-26') as that very day.
 */
export function formatDate(iso: string | null, fallback = NOT_AVAILABLE): string {
  if (!iso) return fallback;
  return CALENDAR_DATE.test(iso) ? formatCalendarDate(iso) : formatLocalDay(new Date(iso));
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * Long dates and times are written here as en-US's long date style and short time style write
 * them, without Intl: the first formatter a page makes loads the browser's locale data, 60-100 ms
 * of a slow phone's time (15-25 ms unthrottled) in the task that draws a tracking answer.
 * format.test.ts holds them to Intl's own output.
 */
const longDay = (year: number, month: number, day: number) => `${MONTHS[month]} ${day}, ${year}`;

/** '2026-06-26' as 'June 26, 2026': that very day, wherever the reader is. */
function formatCalendarDate(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return longDay(year, month - 1, day);
}

/** A moment as the reader's local day: 'June 26, 2026'. */
function formatLocalDay(moment: Date): string {
  return longDay(moment.getFullYear(), moment.getMonth(), moment.getDate());
}

/** A moment as the reader's local time of day: '2:05 PM', '12:30 AM'. */
export function formatLocalTime(moment: Date): string {
  const hours = moment.getHours();
  const minutes = String(moment.getMinutes()).padStart(2, '0');
  return `${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** A month ('2026-11') as 'November 2026'. */
export function formatMonth(month: string): string {
  return longMonth().format(new Date(`${month}-01T00:00:00Z`));
}

/** A chart tick under a column: a calendar date ('2026-11-16') as 'Nov 16'. */
export function formatTickDay(calendarDay: string): string {
  return tickDay().format(new Date(`${calendarDay}T00:00:00Z`));
}

/** A chart tick under a column: a month ('2026-11') as 'Nov'. */
export function formatTickMonth(month: string): string {
  return tickMonth().format(new Date(`${month}-01T00:00:00Z`));
}

/** 'November 21, 2026 at 2:05 PM' in the reader's time zone, or the fallback. */
export function formatDateTime(iso: string | null, fallback = NOT_AVAILABLE): string {
  if (!iso) return fallback;
  const moment = new Date(iso);
  return `${formatLocalDay(moment)} at ${formatLocalTime(moment)}`;
}

export function formatMoney(amount: number | null, fallback = NOT_AVAILABLE): string {
  return amount === null ? fallback : dollars().format(amount);
}

const relative = onFirstUse(() => new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' }));
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
    if (Math.abs(amount) < size) return relative().format(amount, unit);
    amount = Math.round(amount / size);
  }
  return formatDate(iso);
}

const MINUTE_MS = 60_000;

/**
 * How long something has waited, in its largest whole unit, short enough for a queue's column:
 * '12 min', '3 h', '2 d'. A moment a clock ahead of this one puts in the future reads '0 min'.
 */
export function formatAge(iso: string, now: number = Date.now()): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(iso)) / MINUTE_MS));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  return hours < 24 ? `${hours} h` : `${Math.floor(hours / 24)} d`;
}
