import { keptOnTransfer } from '#shared/item-transfer';
import {
  DEFAULT_RELEASE_SECOND_APPROVAL_THRESHOLD,
  requestExpiry,
  staffApprovalsNeeded,
  type ReleaseMethod,
  type RequestState,
} from '#shared/requests';
import type { Actor } from './demo-rows';
import {
  CITIES,
  clientActor,
  hasFourEyes,
  HOUR_MS,
  REQUEST_HISTORY_DAYS,
  requestTrail,
  secondPerson,
  SYSTEM,
  type Person,
} from './demo-request-trail';
import type { AuditRow, ClientRow, VaultItemRow } from './json-rows';
import { auditRow } from './demo-rows';
import { DAY_MS, type Random } from './random';
import { STREETS } from './word-lists';

const DECLINE_REASONS = [
  'The collector named is not on the organisation’s list of authorised people.',
  'These items are under an insurer’s hold until their valuation is renewed.',
  'Deliveries of Maximum security items need a business address: please ask again.',
];
/** Why a receiving organisation turned a transfer down (decision 071). */
const REFUSAL_REASONS = [
  'We have not agreed to buy these pieces yet: please offer them again once the sale is signed.',
  'Our insurer has not yet approved holding items of this value.',
];
/**
 * The demo's transfers between generated organisations (decision 071): a few completed over the
 * months, some before the receiver or us now, one turned down by the receiver, one unanswered.
 */
const TRANSFER_STATES: RequestState[] = [
  'completed',
  'completed',
  'completed',
  'awaiting_recipient',
  'awaiting_recipient',
  'declined',
  'awaiting_staff',
  'expired',
];

type Step = { actor: Actor; at: number };

export type ReleaseDraft = {
  clientId: string;
  state: RequestState;
  /**
   * Where it started: with a second Owner or Approver under four eyes, else with us or, for a
   * transfer, with the receiving organisation.
   */
  askedState: 'awaiting_client' | 'awaiting_recipient' | 'awaiting_staff';
  submittedAt: number;
  requester: Person;
  clientApproval: { person: Person; at: number } | null;
  /** Ours so far, by different people: two where the items are worth over the threshold. */
  staffApprovals: Step[];
  /** Its declining (by us, or by the receiving organisation of a transfer), cancelling or expiring. */
  ending: Step | null;
  /** A transfer's receiving organisation, when it was offered to it and who of it accepted. */
  transfer: {
    to: ClientRow;
    /** The sender, as the receiver's history names it. */
    from: string;
    offeredAt: number | null;
    acceptance: { person: Person; at: number } | null;
  } | null;
  method: ReleaseMethod;
  releaseOn: number;
  collector: string;
  items: VaultItemRow[];
};

type Plan = { state: RequestState; method: ReleaseMethod };

/**
 * Releases of stored items (decision 069) over the last months, in every state but Scheduled.
 * Collections that went through took their items out: released_at is set on those rows, at our
 * last approval. A delivery approved would be one more of our shipments, which the demo's own are
 * not, so deliveries stay before our approval or ended unapproved. Transfers (decision 071) go
 * from one generated organisation to another that had joined by then: completed ones released the
 * sender's items as a collection does and gave the receiver an item of its own for each
 * (releaseRows); others await the receiver or us, or were turned down by the receiver or left to
 * expire unanswered. The documented organisations' items are those the README and the journeys
 * name, so none of them leaves or changes hands: their releases ended unapproved or, at the
 * four-eyes gallery, still wait, and they neither send nor receive transfers. An item is in at
 * most one open release, and in none after it left or changed: a pending release locks it.
 */
