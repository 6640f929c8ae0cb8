import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  formatAge,
  formatDate,
  formatDateTime,
  formatMoney,
  formatRelativeTime,
  formatMonth,
  formatTickDay,
  formatTickMonth,
  NEVER_ACCESSED,
  NOT_AVAILABLE,
} from './format';

describe('formatDate', () => {
  it('writes the long US date, not the abbreviated one', () => {
    expect(formatDate('2026-06-26T12:00:00Z')).toBe('June 26, 2026');
    expect(formatDate('2026-11-21T12:00:00Z')).toBe('November 21, 2026');
    expect(formatDate('2026-05-03T12:00:00Z')).toBe('May 3, 2026');
  });

  it('writes a calendar date as that day, even west of Greenwich', async () => {
    vi.stubEnv('TZ', 'America/Los_Angeles');
    vi.resetModules();
    const { formatDate: formatInLosAngeles } = await import('./format');
    expect(formatInLosAngeles('2025-03-18')).toBe('March 18, 2025');
    expect(formatInLosAngeles('2026-06-26T03:00:00Z')).toBe('June 25, 2026');
  });

  it("writes every calendar date exactly as Intl's en-US long date does", () => {
    const intl = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
    for (let day = Date.UTC(2024, 0, 1); day < Date.UTC(2026, 0, 1); day += 86_400_000) {
      const iso = new Date(day).toISOString().slice(0, 10);
      expect(formatDate(iso), iso).toBe(intl.format(new Date(day)));
    }
  });

  it('shows the fallback when there is no date', () => {
    expect(formatDate(null)).toBe(NOT_AVAILABLE);
    expect(formatDate(null, NEVER_ACCESSED)).toBe('Never');
  });

  afterEach(() => {
    vi.unstubAllEnvs();
  });
});

describe('formatDateTime', () => {
  it('writes the long date with the hour and minute', () => {
    expect(formatDateTime('2026-06-26T12:00:00Z')).toMatch(
      /^June 26, 2026 at \d{1,2}:\d{2} [AP]M$/,
    );
    expect(formatDateTime(null)).toBe(NOT_AVAILABLE);
  });

  /**
   * Node's ICU puts a narrow no-break space before AM/PM where Chromium, for the web's sake, keeps
   * a plain one (what the browser shows and what these functions write).
   */
  const asChromiumWrites = (text: string) => text.replace(/\u202f/g, ' ');

  it.each(['UTC', 'America/Los_Angeles', 'Asia/Kolkata', 'Pacific/Chatham', 'Europe/Zurich'])(
    "writes every moment exactly as Intl's en-US long date and short time do, in %s",
    async (zone) => {
      vi.stubEnv('TZ', zone);
      vi.resetModules();
      const format = await import('./format');
      const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short' });
      const date = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });
      // Every 7 hours and 13 minutes for two years: each hour of the day, both sides of noon and
      // midnight, month and year ends and the changes to and from summer time.
      for (let at = Date.UTC(2025, 0, 1); at < Date.UTC(2027, 0, 1); at += 26_580_000) {
        const iso = new Date(at).toISOString();
        expect(format.formatDateTime(iso), iso).toBe(asChromiumWrites(dateTime.format(at)));
        expect(format.formatDate(iso), iso).toBe(date.format(at));
      }
    },
  );

  afterEach(() => {
    vi.unstubAllEnvs();
  });
});

describe('formatMoney', () => {
  it('writes dollars with cents', () => {
    expect(formatMoney(760000)).toBe('$760,000.00');
    expect(formatMoney(null)).toBe(NOT_AVAILABLE);
  });
});

describe('chart labels', () => {
  it('name a month in full, and shorten only the ticks under the columns', () => {
    expect(formatMonth('2026-11')).toBe('November 2026');
    expect(formatTickMonth('2026-11')).toBe('Nov');
    expect(formatTickDay('2026-11-16')).toBe('Nov 16');
  });
});

describe('formatRelativeTime', () => {
  const now = Date.parse('2026-11-21T12:00:00Z');
  const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();

  it('says how long ago a recent moment was, in the largest whole unit', () => {
    expect(formatRelativeTime(ago(0), now)).toBe('now');
    expect(formatRelativeTime(ago(30), now)).toBe('30 seconds ago');
    expect(formatRelativeTime(ago(5 * 60), now)).toBe('5 minutes ago');
    expect(formatRelativeTime(ago(3 * 3600), now)).toBe('3 hours ago');
    expect(formatRelativeTime(ago(26 * 3600), now)).toBe('yesterday');
  });

  it('gives the date of anything older than a week', () => {
    expect(formatRelativeTime('2026-11-01T12:00:00Z', now)).toBe('November 1, 2026');
  });
});

describe('formatAge', () => {
  const now = Date.parse('2026-11-21T12:00:00Z');
  const ago = (minutes: number) => new Date(now - minutes * 60_000).toISOString();

  it('says how long something waited in its largest whole unit, rounded down', () => {
    expect(formatAge(ago(0), now)).toBe('0 min');
    expect(formatAge(ago(59), now)).toBe('59 min');
    expect(formatAge(ago(60), now)).toBe('1 h');
    expect(formatAge(ago(3 * 60 + 59), now)).toBe('3 h');
    expect(formatAge(ago(24 * 60), now)).toBe('1 d');
    expect(formatAge(ago(9 * 24 * 60), now)).toBe('9 d');
  });

  it('never reads a negative age when the clocks disagree', () => {
    expect(formatAge(ago(-5), now)).toBe('0 min');
  });
});
