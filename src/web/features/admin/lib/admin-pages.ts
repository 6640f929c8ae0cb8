import type { StaffRole } from '#shared/roles';
import { staffMay, type StaffArea } from '#shared/staff-access';

/** The admin area's pages in the sidebar's order, each with the part of it it shows. */
const ADMIN_PAGES = [
  { to: '/admin/assigned', label: 'My Shipments', area: 'assignedShipments' },
  { to: '/admin/overview', label: 'Overview', area: 'overview' },
  { to: '/admin/shipments', label: 'Shipments', area: 'shipments' },
  { to: '/admin/dispatch', label: 'Dispatch', area: 'dispatch' },
  { to: '/admin/clients', label: 'Clients', area: 'clients' },
  { to: '/admin/vault', label: 'Vault Storage', area: 'vaultItems' },
  { to: '/admin/issues', label: 'Issues', area: 'issues' },
  { to: '/admin/requests', label: 'Requests', area: 'requests' },
  { to: '/admin/analytics', label: 'Analytics', area: 'analytics' },
  { to: '/admin/staff', label: 'Staff', area: 'staff' },
  { to: '/admin/settings', label: 'Settings', area: 'settings' },
] as const satisfies readonly { to: string; label: string; area: StaffArea }[];

export type AdminPage = (typeof ADMIN_PAGES)[number];

/** The pages a staff role reads (STAFF_ACCESS, as the server's routes declare it). */
export function readableAdminPages(role: StaffRole | null): AdminPage[] {
  return ADMIN_PAGES.filter(({ area }) => staffMay(role, area));
}

/** The page a path belongs to (a shipment's detail to Shipments); none for Profile and enrolment. */
export function adminPageOf(pathname: string): AdminPage | undefined {
  return ADMIN_PAGES.find(({ to }) => pathname === to || pathname.startsWith(`${to}/`));
}

/** Where a staff member lands in the admin area: their first page, else their Profile. */
export function adminLanding(role: StaffRole | null): string {
  return readableAdminPages(role)[0]?.to ?? '/admin/profile';
}
