import { SYSTEM_ACTOR_LABEL, type AuditAction } from '#shared/audit-action';
import type { ClientRole } from '#shared/client-roles';
import { quoteFactsOf, type QuoteFacts } from '#shared/quote';
import { bookingPrice } from '#shared/request-schema';
import { QUOTE_VALID_DAYS, type RequestState } from '#shared/requests';
import type { SecurityLevel } from '#shared/security-level';
import { auditRow, type Actor } from './demo-rows';
import type { AuditRow, ClientRow, ShipmentRow, UserRow } from './json-rows';
import { DAY_MS, type Random } from './random';
import { ITEM_DESCRIPTIONS, STREETS, USER_AGENTS } from './word-lists';

const HOUR_MS = 60 * 60 * 1000;
const SYSTEM: Actor = { id: null, label: SYSTEM_ACTOR_LABEL, ip: 'server', userAgent: '' };
/** The months of requests the demo shows: the portal, the inbox and the analytics have shapes. */
const REQUEST_HISTORY_DAYS = 120;
/** The share of recent shipments that were booked by their client rather than by phone. */
const BOOKED_SHARE = 0.5;
const CITIES = ['New York', 'Miami', 'Chicago', 'Boston', 'Geneva', 'London', 'Zurich', 'Dallas'];
const DECLINE_REASONS = [
  'No armoured vehicle is free in that pickup window: please choose another day.',
  'The declared value is above what this route is insured for.',
  'Pickup addresses must be a business premises for Maximum security.',
];

type Person = { id: string; email: string; role: ClientRole };

export type DemoRequestRows = {
  requests: object[];
  bookings: object[];
  approvals: object[];
  sequences: { name: string; year: number; last: number }[];
  /** Unsigned: the seed signs them with the running server's key (decision 068). */
  quotes: { id: string; request_id: string; issued_at: string; facts: QuoteFacts }[];
  audit: AuditRow[];
};

type Draft = {
  clientId: string;
  state: RequestState;
  submittedAt: number;
  requester: Person;
  clientApprover: Person | null;
  decidedAt: number | null;
  shipment: ShipmentRow | null;
  booking: {
    pickup_city: string;
    delivery_city: string;
    contents: string;
    weight_kg: number;
    declared_value: number;
    security_level: SecurityLevel;
  };
};

/**
 * Four months of bookings (decision 067): half the recent shipments of every client were booked
 * from a quote and accepted as requests (completed once delivered, decision 068), and each documented organisation has others in every other state, so
 * the portal, the inbox and the analytics show what they will show in use.
 */
