/**
 * What a client is told about (issue 14, item 5). Each kind is one line in Account Settings and
 * one unsubscribe link; the bell shows every kind.
 */
export const NOTIFICATION_KINDS = ['shipment_status', 'issue_reply', 'vault_item'] as const;

export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  shipment_status: 'Shipment status changes',
  issue_reply: 'Replies to my issue reports',
  vault_item: 'Changes to my vault items',
};
