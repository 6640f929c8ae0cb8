/**
 * What the client's Access Audit Trail shows (DESIGN.md §5.8): changes and views of the client's
 * own vault items and shipments. Sign-ins and staff decisions stay in the staff-only audit.
 */
export const CLIENT_VISIBLE_ENTITY_TYPES = ['vault_item', 'shipment'] as const;

export type ClientVisibleEntityType = (typeof CLIENT_VISIBLE_ENTITY_TYPES)[number];

export const ENTITY_TYPE_LABELS: Record<ClientVisibleEntityType, string> = {
  vault_item: 'Vault item',
  shipment: 'Shipment',
};

export const AUDIT_ACTIONS = [
  'viewed',
  'created',
  'updated',
  'moved',
  'tracking_update',
  'deleted',
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  viewed: 'Viewed',
  created: 'Created',
  updated: 'Updated',
  moved: 'Moved',
  tracking_update: 'Tracking update',
  deleted: 'Deleted by staff',
};

export function auditActionLabel(action: string): string {
  return (AUDIT_ACTION_LABELS as Record<string, string>)[action] ?? action;
}

/** How an administrator appears to a client: the company, never a staff member's address. */
export const STAFF_ACTOR_LABEL = 'OTC staff';

export const ACCESS_LOG_PAGE_SIZE = 20;