export function demoReleaseDrafts({
  r,
  today,
  clients,
  documented,
  items,
  teamOf,
  staff,
}: {
  r: Random;
  today: number;
  clients: readonly ClientRow[];
  documented: readonly ClientRow[];
  /** Every demo item: the released ones are marked on these rows. */
  items: VaultItemRow[];
  teamOf: (clientId: string) => Person[];
  /** The two of our staff who approve releases. */
  staff: readonly [Actor, Actor];
}): ReleaseDraft[] {
  const since = today - REQUEST_HISTORY_DAYS * DAY_MS;
  const pending = new Set<string>();
  const drafts: ReleaseDraft[] = [];
  // Open requests were asked in the last days; ended ones over the months, before expiry could.
  const askedAt = (open: boolean) =>
    open ? today - r.int(8, 72) * HOUR_MS : r.int(since + DAY_MS, today - 15 * DAY_MS);
  const chooseItems = (eligible: VaultItemRow[]) => {
    const chosen: VaultItemRow[] = [];
    for (let count = r.int(1, Math.min(3, eligible.length)); count > 0; count -= 1) {
      chosen.push(eligible.splice(r.int(0, eligible.length - 1), 1)[0]!);
    }
    return chosen;
  };
  // A completed release marks its items Released at our last approval.
  const keep = (draft: ReleaseDraft) => {
    if (draft.state === 'completed') {
      const releasedAt = new Date(draft.staffApprovals.at(-1)!.at).toISOString();
      for (const item of draft.items) {
        item.released_at = releasedAt;
        item.updated_at = releasedAt;
      }
    }
    drafts.push(draft);
  };
  const ask = (client: ClientRow, plan: Plan) => {
    const team = teamOf(client.id);
    const open = plan.state === 'awaiting_client' || plan.state === 'awaiting_staff';
    const submittedAt = askedAt(open);
    const eligible = items.filter(
      (item) =>
        item.client_id === client.id &&
        item.released_at === null &&
        !pending.has(item.id) &&
        Date.parse(item.updated_at) < submittedAt - HOUR_MS,
    );
    if (eligible.length === 0) return;
    const chosen = chooseItems(eligible);
    if (open) for (const item of chosen) pending.add(item.id);
    keep(releaseDraft(r, { client, plan, team, submittedAt, items: chosen, staff, today }));
  };

  for (const client of documented) {
    const plans: Plan[] = [
      { state: 'declined', method: 'deliver' },
      { state: 'cancelled', method: 'collect' },
      { state: 'expired', method: 'deliver' },
    ];
    if (hasFourEyes(teamOf(client.id))) {
      plans.push(
        { state: 'awaiting_client', method: 'collect' },
        { state: 'awaiting_staff', method: 'deliver' },
      );
    }
    for (const plan of plans) ask(client, plan);
  }
  for (const client of clients.filter((row) => !documented.includes(row))) {
    const state = r.weighted({
      completed: 6,
      awaiting_staff: 2,
      declined: 1,
      cancelled: 1,
      expired: 1,
      none: 3,
    });
    if (state === 'none') continue;
    ask(client, { state, method: state === 'completed' || r.next() < 0.5 ? 'collect' : 'deliver' });
  }

  // Drawn after the collections and deliveries, so these stay as they were. An item asked for in
  // any release is left out: one released later could not have been offered earlier, and one
  // offered earlier must still be the sender's when it is collected.
  const generated = clients.filter((row) => !documented.includes(row));
  const asked = new Set(drafts.flatMap((draft) => draft.items.map((item) => item.id)));
  for (const state of TRANSFER_STATES) {
    const submittedAt = askedAt(state === 'awaiting_recipient' || state === 'awaiting_staff');
    const heldBy = (client: ClientRow) =>
      items.filter(
        (item) =>
          item.client_id === client.id &&
          item.released_at === null &&
          !asked.has(item.id) &&
          Date.parse(item.updated_at) < submittedAt - HOUR_MS,
      );
    const senders = generated.filter((client) => heldBy(client).length > 0);
    if (senders.length === 0) continue;
    const sender = r.pick(senders);
    // Its new items are stored from our approval, which must be after it joined.
    const receivers = generated.filter(
      (client) => client.id !== sender.id && Date.parse(client.created_at) < submittedAt - DAY_MS,
    );
    if (receivers.length === 0) continue;
    const to = r.pick(receivers);
    const chosen = chooseItems(heldBy(sender));
    for (const item of chosen) asked.add(item.id);
    const draft = releaseDraft(r, {
      client: sender,
      plan: { state, method: 'transfer' },
      team: teamOf(sender.id),
      submittedAt,
      items: chosen,
      staff,
      today,
      recipient: { client: to, team: teamOf(to.id) },
    });
    keep(draft);
  }
  return drafts;
}

