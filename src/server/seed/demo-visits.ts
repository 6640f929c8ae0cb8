import { requestExpiry, type RequestState } from '#shared/requests';
import {
  dayAfter,
  ID_TYPES,
  openHoursOf,
  VAULT_TIME_ZONE,
  VISIT_SETTING_DEFAULTS,
  visitCode,
  type IdType,
} from '#shared/visits';
import type { Actor } from './demo-rows';
import {
  clientActor,
  HOUR_MS,
  REQUEST_HISTORY_DAYS,
  requestTrail,
  SYSTEM,
  type Person,
} from './demo-request-trail';
import type { AuditRow, ClientRow, VaultItemRow } from './json-rows';
import { DAY_MS, type Random } from './random';
import { FIRST_NAMES, LAST_NAMES } from './word-lists';

const MINUTE_MS = 60 * 1000;
const DECLINE_REASON =
  'The viewing rooms are closed for maintenance that day: please choose another.';
/** How far ahead the demo's confirmed and awaited visits are booked. */
const AHEAD_DAYS = 30;
/**
 * The journeys book 10:00 on a weekday a few days on: the demo leaves that hour free ahead, so a
 * room is always there for them.
 */
const KEPT_FREE_HOUR = 10;

type Step = { actor: Actor; at: number };

export type VisitDraft = {
  clientId: string;
  state: RequestState;
  submittedAt: number;
  requester: Person;
  visitOn: string;
  hour: number;
  visitors: { name: string; id_type: IdType }[];
  items: VaultItemRow[];
  code: string;
  approval: Step | null;
  checkIn: Step | null;
  ending: Step | null;
};

const PAST_STATES = ['completed', 'declined', 'cancelled', 'expired'] as const;
const AHEAD_STATES = ['scheduled', 'awaiting_staff'] as const;

/**
 * Visits to the vault (decision 070) over the last months and the next weeks. Every one is on an
 * open day, at an open hour on the vault's clock, one to an hour so no hour holds more visits than
 * the default two rooms. Those whose day has passed were checked in at the desk or ended (declined,
 * cancelled, or expired unconfirmed at the start of their day); those ahead are confirmed, with
 * their code, or await us. Visits change no item, so the documented organisations have one in
 * every state; the items were held until the visit's day.
 */
export function demoVisitDrafts({
  r,
  today,
  clients,
  documented,
  items,
  teamOf,
  staff,
  desk,
}: {
  r: Random;
  today: number;
  clients: readonly ClientRow[];
  documented: readonly ClientRow[];
  items: readonly VaultItemRow[];
  teamOf: (clientId: string) => Person[];
  /** Who confirms and declines visits. */
  staff: Actor;
  /** Who checks visitors in at the desk. */
  desk: Actor;
}): VisitDraft[] {
  const todayDay = new Date(today).toISOString().slice(0, 10);
  const taken = new Set<string>();
  const codes = new Set<string>();
  const drafts: VisitDraft[] = [];
  const book = (client: ClientRow, state: RequestState) => {
    const ahead = state === 'scheduled' || state === 'awaiting_staff';
    const slot = freeSlot(r, taken, {
      from: ahead ? dayAfter(todayDay, 1) : dayAfter(todayDay, 7 - REQUEST_HISTORY_DAYS),
      to: ahead ? dayAfter(todayDay, AHEAD_DAYS) : dayAfter(todayDay, -1),
      ahead,
    });
    if (!slot) return;
    const startsAt = vaultMoment(slot.day, slot.hour);
    const dayStarts = Date.parse(`${slot.day}T00:00:00Z`);
    const submittedAt =
      state === 'awaiting_staff'
        ? today - r.int(6, 60) * HOUR_MS
        : Math.min(dayStarts - r.int(3, 20) * DAY_MS + r.int(12, 23) * HOUR_MS, today - 2 * DAY_MS);
    const held = items.filter(
      (item) =>
        item.client_id === client.id &&
        Date.parse(item.created_at) < submittedAt &&
        (item.released_at === null || Date.parse(item.released_at) > startsAt + HOUR_MS),
    );
    if (held.length === 0) return;
    const chosen: VaultItemRow[] = [];
    for (let count = r.int(1, Math.min(3, held.length)); count > 0; count -= 1) {
      chosen.push(held.splice(r.int(0, held.length - 1), 1)[0]!);
    }
    taken.add(`${slot.day}:${slot.hour}`);
    let code = visitCode((n) => r.int(0, n - 1));
    while (codes.has(code)) code = visitCode((n) => r.int(0, n - 1));
    codes.add(code);
    const requester = r.pick(teamOf(client.id));
    // Unconfirmed by the start of its day, a visit can no longer be prepared (create-visit.ts).
    const expiresAt = Math.min(requestExpiry(new Date(submittedAt)).getTime(), dayStarts);
    const decidedAt = submittedAt + r.int(2, 30) * HOUR_MS;
    const approved = state === 'completed' || state === 'scheduled' || state === 'cancelled';
    const approval = approved ? { actor: staff, at: decidedAt } : null;
    const ending: Step | null =
      state === 'declined'
        ? { actor: staff, at: decidedAt }
        : state === 'cancelled'
          ? { actor: clientActor(r, requester), at: decidedAt + (dayStarts - decidedAt) * r.next() }
          : state === 'expired'
            ? { actor: SYSTEM, at: expiresAt }
            : null;
    drafts.push({
      clientId: client.id,
      state,
      submittedAt,
      requester,
      visitOn: slot.day,
      hour: slot.hour,
      visitors: visitorsOf(r, client),
      items: chosen,
      code,
      approval,
      checkIn:
        state === 'completed' ? { actor: desk, at: startsAt + r.int(0, 20) * MINUTE_MS } : null,
      ending,
    });
  };

  for (const client of documented) {
    for (const state of [...PAST_STATES, 'completed', ...AHEAD_STATES] as const)
      book(client, state);
  }
  for (const client of clients.filter((row) => !documented.includes(row))) {
    const state = r.weighted({
      completed: 5,
      declined: 1,
      cancelled: 1,
      expired: 1,
      scheduled: 2,
      awaiting_staff: 1,
      none: 4,
    });
    if (state !== 'none') book(client, state);
  }
  return drafts;
}

