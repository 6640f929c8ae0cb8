import { isStaffRole, type Role } from '#shared/roles';

/** Where a signed-in user starts: staff in the admin area, clients in the vault portal. */
export function areaHome(role: Role): '/admin' | '/vault' {
  return isStaffRole(role) ? '/admin' : '/vault';
}