function releaseDraft(
  r: Random,
  input: {
    client: ClientRow;
    plan: Plan;
    team: Person[];
    submittedAt: number;
    items: VaultItemRow[];
    staff: readonly [Actor, Actor];
    today: number;
    /** A transfer's receiving organisation and its people. */
    recipient?: { client: ClientRow; team: Person[] };
  },
): ReleaseDraft {
  const { state, method } = input.plan;
  const { submittedAt, team } = input;
  const requester =
    state === 'awaiting_client'
      ? (team.find((person) => person.role === 'member') ?? team[0]!)
      : r.pick(team);
  const fourEyes = hasFourEyes(team);
  // Under four eyes, every release waits for a second Owner or Approver first (create-release.ts).
  const approver =
    state !== 'awaiting_client' && state !== 'cancelled' ? secondPerson(r, team, requester) : null;
  const clientApproval = approver
    ? { person: approver, at: submittedAt + r.int(1, 6) * HOUR_MS }
    : null;
  const { recipient } = input;
  // A transfer is put before the receiving organisation once its own four eyes approved it, or
  // when it was asked without them (create-release.ts, change-request.ts).
  const offeredAt =
    recipient && state !== 'awaiting_client' && (clientApproval || !fourEyes)
      ? (clientApproval?.at ?? submittedAt)
      : null;
  // One of its Owners or Approvers accepts it or turns it down; the owner where it has no other.
  const recipientApprover =
    recipient && offeredAt !== null
      ? r.pick(recipient.team.filter((person) => person.role !== 'member'))
      : null;
  const acceptance =
    recipientApprover && offeredAt !== null && (state === 'completed' || state === 'awaiting_staff')
      ? {
          person: recipientApprover,
          at:
            state === 'completed'
              ? offeredAt + r.int(2, 48) * HOUR_MS
              : offeredAt + Math.floor((input.today - offeredAt) * (0.2 + 0.4 * r.next())),
        }
      : null;
  const withUsFrom = acceptance?.at ?? clientApproval?.at ?? submittedAt;
  const needed = staffApprovalsNeeded(
    input.items.reduce((sum, item) => sum + (item.value ?? 0), 0),
    DEFAULT_RELEASE_SECOND_APPROVAL_THRESHOLD,
  );
  const first = r.next() < 0.5 ? 0 : 1;
  const approvers = [input.staff[first]!, input.staff[1 - first]!];
  const staffApprovals: Step[] = [];
  if (state === 'completed') {
    let at = withUsFrom + r.int(2, 30) * HOUR_MS;
    for (let index = 0; index < needed; index += 1) {
      staffApprovals.push({ actor: approvers[index]!, at });
      at += r.int(1, 20) * HOUR_MS;
    }
  } else if (state === 'awaiting_staff' && needed === 2 && r.next() < 0.6) {
    // The first of two, before today: "1 of 2" on the request's page.
    const at = withUsFrom + Math.floor((input.today - withUsFrom) * (0.2 + 0.6 * r.next()));
    staffApprovals.push({ actor: approvers[0]!, at });
  }
  const endsAt = withUsFrom + r.int(2, 72) * HOUR_MS;
  const ending: Step | null =
    state === 'declined'
      ? {
          // A transfer offered and not accepted is turned down by the receiving organisation.
          actor:
            recipientApprover && !acceptance ? clientActor(r, recipientApprover) : input.staff[0],
          at: endsAt,
        }
      : state === 'cancelled'
        ? { actor: clientActor(r, requester), at: endsAt }
        : state === 'expired'
          ? { actor: SYSTEM, at: requestExpiry(new Date(submittedAt)).getTime() }
          : null;
  return {
    clientId: input.client.id,
    state,
    askedState: fourEyes ? 'awaiting_client' : recipient ? 'awaiting_recipient' : 'awaiting_staff',
    submittedAt,
    requester,
    clientApproval,
    staffApprovals,
    ending,
    method,
    releaseOn: submittedAt + r.int(3, 20) * DAY_MS,
    collector: `${input.client.first_name} ${input.client.last_name}`,
    items: input.items,
    transfer: recipient
      ? { to: recipient.client, from: organisationNameOf(input.client), offeredAt, acceptance }
      : null,
  };
}

export type DemoReleaseRows = {
  releases: object[];
  items: { request_id: string; item_id: string }[];
  /** The receiving organisations' new items of the completed transfers (decision 071). */
  received: VaultItemRow[];
};

/**
 * A release's details and items, its approvals and its every step on it and on each of its
 * items; answers its decline reason and when it last changed. A completed transfer also gives the
 * receiving organisation its new items, whose history starts with their arrival.
 */
