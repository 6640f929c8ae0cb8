import type { ClientRole } from '#shared/client-roles';
import { quoteFactsOf, type QuoteFacts } from '#shared/quote';
import { bookingPrice } from '#shared/request-schema';
import {
  QUOTE_VALID_DAYS,
  requestExpiry,
  type RequestKind,
  type RequestState,
} from '#shared/requests';
import type { SecurityLevel } from '#shared/security-level';
import type { Actor } from './demo-rows';
import { numberRequests } from './demo-request-numbers';
import {
  CITIES,
  clientActor,
  hasFourEyes,
  HOUR_MS,
  REQUEST_HISTORY_DAYS,
  requestTrail,
  secondPerson,
  SYSTEM,
  teamsOf,
  type Person,
} from './demo-request-trail';
import { demoReleaseDrafts, releaseRows, type DemoReleaseRows } from './demo-releases';
import { demoVisitDrafts, visitRows, type DemoVisitRows } from './demo-visits';
import type { AuditRow, ClientRow, ShipmentRow, UserRow, VaultItemRow } from './json-rows';
import { DAY_MS, type Random } from './random';
import { ITEM_DESCRIPTIONS, STREETS } from './word-lists';

/** The share of recent shipments that were booked by their client rather than by phone. */
const BOOKED_SHARE = 0.5;
const DECLINE_REASONS = [
  'No armoured vehicle is free in that pickup window: please choose another day.',
  'The declared value is above what this route is insured for.',
  'Pickup addresses must be a business premises for Maximum security.',
];

export type DemoRequestRows = {
  requests: object[];
  bookings: object[];
  releases: DemoReleaseRows;
  visits: DemoVisitRows;
  approvals: object[];
  sequences: { name: string; year: number; last: number }[];
  /** Unsigned: the seed signs them with the running server's key (decision 068). */
  quotes: { id: string; request_id: string; issued_at: string; facts: QuoteFacts }[];
  audit: AuditRow[];
};

/** What releases and visits are made of: the demo's year of items and the staff who act on them. */
export type DemoVaultRequests = {
  /** Their own generators, so the bookings stay those of theirs. */
  releaseRandom: Random;
  visitRandom: Random;
  /** Every demo item: the released ones are marked on these rows. */
  items: VaultItemRow[];
  /** The two of our staff who approve: a release over the threshold needs both. */
  approvers: readonly [Actor, Actor];
  /** Who checks visitors in at the desk. */
  desk: Actor;
};

type Draft = {
  kind: 'booking';
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
 * Four months of requests of every kind, numbered together in the order they were asked
 * (decision 067). Bookings: half the recent shipments of every client were booked from a quote and
 * accepted as requests (completed once delivered, decision 068), and each documented organisation
 * has others in every other state. With `vault`, releases of stored items (demo-releases.ts,
 * decision 069) and visits to the vault (demo-visits.ts, decision 070) too: the portal, the inbox
 * and the analytics show what they will show in use.
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
  vault,
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
  /** Without it, the documented items and viewing rooms stay as the suites name them. */
  vault: DemoVaultRequests | null;
}): DemoRequestRows {
  const peopleOf = teamsOf({ clients, members, people });
  const since = today - REQUEST_HISTORY_DAYS * DAY_MS;
  const drafts: Draft[] = [];

  // What clients booked and we accepted: the shipments themselves.
  for (const shipment of shipments) {
    const created = Date.parse(shipment.created_at);
    if (!shipment.client_id || created < since || r.next() >= BOOKED_SHARE) continue;
    const team = peopleOf(shipment.client_id);
    const requester = r.pick(team);
    drafts.push({
      kind: 'booking',
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
    const fourEyes = hasFourEyes(team);
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
  const vaultInput = vault && {
    today,
    clients,
    documented,
    items: vault.items,
    teamOf: peopleOf,
  };
  const releases = vaultInput
    ? demoReleaseDrafts({ ...vaultInput, r: vault.releaseRandom, staff: vault.approvers })
    : [];
  const visits = vaultInput
    ? demoVisitDrafts({
        ...vaultInput,
        r: vault.visitRandom,
        staff: vault.approvers[0],
        desk: vault.desk,
      })
    : [];
  const { numberOf, sequences } = numberRequests<{ submittedAt: number }>([
    ...drafts,
    ...releases,
    ...visits,
  ]);
  const rows = toRows(r, drafts, numberOf, staff);
  rows.sequences = sequences;
  for (const [kind, random, list] of [
    ['release', vault?.releaseRandom, releases],
    ['visit', vault?.visitRandom, visits],
  ] as const) {
    for (const draft of list) {
      const request = { id: random!.uuid(), number: numberOf(draft) };
      const written = { ...request, approvals: rows.approvals, audit: rows.audit };
      const outcome =
        kind === 'release'
          ? {
              ...releaseRows(random!, draft as (typeof releases)[number], {
                ...written,
                rows: rows.releases,
              }),
              expiresAt: requestExpiry(new Date(draft.submittedAt)).getTime(),
            }
          : visitRows(random!, draft as (typeof visits)[number], { ...written, rows: rows.visits });
      rows.requests.push({
        ...request,
        client_id: draft.clientId,
        kind: kind satisfies RequestKind,
        state: draft.state,
        requested_by_user_id: draft.requester.id,
        idempotency_key: random!.uuid(),
        decline_reason: outcome.declineReason,
        shipment_id: null,
        expires_at: new Date(outcome.expiresAt).toISOString(),
        created_at: new Date(draft.submittedAt).toISOString(),
        updated_at: new Date(outcome.updatedAt).toISOString(),
      });
    }
  }
  return rows;
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
    kind: 'booking',
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

function toRows(
  r: Random,
  drafts: Draft[],
  numberOf: (draft: Draft) => string,
  staff: Actor,
): DemoRequestRows {
  const rows: DemoRequestRows = {
    requests: [],
    bookings: [],
    releases: { releases: [], items: [], received: [] },
    visits: { visits: [], items: [] },
    approvals: [],
    sequences: [],
    quotes: [],
    audit: [],
  };
  const iso = (time: number) => new Date(time).toISOString();
  for (const draft of drafts) {
    const id = r.uuid();
    const number = numberOf(draft);
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

    const event = requestTrail(r, rows.audit, { id, number, clientId: draft.clientId, items: [] });
    const client = (person: Person): Actor => clientActor(r, person);
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
  return rows;
}
