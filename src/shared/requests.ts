import type { ClientRole } from './client-roles';
import type { Tone } from './tones';

/**
 * What a client organisation asks of us, approved by four eyes (decision 067). A booking is a
 * shipment asked for from a quote; a release takes stored items out of the vault (decision 069);
 * a visit books a viewing room for named people (decision 070).
 */
export const REQUEST_KINDS = ['booking', 'release', 'visit'] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];

export const REQUEST_KIND_LABELS: Record<RequestKind, string> = {
  booking: 'Shipment booking',
  release: 'Item release',
  visit: 'Vault visit',
};

/**
 * How released items leave the vault: a transfer hands them to another organisation of ours,
 * which must accept them (decision 071).
 */
export const RELEASE_METHODS = ['collect', 'deliver', 'transfer'] as const;
export type ReleaseMethod = (typeof RELEASE_METHODS)[number];

export const RELEASE_METHOD_LABELS: Record<ReleaseMethod, string> = {
  collect: 'Collected in person at the vault',
  deliver: 'Delivered to an address',
  transfer: 'Transferred to another organisation of ours',
};

/** At most this many items leave in one release. */
export const RELEASE_MAX_ITEMS = 50;

/**
 * Where a request stands. Submission is an event, not a state: a request starts awaiting the
 * client's second approver or, when none is needed, our staff.
 */
export const REQUEST_STATES = [
  'awaiting_client',
  'awaiting_recipient',
  'awaiting_staff',
  'scheduled',
  'completed',
  'declined',
  'cancelled',
  'expired',
] as const;
export type RequestState = (typeof REQUEST_STATES)[number];

export const REQUEST_STATE_LABELS: Record<RequestState, string> = {
  awaiting_client: 'Awaiting client approval',
  awaiting_recipient: 'Awaiting the receiving organisation',
  awaiting_staff: 'Awaiting OTC approval',
  scheduled: 'Scheduled',
  completed: 'Completed',
  declined: 'Declined',
  cancelled: 'Cancelled',
  expired: 'Expired',
};

export const REQUEST_STATE_TONES: Record<RequestState, Tone> = {
  awaiting_client: 'yellow',
  awaiting_recipient: 'purple',
  awaiting_staff: 'cyan',
  scheduled: 'blue',
  completed: 'green',
  declined: 'red',
  cancelled: 'grey',
  expired: 'grey',
};

/** The states in which a request still waits for someone: the only ones that can change. */
export const OPEN_REQUEST_STATES = [
  'awaiting_client',
  'awaiting_recipient',
  'awaiting_staff',
] as const satisfies readonly RequestState[];

export function isOpenRequest(state: RequestState): boolean {
  return (OPEN_REQUEST_STATES as readonly RequestState[]).includes(state);
}

/** A quote holds its price this long; a booking not accepted by then expires with it. */
export const QUOTE_VALID_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

export function quoteExpiry(createdAt: Date): Date {
  return new Date(createdAt.getTime() + QUOTE_VALID_DAYS * DAY_MS);
}

/** A request other than a booking expires when no one approved it this long. */
const REQUEST_VALID_DAYS = 14;

export function requestExpiry(createdAt: Date): Date {
  return new Date(createdAt.getTime() + REQUEST_VALID_DAYS * DAY_MS);
}

/**
 * A release of items worth more than this (USD, the admin's Settings) needs a second member of our
 * staff, other than the first, to approve it.
 */
export const DEFAULT_RELEASE_SECOND_APPROVAL_THRESHOLD = 100_000;

export function staffApprovalsNeeded(totalValue: number, threshold: number): number {
  return totalValue > threshold ? 2 : 1;
}

/** The client roles that may give an organisation's second approval, and change its rule. */
export const CLIENT_APPROVER_ROLES = ['owner', 'approver'] as const satisfies readonly ClientRole[];

function isClientApprover(role: ClientRole | null | undefined): boolean {
  return role != null && (CLIENT_APPROVER_ROLES as readonly ClientRole[]).includes(role);
}

