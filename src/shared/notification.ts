/**
 * What a client is told about (decision 028). Each kind is one line in Account Settings and
 * one unsubscribe link; the bell shows every kind.
 */
export const NOTIFICATION_KINDS = [
  'shipment_status',
  'issue_reply',
  'vault_item',
  'request',
  'custody_alert',
] as const;

export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  shipment_status: 'Shipment status changes',
  issue_reply: 'Replies to my issue reports',
  vault_item: 'Changes to my vault items',
  request: "My organisation's requests and approvals",
  custody_alert: 'Broken seals and other custody alerts',
};

export function isNotificationKind(value: string): value is NotificationKind {
  return (NOTIFICATION_KINDS as readonly string[]).includes(value);
}

/**
 * An unsubscribe token reads `<user id>.<kind>.<signature>`, so the unsubscribe page can say what
 * it will stop before it is used; only the server can tell whether the signature is good.
 */
export function kindOfUnsubscribeToken(token: string): NotificationKind | null {
  const kind = token.split('.')[1] ?? '';
  return isNotificationKind(kind) ? kind : null;
}
