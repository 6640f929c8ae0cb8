import { requiredText } from './form-fields';
import { SECURITY_LEVELS } from './security-level';
import { VAULT_CATEGORIES } from './vault-category';
import { isoDateTime, nullableText, z } from './zod';

/**
 * Visits to the vault (decision 070): a client books an hour in a viewing room for named people,
 * with the items to be brought there. Hours are the vault's own, in its time zone, whoever books.
 */
export const VAULT_TIME_ZONE = 'America/New_York';

/** The documents a visitor's identity is checked against at the desk. */
export const ID_TYPES = ['passport', 'national_id', 'driving_licence'] as const;
export type IdType = (typeof ID_TYPES)[number];

export const ID_TYPE_LABELS: Record<IdType, string> = {
  passport: 'Passport',
  national_id: 'National ID card',
  driving_licence: 'Driving licence',
};

export const VISIT_MAX_VISITORS = 6;
const VISIT_MAX_ITEMS = 20;
/** How far ahead a visit may be booked. */
export const VISIT_HORIZON_DAYS = 60;

export const WEEKDAY_LABELS = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

export const VISIT_MESSAGES = {
  date: 'Choose the day of the visit.',
  datePast: 'Choose a day from tomorrow on.',
  dateTooFar: `Choose a day within the next ${VISIT_HORIZON_DAYS} days.`,
  closedDay: 'The vault is closed on that day: choose another.',
  hour: 'Choose one of the hours offered.',
  outsideHours: 'That hour is outside the opening hours: choose one of the hours offered.',
  slotFull: 'Every viewing room is taken at that hour: choose another.',
  visitorsRequired: 'Name at least one visitor.',
  tooManyVisitors: `Name at most ${VISIT_MAX_VISITORS} visitors.`,
  visitorName: 'Enter the visitor’s full name, 2 to 120 characters.',
  idType: 'Choose the ID the visitor will bring.',
  itemsRequired: 'Choose at least one item to see.',
  tooManyItems: `Choose at most ${VISIT_MAX_ITEMS} items.`,
  code: 'Enter the visit code.',
  codeUnknown: 'No visit has this code.',
  notScheduled: 'This visit is not confirmed: it cannot be checked in.',
  wrongDay: (day: string) => `This code is valid on ${day} only.`,
  usedAlready: 'This code was already used: a visit is checked in once.',
  hoursOrder: 'The vault must close after it opens.',
  rooms: 'Enter the number of viewing rooms, 1 to 50.',
  days: 'Choose at least one opening day.',
} as const;

/** Letters and digits no one misreads at a desk (no 0/O, 1/I/L). */
const VISIT_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const VISIT_CODE_LENGTH = 8;

/**
 * A visit's code, drawn with `randomBelow(n)` (a whole number from 0 to n - 1): the server's is
 * cryptographic, the demo seed's its own seeded generator, so both make codes of one kind.
 */
export function visitCode(randomBelow: (n: number) => number): string {
  return Array.from(
    { length: VISIT_CODE_LENGTH },
    () => VISIT_CODE_ALPHABET[randomBelow(VISIT_CODE_ALPHABET.length)],
  ).join('');
}

/** The day a moment falls on at the vault, as 'YYYY-MM-DD'. */
export function vaultDayOf(moment: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: VAULT_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(moment);
}

/** The weekday of a calendar day (0 Sunday to 6 Saturday). */
export const weekdayOf = (day: string) => new Date(`${day}T12:00:00Z`).getUTCDay();