/**
 * An organisation's four-eyes rule. Unless an owner chose, it is on when the organisation has two
 * or more Owners and Approvers, so there is someone to approve; a booking needs the second person
 * when its declared value is above the threshold.
 */
export type DualControl = { enabled: boolean; booking_threshold: number };

export function dualControlOf(
  stored: { dual_control: boolean | null; dual_control_booking_threshold: number },
  approverCount: number,
): DualControl {
  return {
    enabled: stored.dual_control ?? approverCount >= 2,
    booking_threshold: stored.dual_control_booking_threshold,
  };
}

export function bookingNeedsClientApproval(rule: DualControl, declaredValue: number): boolean {
  return rule.enabled && declaredValue > rule.booking_threshold;
}

/**
 * Who acts on a request: the people of the organisation that asked, those of the organisation a
 * transfer is offered to (decision 071), or our staff.
 */
export const REQUEST_SIDES = ['client', 'recipient', 'staff'] as const;
export type RequestSide = (typeof REQUEST_SIDES)[number];

export const REQUEST_ACTIONS = ['approve', 'decline', 'cancel'] as const;
export type RequestAction = (typeof REQUEST_ACTIONS)[number];

/** Whose turn a request in this state is, for the inbox's "awaiting" column. */
export function awaitedSide(state: RequestState): RequestSide | null {
  if (state === 'awaiting_client') return 'client';
  if (state === 'awaiting_recipient') return 'recipient';
  if (state === 'awaiting_staff') return 'staff';
  return null;
}

/**
 * A request as the rule reads it. `staff_approvals` counts our approvals where two are needed;
 * `approved_state` is where our last approval takes it (a booking and a delivered release are
 * Scheduled, a collected release Completed).
 */
export type RuledRequest = {
  state: RequestState;
  requested_by_user_id: string | null;
  /** A confirmed visit may still be cancelled, which frees its room (decision 070). */
  cancellable_when_scheduled?: boolean;
  /** A transfer awaits the receiving organisation after the asking one (decision 071). */
  transfer?: boolean;
  staff_approvals?: { needed: number; given: readonly string[] };
  approved_state?: RequestState;
};

/** Why a change may not happen: the request's state (409), or who the person is (403). */
export type RequestRefusal = { ok: false; status: 403 | 409; reason: string };

const refuse = (status: 403 | 409, reason: string): RequestRefusal => ({
  ok: false,
  status,
  reason,
});

/**
 * The one rule of what may happen to a request, shared by the server that enforces it and the
 * pages that offer the buttons: the state a change leads to, or why it may not happen.
 */
export function nextRequestState(
  request: RuledRequest,
  action: RequestAction,
  actor: { side: RequestSide; userId: string; clientRole?: ClientRole | null },
): { ok: true; state: RequestState } | RequestRefusal {
  const stillCancellable =
    action === 'cancel' && request.state === 'scheduled' && request.cancellable_when_scheduled;
  if (!isOpenRequest(request.state) && !stillCancellable) {
    return refuse(409, REQUEST_MESSAGES.notOpen(request.state));
  }
  if (action === 'cancel') {
    if (actor.side !== 'client') return refuse(403, REQUEST_MESSAGES.cancelClientOnly);
    const mayCancel = request.requested_by_user_id === actor.userId || actor.clientRole === 'owner';
    return mayCancel
      ? { ok: true, state: 'cancelled' }
      : refuse(403, REQUEST_MESSAGES.cancelNotYours);
  }
  if (awaitedSide(request.state) !== actor.side) {
    return refuse(409, REQUEST_MESSAGES.notYourTurn(request.state));
  }
  if (actor.side === 'recipient') {
    if (!isClientApprover(actor.clientRole)) return refuse(403, REQUEST_MESSAGES.approverRoleOnly);
    return { ok: true, state: action === 'approve' ? 'awaiting_staff' : 'declined' };
  }
  if (actor.side === 'client') {
    if (!isClientApprover(actor.clientRole)) return refuse(403, REQUEST_MESSAGES.approverRoleOnly);
    if (action === 'approve' && request.requested_by_user_id === actor.userId) {
      return refuse(403, REQUEST_MESSAGES.ownRequest);
    }
    if (action === 'decline') return { ok: true, state: 'declined' };
    return { ok: true, state: firstStateAfterClient(request) };
  }
  if (action === 'decline') return { ok: true, state: 'declined' };
  const approvals = request.staff_approvals ?? { needed: 1, given: [] };
  if (approvals.given.includes(actor.userId))
    return refuse(403, REQUEST_MESSAGES.secondStaffMember);
  const last = approvals.given.length + 1 >= approvals.needed;
  return { ok: true, state: last ? (request.approved_state ?? 'scheduled') : 'awaiting_staff' };
}