export function demoRequestRows({
  r,
  today,
  clients,
  documented,
  shipments,
  members,
  people,
  staff,
}: {
  r: Random;
  today: number;
  clients: readonly ClientRow[];
  /** The README's organisations, which get a request in every state. */
  documented: readonly ClientRow[];
  shipments: readonly ShipmentRow[];
  members: readonly { client_id: string; user_id: string; role: ClientRole }[];
  people: readonly UserRow[];
  staff: Actor;
}): DemoRequestRows {
  const peopleOf = (clientId: string): Person[] => {
    const owner = clients.find((client) => client.id === clientId)!;
    const others = members
      .filter((member) => member.client_id === clientId && member.role !== 'viewer')
      .map((member) => ({
        id: member.user_id,
        email: people.find((user) => user.id === member.user_id)!.email,
        role: member.role,
      }));
    return [{ id: owner.id, email: owner.email, role: 'owner' }, ...others];
  };
  const since = today - REQUEST_HISTORY_DAYS * DAY_MS;
  const drafts: Draft[] = [];

  // What clients booked and we accepted: the shipments themselves.
  for (const shipment of shipments) {
    const created = Date.parse(shipment.created_at);
    if (!shipment.client_id || created < since || r.next() >= BOOKED_SHARE) continue;
    const team = peopleOf(shipment.client_id);
    const requester = r.pick(team);
    drafts.push({
      clientId: shipment.client_id,
      state: shipment.status === 'delivered' ? 'completed' : 'scheduled',
      submittedAt: created - r.int(2, 60) * HOUR_MS,
      requester,
      clientApprover: secondPerson(r, team, requester),
      decidedAt: created,
      shipment,
      booking: {
        pickup_city: shipment.origin,
        delivery_city: shipment.destination,
        contents: shipment.item_description ?? r.pick(ITEM_DESCRIPTIONS),
        weight_kg: shipment.weight_kg ?? r.int(1, 40),
        declared_value: shipment.value ?? r.int(5, 500) * 1000,
        security_level: shipment.security_level,
      },
    });
  }

  // The documented organisations' other requests, one of each ending and some still open.
  for (const client of documented) {
    const team = peopleOf(client.id);
    const fourEyes = team.filter((person) => person.role !== 'member').length >= 2;
    const endings: RequestState[] = ['declined', 'cancelled', 'expired', 'declined'];
    for (const state of endings) {
      drafts.push(otherRequest(r, { client: client.id, team, state, fourEyes, since, today }));
    }
    const open: RequestState[] = fourEyes
      ? ['awaiting_client', 'awaiting_staff']
      : ['awaiting_staff'];
    for (const state of open) {
      drafts.push(otherRequest(r, { client: client.id, team, state, fourEyes, since, today }));
    }
  }

  drafts.sort((a, b) => a.submittedAt - b.submittedAt);
  return toRows(r, drafts, staff);
}

/** The second Owner or Approver of a four-eyes organisation, or null where there is none. */
function secondPerson(r: Random, team: Person[], requester: Person): Person | null {
  const others = team.filter((person) => person.id !== requester.id && person.role !== 'member');
  return others.length > 0 && team.filter((person) => person.role !== 'member').length >= 2
    ? r.pick(others)
    : null;
}

function otherRequest(
  r: Random,
  input: {
    client: string;
    team: Person[];
    state: RequestState;
    fourEyes: boolean;
    since: number;
    today: number;
  },
): Draft {
  const open = input.state === 'awaiting_client' || input.state === 'awaiting_staff';
  const submittedAt = open
    ? input.today - r.int(2, 72) * HOUR_MS
    : r.int(input.since + DAY_MS, input.today - 10 * DAY_MS);
  const requester =
    input.state === 'awaiting_client'
      ? (input.team.find((person) => person.role === 'member') ?? input.team[0]!)
      : r.pick(input.team);
  const approved =
    input.fourEyes && input.state !== 'awaiting_client' && input.state !== 'cancelled';
  const decidedAt =
    input.state === 'expired'
      ? submittedAt + QUOTE_VALID_DAYS * DAY_MS
      : open
        ? null
        : submittedAt + r.int(3, 48) * HOUR_MS;
  const from = r.pick(CITIES);
  return {
    clientId: input.client,
    state: input.state,
    submittedAt,
    requester,
    clientApprover: approved ? secondPerson(r, input.team, requester) : null,
    decidedAt,
    shipment: null,
    booking: {
      pickup_city: from,
      delivery_city: r.pick(CITIES.filter((city) => city !== from)),
      contents: r.pick(ITEM_DESCRIPTIONS),
      weight_kg: r.int(1, 60),
      declared_value: r.int(5, 900) * 1000,
      security_level: r.pick(['standard', 'high', 'maximum'] as const),
    },
  };
}

