import { DISPATCH_TIME_ZONE, type BoardDay } from '#shared/admin/dispatch-board';
import { dayAfter, vaultDayOf } from '#shared/visits';

/** How far a zone's clock is ahead of UTC at a moment, in milliseconds. */
function offsetAt(moment: number, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(moment)
      .map((part) => [part.type, Number(part.value)]),
  ) as Record<string, number>;
  const asUtc = Date.UTC(
    parts.year!,
    parts.month! - 1,
    parts.day!,
    parts.hour!,
    parts.minute!,
    parts.second!,
  );
  return asUtc - Math.floor(moment / 1000) * 1000;
}

/** The moment a calendar day ('YYYY-MM-DD') starts in a time zone. */
function startOfDayIn(day: string, timeZone: string): Date {
  const utcMidnight = Date.parse(`${day}T00:00:00Z`);
  // The offset at the guess, not at UTC midnight: they differ on the days the clocks change.
  const guess = utcMidnight - offsetAt(utcMidnight, timeZone);
  return new Date(utcMidnight - offsetAt(guess, timeZone));
}

/** The board's day as a calendar date and the moments it starts and ends, on our clock. */
export function boardDayOf(day: BoardDay, now: Date) {
  const date = dayAfter(vaultDayOf(now), day === 'today' ? 0 : 1);
  return {
    date,
    start: startOfDayIn(date, DISPATCH_TIME_ZONE),
    end: startOfDayIn(dayAfter(date, 1), DISPATCH_TIME_ZONE),
  };
}