export function releaseRows(
  r: Random,
  draft: ReleaseDraft,
  input: {
    id: string;
    number: string;
    rows: DemoReleaseRows;
    approvals: object[];
    audit: AuditRow[];
  },
): { declineReason: string | null; updatedAt: number } {
  const { id, number } = input;
  const iso = (time: number) => new Date(time).toISOString();
  const totalValue = draft.items.reduce((sum, item) => sum + (item.value ?? 0), 0);
  const needed = staffApprovalsNeeded(totalValue, DEFAULT_RELEASE_SECOND_APPROVAL_THRESHOLD);
  const deliver = draft.method === 'deliver';
  const offeredAt = draft.transfer?.offeredAt ?? null;
  // Every row names every column: the first one names those that go in (insert-json.ts).
  input.rows.releases.push({
    request_id: id,
    method: draft.method,
    release_on: iso(draft.releaseOn),
    collector_name: draft.method === 'collect' ? draft.collector : null,
    delivery_address: deliver ? `${r.int(10, 980)} ${r.pick(STREETS)}` : null,
    delivery_city: deliver ? r.pick(CITIES) : null,
    to_client_id: draft.transfer?.to.id ?? null,
    offered_at: offeredAt === null ? null : iso(offeredAt),
    total_value: totalValue,
    staff_approvals_needed: needed,
  });
  for (const item of draft.items) input.rows.items.push({ request_id: id, item_id: item.id });

  const event = requestTrail(r, input.audit, {
    id,
    number,
    clientId: draft.clientId,
    items: draft.items,
  });
  event(clientActor(r, draft.requester), 'request_submitted', draft.submittedAt, {
    kind: 'release',
    method: draft.method,
    items: draft.items.length,
    state: draft.askedState,
  });
  let updatedAt = draft.submittedAt;
  if (draft.clientApproval) {
    const { person, at } = draft.clientApproval;
    input.approvals.push({
      request_id: id,
      user_id: person.id,
      side: 'client',
      created_at: iso(at),
    });
    event(clientActor(r, person), 'request_client_approved', at);
    updatedAt = at;
  }
  if (draft.transfer?.acceptance) {
    // The receiving organisation's acceptance, on the request in the sender's log (decision 071).
    const { person, at } = draft.transfer.acceptance;
    input.approvals.push({
      request_id: id,
      user_id: person.id,
      side: 'recipient',
      created_at: iso(at),
    });
    event(clientActor(r, person), 'request_recipient_accepted', at);
    updatedAt = at;
  }
  draft.staffApprovals.forEach(({ actor, at }, index) => {
    input.approvals.push({ request_id: id, user_id: actor.id, side: 'staff', created_at: iso(at) });
    // Our last approval of a collection or a transfer releases its items there and then, and
    // hands a transfer's to the receiving organisation (carry-out-release.ts).
    if (draft.state === 'completed' && index === draft.staffApprovals.length - 1) {
      const sorted = [...draft.items].sort((a, b) => a.id.localeCompare(b.id));
      for (const item of sorted) {
        input.audit.push(
          auditRow(r, {
            actor,
            action: 'released',
            entity: { type: 'vault_item', id: item.id, label: item.name },
            clientId: draft.clientId,
            at: iso(at),
            details: { request: number, method: draft.method },
          }),
        );
      }
      if (draft.transfer) handOver(r, { draft, items: sorted, number, actor, at, rows: input });
    }
    event(
      actor,
      'request_staff_approved',
      at,
      needed === 2 ? { approval: index + 1, of: needed } : undefined,
    );
    updatedAt = at;
  });
  const declineReason =
    draft.state === 'declined'
      ? r.pick(draft.transfer && !draft.transfer.acceptance ? REFUSAL_REASONS : DECLINE_REASONS)
      : null;
  if (draft.ending) {
    const { actor, at } = draft.ending;
    if (draft.state === 'declined') event(actor, 'request_declined', at, { reason: declineReason });
    if (draft.state === 'cancelled') event(actor, 'request_cancelled', at);
    if (draft.state === 'expired') event(actor, 'request_expired', at);
    updatedAt = at;
  }
  return { declineReason, updatedAt };
}

/**
 * A completed transfer's new items (decision 071): one for the receiving organisation per item,
 * on the same shelf with the same description and worth, stored from our last approval, whose
 * history starts with its arrival in the receiver's own log, naming the sender.
 */
function handOver(
  r: Random,
  input: {
    draft: ReleaseDraft;
    items: readonly VaultItemRow[];
    number: string;
    actor: Actor;
    at: number;
    rows: { rows: DemoReleaseRows; audit: AuditRow[] };
  },
) {
  const transfer = input.draft.transfer!;
  const at = new Date(input.at).toISOString();
  for (const item of input.items) {
    const received: VaultItemRow = {
      ...keptOnTransfer(item),
      id: r.uuid(),
      client_id: transfer.to.id,
      date_stored: at,
      last_accessed: null,
      released_at: null,
      transferred_from_item_id: item.id,
      created_at: at,
      updated_at: at,
    };
    input.rows.rows.received.push(received);
    input.rows.audit.push(
      auditRow(r, {
        actor: input.actor,
        action: 'transferred_in',
        entity: { type: 'vault_item', id: received.id, label: received.name },
        clientId: transfer.to.id,
        at,
        details: { request: input.number, from: transfer.from },
      }),
    );
  }
}

/**
 * How an organisation is named to another, as features/shared/organisation-name.ts has it: its
 * company, else its holder's name, else its e-mail.
 */
function organisationNameOf(client: ClientRow): string {
  const holder = [client.first_name, client.last_name]
    .filter((part) => part !== null)
    .join(' ')
    .trim();
  return client.company || holder || client.email;
}
