/**
 * Staff roles, each with only what its job needs (decision 061). 'admin' is the Administrator as
 * the spec names the role: everything, as before there were others.
 */
export const STAFF_ROLES = ['admin', 'operations', 'custodian', 'courier', 'auditor'] as const;

export type StaffRole = (typeof STAFF_ROLES)[number];

export const ROLES = ['client', ...STAFF_ROLES] as const;

export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  client: 'Client',
  admin: 'Administrator',
  operations: 'Operations',
  custodian: 'Custodian',
  courier: 'Courier',
  auditor: 'Auditor',
};

const STAFF_ROLE_SET: ReadonlySet<string> = new Set(STAFF_ROLES);

export function isStaffRole(role: string | null | undefined): role is StaffRole {
  return role != null && STAFF_ROLE_SET.has(role);
}

/** A stored role as the app reads it: anything it does not know is a client's. */
export function roleOf(stored: string | null | undefined): Role {
  return stored === 'client' || !isStaffRole(stored) ? 'client' : stored;
}
