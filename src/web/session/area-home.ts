import type { Role } from '#shared/roles';

/** Where a signed-in user starts: administrators in the admin area, clients in the vault portal. */
export function areaHome(role: Role): '/admin' | '/vault' {
  return role === 'admin' ? '/admin' : '/vault';
}
