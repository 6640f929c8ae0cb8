import type { NotificationKind } from './notification';
import { SHIPMENT_STATUS_LABELS, type ShipmentStatus } from './shipment-status';

/** What a notification says, in the bell and in its e-mail. */
export type NotificationText = {
  kind: NotificationKind;
  title: string;
  body: string;
  /** A path of this site. */
  link: string;
};

export function shipmentStatusNotification(
  trackingNumber: string,
  status: ShipmentStatus,
): NotificationText {
  const label = SHIPMENT_STATUS_LABELS[status];
  return {
    kind: 'shipment_status',
    title: `Shipment ${trackingNumber} is now ${label}`,
    body: `The status of your shipment ${trackingNumber} changed to ${label}.`,
    link: `/track?number=${encodeURIComponent(trackingNumber)}`,
  };
}

/**
 * A handoff's seals differ from the pickup's (decision 072): Operations open the issue in the
 * admin area, the client in the portal.
 */
export function brokenSealNotification(
  shipment: { tracking_number: string; issueId: string },
  audience: 'staff' | 'client',
): NotificationText {
  return {
    kind: 'custody_alert',
    title: `Broken seal on ${shipment.tracking_number}`,
    body:
      audience === 'staff'
        ? `A handoff of ${shipment.tracking_number} recorded seals that differ from those at pickup. The shipment is On Hold and an issue is open.`
        : `The seals on your shipment ${shipment.tracking_number} differ from those recorded at pickup. We hold it for inspection and opened an issue; our team will keep you informed there.`,
    link:
      audience === 'staff'
        ? `/admin/issues/${shipment.issueId}`
        : `/vault/issues/${shipment.issueId}`,
  };
}

/**
 * A crew's position is far outside a shipment's route (decisions 072, 076): Operations look at the
 * shipment. Staff alone are told; the client hears of it only if we hold the shipment.
 */
export function farFromRouteNotification(shipment: {
  id: string;
  tracking_number: string;
  origin: string;
  destination: string;
}): NotificationText {
  return {
    kind: 'custody_alert',
    title: `${shipment.tracking_number} is far from its route`,
    body: `The crew carrying ${shipment.tracking_number} reported a position far outside the route from ${shipment.origin} to ${shipment.destination}. Check with the crew.`,
    link: `/admin/shipments/${shipment.id}`,
  };
}

/** Staff answered in an issue's thread: the reply itself, and the way back to the thread. */
export function issueReplyNotification(
  issue: { id: string; tracking_number: string },
  reply: string,
): NotificationText {
  return {
    kind: 'issue_reply',
    title: `A reply to your issue report on ${issue.tracking_number}`,
    body: `Our team replied to the issue you reported on shipment ${issue.tracking_number}: ${reply}`,
    link: `/vault/issues/${issue.id}`,
  };
}

/** How staff changed a vault item, as its client is told. */
export type VaultItemChange = 'created' | 'updated' | 'moved' | 'removed';

const VAULT_ITEM_CHANGES: Record<VaultItemChange, (name: string) => [string, string]> = {
  created: (name) => [
    `${name} is now in your vault`,
    `Our staff opened a vault item for you: ${name}.`,
  ],
  updated: (name) => [`${name} was updated`, `Our staff updated the details of ${name}.`],
  moved: (name) => [`${name} was moved`, `Our staff moved ${name} to a new vault location.`],
  removed: (name) => [
    `${name} is no longer in your vault`,
    `Our staff assigned ${name} to another account.`,
  ],
};

export function vaultItemNotification(name: string, change: VaultItemChange): NotificationText {
  const [title, body] = VAULT_ITEM_CHANGES[change](name);
  return { kind: 'vault_item', title, body, link: '/vault/items' };
}

export const NOTIFICATION_MAIL_TEXT = {
  action: 'View in the client portal',
  closing: 'You receive this e-mail because of your notification settings.',
  unsubscribe: 'Unsubscribe from these e-mails',
};

/** What the people of an organisation are told as one of its requests moves (decision 067). */
export type RequestChange =
  | 'awaits_you'
  | 'client_approved'
  | 'scheduled'
  | 'declined'
  | 'expired'
  | 'checked_in'
  | 'transfer_offered'
  | 'recipient_accepted'
  | 'transferred_in';

const REQUEST_CHANGES: Record<RequestChange, (number: string) => [string, string]> = {
  awaits_you: (number) => [
    `Request ${number} awaits your approval`,
    `Someone of your organisation asked for ${number}: it needs a second Owner or Approver before it reaches us.`,
  ],
  client_approved: (number) => [
    `Request ${number} was approved by your organisation`,
    `${number} was approved by a second person of your organisation and now awaits our approval.`,
  ],
  scheduled: (number) => [
    `Request ${number} was accepted`,
    `We accepted ${number}: it is scheduled.`,
  ],
  transfer_offered: (number) => [
    `Transfer ${number} awaits your acceptance`,
    `Another organisation of ours offers your organisation the items of ${number}: an Owner or Approver accepts or declines it.`,
  ],
  recipient_accepted: (number) => [
    `Transfer ${number} was accepted`,
    `The receiving organisation accepted ${number}: it now awaits our approval.`,
  ],
  transferred_in: (number) => [
    `The items of ${number} are now yours`,
    `We approved ${number}: its items are now held in our vault for your organisation.`,
  ],
  checked_in: (number) => [
    `Visit ${number} checked in`,
    `The visitors of ${number} were checked in at the vault's desk.`,
  ],
  declined: (number) => [`Request ${number} was declined`, `${number} was declined.`],
  expired: (number) => [
    `Request ${number} expired`,
    `${number} was not approved in time and expired. You can ask again.`,
  ],
};

export function requestNotification(
  request: { id: string; number: string },
  change: RequestChange,
): NotificationText {
  const [title, body] = REQUEST_CHANGES[change](request.number);
  return { kind: 'request', title, body, link: `/vault/requests/${request.id}` };
}
