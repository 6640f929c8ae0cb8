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