function toRows(r: Random, drafts: Draft[], staff: Actor): DemoRequestRows {
  const rows: DemoRequestRows = {
    requests: [],
    bookings: [],
    approvals: [],
    sequences: [],
    quotes: [],
    audit: [],
  };
  const lastOfYear = new Map<number, number>();
  const iso = (time: number) => new Date(time).toISOString();
  for (const draft of drafts) {
    const year = new Date(draft.submittedAt).getUTCFullYear();
    const sequence = (lastOfYear.get(year) ?? 0) + 1;
    lastOfYear.set(year, sequence);
    const id = r.uuid();
    const number = `REQ-${year}-${String(sequence).padStart(6, '0')}`;
    const pickupFrom = draft.shipment
      ? Date.parse(draft.shipment.date_of_shipment ?? draft.shipment.created_at)
      : draft.submittedAt + r.int(2, 10) * DAY_MS;
    const declineReason = draft.state === 'declined' ? r.pick(DECLINE_REASONS) : null;
    const deliveredAt = draft.shipment?.delivery_date;
    const completedAt = draft.state === 'completed' && deliveredAt ? Date.parse(deliveredAt) : null;
    rows.requests.push({
      id,
      number,
      client_id: draft.clientId,
      kind: 'booking',
      state: draft.state,
      requested_by_user_id: draft.requester.id,
      idempotency_key: r.uuid(),
      decline_reason: declineReason,
      shipment_id: draft.shipment?.id ?? null,
      expires_at: iso(draft.submittedAt + QUOTE_VALID_DAYS * DAY_MS),
      created_at: iso(draft.submittedAt),
      updated_at: iso(completedAt ?? draft.decidedAt ?? draft.submittedAt),
    });
    const street = () => `${r.int(10, 980)} ${r.pick(STREETS)}`;
    const booking = { ...draft.booking, dimensions_cm: null };
    const price = bookingPrice(booking);
    rows.bookings.push({
      request_id: id,
      ...booking,
      pickup_address: street(),
      delivery_address: street(),
      pickup_from: iso(pickupFrom),
      pickup_until: iso(pickupFrom + 4 * HOUR_MS),
      quoted_price: price,
    });
    const validUntil = new Date(draft.submittedAt + QUOTE_VALID_DAYS * DAY_MS);
    rows.quotes.push({
      id: r.uuid(),
      request_id: id,
      issued_at: iso(draft.submittedAt),
      facts: quoteFactsOf(number, booking, price, validUntil),
    });

    const event = (
      actor: Actor,
      action: AuditAction,
      at: number,
      details?: Record<string, unknown>,
    ) =>
      rows.audit.push(
        auditRow(r, {
          actor,
          action,
          entity: { type: 'request', id, label: number },
          clientId: draft.clientId,
          at: iso(at),
          details,
        }),
      );
    const client = (person: Person): Actor => ({
      id: person.id,
      label: person.email,
      ip: `203.0.113.${r.int(2, 250)}`,
      userAgent: r.pick(USER_AGENTS.desktop),
    });
    event(client(draft.requester), 'request_submitted', draft.submittedAt, { kind: 'booking' });
    if (draft.clientApprover) {
      const at = draft.submittedAt + r.int(1, 6) * HOUR_MS;
      rows.approvals.push({
        request_id: id,
        user_id: draft.clientApprover.id,
        side: 'client',
        created_at: iso(at),
      });
      event(client(draft.clientApprover), 'request_client_approved', at);
    }
    if (draft.decidedAt === null) continue;
    if (draft.state === 'scheduled' || draft.state === 'completed') {
      rows.approvals.push({
        request_id: id,
        user_id: staff.id,
        side: 'staff',
        created_at: iso(draft.decidedAt),
      });
      event(staff, 'request_staff_approved', draft.decidedAt);
      if (completedAt !== null) {
        event(SYSTEM, 'request_completed', completedAt, { shipment_id: draft.shipment?.id });
      }
    } else if (draft.state === 'declined') {
      event(staff, 'request_declined', draft.decidedAt, { reason: declineReason });
    } else if (draft.state === 'cancelled') {
      event(client(draft.requester), 'request_cancelled', draft.decidedAt);
    } else if (draft.state === 'expired') {
      event(SYSTEM, 'request_expired', draft.decidedAt);
    }
  }
  rows.sequences = [...lastOfYear].map(([year, last]) => ({ name: 'request', year, last }));
  return rows;
}