/** A calendar day `days` after another, both 'YYYY-MM-DD'. */
export function dayAfter(day: string, days: number): string {
  const next = new Date(`${day}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}

/** An hour slot as the vault's clock names it: '10:00–11:00'. */
export const slotLabel = (hour: number) =>
  `${String(hour).padStart(2, '0')}:00–${String(hour + 1).padStart(2, '0')}:00`;

/** A day as people read it: 'Tuesday 1 December 2026'. */
export function dayLabel(day: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: 'UTC',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(`${day}T12:00:00Z`));
}

const hourField = (message: string) =>
  z.coerce.number({ error: message }).int(message).min(0, message).max(24, message);

/**
 * When the vault receives visitors, set by staff in Settings: the days it opens, its hours (the
 * vault's clock, whole hours) and how many viewing rooms it has, each taking one visit an hour.
 */
export const visitSettingsSchema = z
  .object({
    viewing_rooms: z.coerce
      .number({ error: VISIT_MESSAGES.rooms })
      .int(VISIT_MESSAGES.rooms)
      .min(1, VISIT_MESSAGES.rooms)
      .max(50, VISIT_MESSAGES.rooms),
    opens_at: hourField('Choose the hour the vault opens, 0 to 23.'),
    closes_at: hourField('Choose the hour the vault closes, 1 to 24.'),
    open_days: z
      .array(z.number().int().min(0).max(6), { error: VISIT_MESSAGES.days })
      .min(1, VISIT_MESSAGES.days)
      .transform((days) => [...new Set(days)].sort()),
  })
  .refine((hours) => hours.closes_at > hours.opens_at, {
    path: ['closes_at'],
    message: VISIT_MESSAGES.hoursOrder,
  })
  .meta({ id: 'VisitSettings' });

export type VisitSettings = z.output<typeof visitSettingsSchema>;

export const VISIT_SETTING_DEFAULTS: VisitSettings = {
  viewing_rooms: 2,
  opens_at: 9,
  closes_at: 17,
  open_days: [1, 2, 3, 4, 5],
};

/** The hours a day offers, or why it offers none. */
export function openHoursOf(settings: VisitSettings, day: string): number[] {
  if (!settings.open_days.includes(weekdayOf(day))) return [];
  return Array.from(
    { length: settings.closes_at - settings.opens_at },
    (_, i) => settings.opens_at + i,
  );
}

/** Where a visit's day fails against the vault's calendar, or null when it may be booked. */
export function visitDayProblem(day: string, now: Date): string | null {
  const today = vaultDayOf(now);
  if (day <= today) return VISIT_MESSAGES.datePast;
  if (day > dayAfter(today, VISIT_HORIZON_DAYS)) return VISIT_MESSAGES.dateTooFar;
  return null;
}

const visitorSchema = z.object({
  name: requiredText(2, VISIT_MESSAGES.visitorName, 120),
  id_type: z.enum(ID_TYPES, { error: VISIT_MESSAGES.idType }),
});

export const visitRequestSchema = z
  .object({
    idempotency_key: z.uuid('Send a request key (a UUID made once per form).'),
    visit_on: z.iso.date({ error: VISIT_MESSAGES.date }),
    hour: z.coerce
      .number({ error: VISIT_MESSAGES.hour })
      .int(VISIT_MESSAGES.hour)
      .min(0, VISIT_MESSAGES.hour)
      .max(23, VISIT_MESSAGES.hour),
    visitors: z
      .array(visitorSchema, { error: VISIT_MESSAGES.visitorsRequired })
      .min(1, VISIT_MESSAGES.visitorsRequired)
      .max(VISIT_MAX_VISITORS, VISIT_MESSAGES.tooManyVisitors),
    item_ids: z
      .array(z.uuid('One of these items is not held for your organisation.'), {
        error: VISIT_MESSAGES.itemsRequired,
      })
      .min(1, VISIT_MESSAGES.itemsRequired)
      .max(VISIT_MAX_ITEMS, VISIT_MESSAGES.tooManyItems)
      .transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))]),
  })
  .meta({ id: 'VisitRequestInput' });

export type VisitRequest = z.output<typeof visitRequestSchema>;
export type VisitRequestInput = z.input<typeof visitRequestSchema>;

export const visitSlotsSchema = z
  .object({
    visit_on: z.iso.date(),
    time_zone: z.string().meta({ example: VAULT_TIME_ZONE }),
    closed: z.boolean().meta({ description: 'The vault does not open that day.' }),
    slots: z.array(
      z.object({
        hour: z.number().int().meta({ description: 'The hour it starts, on the vault’s clock.' }),
        free_rooms: z.number().int(),
      }),
    ),
  })
  .meta({ id: 'VisitSlots' });

export type VisitSlots = z.infer<typeof visitSlotsSchema>;

const visitItemSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  category: z.enum(VAULT_CATEGORIES),
  security_level: z.enum(SECURITY_LEVELS),
});

export const visitDetailSchema = z
  .object({
    visit_on: z.iso.date(),
    hour: z.number().int(),
    time_zone: z.string(),
    visitors: z.array(z.object({ name: z.string(), id_type: z.enum(ID_TYPES) })),
    items: z.array(visitItemSchema),
    code: nullableText.meta({
      description: 'Shown once the visit is confirmed: checked at the desk on its day, once.',
    }),
    checked_in_at: isoDateTime.nullable(),
  })
  .meta({ id: 'VisitDetail' });

export type VisitDetail = z.infer<typeof visitDetailSchema>;

export const checkInSchema = z
  .object({
    code: z
      .string({ error: VISIT_MESSAGES.code })
      .trim()
      .toUpperCase()
      .min(4, VISIT_MESSAGES.code)
      .max(20, VISIT_MESSAGES.code),
  })
  .meta({ id: 'VisitCheckInInput' });

export const checkedInSchema = visitDetailSchema
  .extend({
    request_id: z.uuid(),
    number: z.string(),
    organisation: z.string(),
  })
  .meta({ id: 'CheckedInVisit' });

export type CheckedInVisit = z.infer<typeof checkedInSchema>;
