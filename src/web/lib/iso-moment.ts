/**
 * A datetime-local input's value ('2026-05-01T09:30', the reader's own clock) as the moment it
 * names in ISO; the server compares moments in UTC. Blank or unreadable stays as typed, for the
 * rule to refuse with its own words.
 */
export function isoMomentOf(localTime: string): string {
  const moment = new Date(localTime);
  return localTime && !Number.isNaN(moment.getTime()) ? moment.toISOString() : localTime;
}
