/**
 * What the client's Access Audit Trail shows (decision 008): changes and views of the client's
 * own vault items and shipments. Sign-ins and staff decisions stay in the staff-only audit.
 */
export const CLIENT_VISIBLE_ENTITY_TYPES = ['vault_item', 'shipment', 'issue', 'request'] as const;

type ClientVisibleEntityType = (typeof CLIENT_VISIBLE_ENTITY_TYPES)[number];

/** What happens to a client's items and shipments: the client sees these in their log. */
type ClientVisibleAuditAction =
  | 'viewed'
  | 'created'
  | 'updated'
  | 'moved'
  | 'tracking_update'
  | 'courier_assigned'
  | 'courier_unassigned'
  | 'crew_assigned'
  | 'crew_unassigned'
  | 'handoff_recorded'
  | 'receipt_issued'
  | 'photos_added'
  | 'photo_deleted'
  | 'issue_reported'
  | 'issue_replied'
  | 'issue_assigned'
  | 'issue_status_changed'
  | 'request_submitted'
  | 'request_client_approved'
  | 'request_recipient_accepted'
  | 'request_staff_approved'
  | 'request_declined'
  | 'request_cancelled'
  | 'request_expired'
  | 'request_completed'
  | 'released'
  | 'visit_checked_in'
  | 'transferred_in'
  | 'deleted';

/** What happens to an account and to staff decisions: the staff-only audit. */
type AccountAuditAction =
  | 'sign_in'
  | 'sign_in_failed'
  | 'password_changed'
  | 'reauthenticated'
  | 'reauthentication_failed'
  | 'password_check_failed'
  | 'session_revoked'
  | 'sessions_revoked'
  | 'account_secured'
  | 'profile_updated'
  | 'next_of_kin_updated'
  | 'avatar_updated'
  | 'notification_preferences_updated'
  | 'admin_access_approved'
  | 'admin_access_rejected'
  | 'two_factor_challenged'
  | 'two_factor_failed'
  | 'two_factor_enabled'
  | 'two_factor_disabled'
  | 'two_factor_backup_codes_renewed'
  | 'two_factor_reset'
  | 'passkey_added'
  | 'passkey_removed'
  | 'staff_invited'
  | 'staff_role_changed'
  | 'staff_deactivated'
  | 'staff_reactivated'
  | 'team_member_invited'
  | 'team_invitation_resent'
  | 'team_invitation_revoked'
  | 'team_member_joined'
  | 'team_member_role_changed'
  | 'team_member_removed'
  | 'team_ownership_transferred'
  | 'team_access_granted'
  | 'team_access_revoked'
  | 'team_access_accepted'
  | 'dual_control_changed'
  | 'vehicle_added'
  | 'vehicle_retired'
  | 'vehicle_returned'
  | 'crew_created'
  | 'crew_changed'
  | 'crew_deleted'
  | 'ledger_checkpoint_signed';

/** Every action an audit row can record. */
export type AuditAction = ClientVisibleAuditAction | AccountAuditAction;

/** What an audit row is about. */
export type AuditEntityType =
  | ClientVisibleEntityType
  | 'account'
  | 'client'
  | 'settings'
  | 'staff'
  | 'team_member'
  | 'team_invitation'
  | 'delegation'
  | 'vehicle'
  | 'crew'
  | 'ledger';

const AUDIT_ACTION_LABELS: Record<ClientVisibleAuditAction, string> = {
  viewed: 'Viewed',
  created: 'Created',
  updated: 'Updated',
  moved: 'Moved',
  tracking_update: 'Tracking update',
  courier_assigned: 'Courier assigned',
  courier_unassigned: 'Courier unassigned',
  crew_assigned: 'Crew assigned',
  crew_unassigned: 'Crew unassigned',
  handoff_recorded: 'Custody handoff',
  receipt_issued: 'Receipt issued',
  photos_added: 'Photos added',
  photo_deleted: 'Photo deleted',
  issue_reported: 'Issue reported',
  issue_replied: 'Issue reply',
  issue_assigned: 'Issue assigned',
  issue_status_changed: 'Issue status changed',
  request_submitted: 'Request submitted',
  request_client_approved: 'Approved by the organisation',
  request_recipient_accepted: 'Accepted by the receiving organisation',
  request_staff_approved: 'Approved by OTC',
  request_declined: 'Request declined',
  request_cancelled: 'Request cancelled',
  request_expired: 'Request expired',
  request_completed: 'Request completed',
  released: 'Released',
  visit_checked_in: 'Visit checked in',
  transferred_in: 'Transferred in from another organisation',
  deleted: 'Deleted by staff',
};

export function auditActionLabel(action: string): string {
  return (AUDIT_ACTION_LABELS as Record<string, string>)[action] ?? action;
}

/** How an administrator appears to a client: the company, never a staff member's address. */
export const STAFF_ACTOR_LABEL = 'OTC staff';

/** Who acts when no person does: an expiry, a booking completed by its delivery. */
export const SYSTEM_ACTOR_LABEL = 'OTC system';

export const ACCESS_LOG_PAGE_SIZE = 20;