/** A free open hour between two days, none of them today; null when none is found. */
function freeSlot(
  r: Random,
  taken: Set<string>,
  range: { from: string; to: string; ahead: boolean },
): { day: string; hour: number } | null {
  const days =
    (Date.parse(`${range.to}T00:00:00Z`) - Date.parse(`${range.from}T00:00:00Z`)) / DAY_MS;
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const day = dayAfter(range.from, r.int(0, days));
    const hours = openHoursOf(VISIT_SETTING_DEFAULTS, day).filter(
      (hour) => !(range.ahead && hour === KEPT_FREE_HOUR) && !taken.has(`${day}:${hour}`),
    );
    if (hours.length > 0) return { day, hour: r.pick(hours) };
  }
  return null;
}

/** The moment an hour of a day starts on the vault's clock, summer time or not. */
function vaultMoment(day: string, hour: number): number {
  const hourAt = new Intl.DateTimeFormat('en-GB', {
    timeZone: VAULT_TIME_ZONE,
    hour: '2-digit',
    hourCycle: 'h23',
  });
  const wall = Date.parse(`${day}T${String(hour).padStart(2, '0')}:00:00Z`);
  for (const offset of [4, 5]) {
    const moment = wall + offset * HOUR_MS;
    if (Number(hourAt.format(moment)) === hour) return moment;
  }
  throw new Error(`no hour ${hour} on ${day} at the vault`);
}

/** The client and up to two others, each with the ID they bring. */
function visitorsOf(r: Random, client: ClientRow) {
  const names = [`${client.first_name} ${client.last_name}`];
  for (let others = r.int(0, 2); others > 0; others -= 1) {
    names.push(`${r.pick(FIRST_NAMES)} ${r.pick(LAST_NAMES)}`);
  }
  return names.map((name) => ({ name, id_type: r.pick(ID_TYPES) }));
}

export type DemoVisitRows = {
  visits: object[];
  items: { request_id: string; item_id: string }[];
};

/** A visit's details and items, our approval and its every step on it and on each of its items. */
export function visitRows(
  r: Random,
  draft: VisitDraft,
  input: {
    id: string;
    number: string;
    rows: DemoVisitRows;
    approvals: object[];
    audit: AuditRow[];
  },
): { declineReason: string | null; updatedAt: number; expiresAt: number } {
  const { id, number } = input;
  const iso = (time: number) => new Date(time).toISOString();
  input.rows.visits.push({
    request_id: id,
    visit_on: draft.visitOn,
    hour: draft.hour,
    visitors: draft.visitors,
    code: draft.code,
    checked_in_at: draft.checkIn ? iso(draft.checkIn.at) : null,
    checked_in_by: draft.checkIn?.actor.id ?? null,
  });
  for (const item of draft.items) input.rows.items.push({ request_id: id, item_id: item.id });
  const event = requestTrail(r, input.audit, {
    id,
    number,
    clientId: draft.clientId,
    items: draft.items,
  });
  event(clientActor(r, draft.requester), 'request_submitted', draft.submittedAt, {
    kind: 'visit',
    visit_on: draft.visitOn,
    hour: draft.hour,
    visitors: draft.visitors.length,
  });
  let updatedAt = draft.submittedAt;
  if (draft.approval) {
    const { actor, at } = draft.approval;
    input.approvals.push({ request_id: id, user_id: actor.id, side: 'staff', created_at: iso(at) });
    event(actor, 'request_staff_approved', at);
    updatedAt = at;
  }
  if (draft.checkIn) {
    const { actor, at } = draft.checkIn;
    event(actor, 'visit_checked_in', at, { visitors: draft.visitors.length });
    updatedAt = at;
  }
  if (draft.ending) {
    const { actor, at } = draft.ending;
    if (draft.state === 'declined')
      event(actor, 'request_declined', at, { reason: DECLINE_REASON });
    if (draft.state === 'cancelled') event(actor, 'request_cancelled', at);
    if (draft.state === 'expired') event(actor, 'request_expired', at);
    updatedAt = at;
  }
  const dayStarts = Date.parse(`${draft.visitOn}T00:00:00Z`);
  return {
    declineReason: draft.state === 'declined' ? DECLINE_REASON : null,
    updatedAt,
    expiresAt: Math.min(requestExpiry(new Date(draft.submittedAt)).getTime(), dayStarts),
  };
}