/** Where a request goes once its organisation has approved it, or at once without four eyes. */
export function firstStateAfterClient(request: { transfer?: boolean }): RequestState {
  return request.transfer ? 'awaiting_recipient' : 'awaiting_staff';
}

/** The changes the rule allows this person now, for the buttons a page shows. */
export function allowedRequestActions(
  request: RuledRequest,
  actor: { side: RequestSide; userId: string; clientRole?: ClientRole | null },
): RequestAction[] {
  return REQUEST_ACTIONS.filter((action) => nextRequestState(request, action, actor).ok);
}

export const REQUEST_MESSAGES = {
  notFound: 'Request not found.',
  noOrganisation: 'Requests are made by the people of a client organisation.',
  notOpen: (state: RequestState) =>
    `This request is ${REQUEST_STATE_LABELS[state].toLowerCase()}: it can no longer change.`,
  notYourTurn: (state: RequestState) =>
    `This request is ${REQUEST_STATE_LABELS[state].toLowerCase()}.`,
  cancelClientOnly: 'Only the organisation that asked can cancel a request.',
  cancelNotYours: 'Only the person who asked or an Owner can cancel this request.',
  approverRoleOnly:
    'Only an Owner or an Approver of the organisation can approve or decline a request.',
  ownRequest: 'You asked for this request: another Owner or Approver must approve it.',
  twoFactorRequired:
    'Turn on two-factor authentication in your account settings to approve requests.',
  quoteExpired: 'This quote has expired: ask for a new one.',
  requestExpired: 'This request has expired: ask again.',
  secondStaffMember: 'You approved this release already: a second member of staff must approve it.',
  itemsRequired: 'Choose at least one item.',
  tooManyItems: `Choose at most ${RELEASE_MAX_ITEMS} items.`,
  itemNotYours: 'One of these items is not held for your organisation.',
  itemReleased: 'One of these items has already been released.',
  itemInRelease: 'One of these items is already in a pending release.',
  itemLockedReleased: 'This item has been released: it can no longer be changed.',
  itemInReleaseHistory:
    'This item was named in a release request: it stays, with its history, and cannot be deleted.',
  itemLockedPending:
    'This item is in a pending release: it can be changed once the release is decided.',
  releaseMethod:
    'Choose how the items leave: collected at the vault, delivered, or transferred to another organisation.',
  recipientEmail: 'Enter the e-mail address the receiving organisation is registered with at OTC.',
  recipientUnknown: 'No other organisation of ours is registered under this e-mail address.',
  recipientSelf: 'These items are already held for your organisation: name another organisation.',
  collectorName: 'Enter the name of the person collecting, 2 to 120 characters.',
  releaseOnPast: 'The release date must be in the future.',
  releaseOnTooFar: 'The release date must be within the next 90 days.',
  noQuote: 'This request has no quote.',
  pickupInPast: 'The pickup window must start in the future.',
  pickupOrder: 'The pickup window must end after it starts.',
  pickupTooFar: 'The pickup window must start within the next 90 days.',
  declineReason: 'Give a reason of 3 to 500 characters.',
  idempotencyKey: 'Send a request key (a UUID made once per form).',
  duplicate: 'This form was already sent with different details: reload the page and try again.',
} as const;
