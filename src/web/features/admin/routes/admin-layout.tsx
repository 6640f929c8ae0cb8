import {
  BarChart3,
  ClipboardCheck,
  LayoutDashboard,
  PackageCheck,
  Route,
  Settings,
  TriangleAlert,
  Truck,
  UserCog,
  Users,
  Vault,
} from 'lucide-react';
import { Link, Outlet, useLocation } from 'react-router';
import { ROLE_LABELS } from '#shared/roles';
import { AccountSummary } from '../../../session/account-summary';
import { useSession } from '../../../session/get-session';
import { NotificationBell } from '../../../session/notifications/notification-bell';
import { UserMenu } from '../../../session/user-menu';
import { PageHeader } from '../../../ui/page-header';
import { SidebarLayout } from '../../../ui/sidebar-layout';
import { ThemeToggle } from '../../../ui/theme-toggle';
import { useAdminLiveEvents } from '../api/use-admin-live-events';
import { adminLanding, adminPageOf, readableAdminPages } from '../lib/admin-pages';

const ICONS = {
  '/admin/assigned': PackageCheck,
  '/admin/overview': LayoutDashboard,
  '/admin/shipments': Truck,
  '/admin/dispatch': Route,
  '/admin/clients': Users,
  '/admin/vault': Vault,
  '/admin/issues': TriangleAlert,
  '/admin/requests': ClipboardCheck,
  '/admin/analytics': BarChart3,
  '/admin/staff': UserCog,
  '/admin/settings': Settings,
} as const;

/**
 * The admin area's frame: the links of the pages the staff role reads, and on a page it does not
 * read, Access Denied in the frame instead of a page whose every request the server would refuse.
 */
export function AdminLayout() {
  useAdminLiveEvents();
  const { pathname } = useLocation();
  const { staffRole } = useSession();
  const readable = readableAdminPages(staffRole);
  const page = adminPageOf(pathname);
  const roleLabel = staffRole ? ROLE_LABELS[staffRole] : ROLE_LABELS.admin;
  return (
    <SidebarLayout
      title="Admin"
      items={readable.map(({ to, label }) => ({ to, label, icon: ICONS[to] }))}
      storageKey="otc-admin-sidebar"
      footer={(collapsed) => <AccountSummary roleLabel={roleLabel} collapsed={collapsed} />}
      topBar={
        <>
          <ThemeToggle />
          <NotificationBell />
          <UserMenu roleLabel={roleLabel} profileHref="/admin/profile" show="email" />
        </>
      }
    >
      {page && !readable.includes(page) ? (
        <>
          <PageHeader
            title="Access Denied"
            description={`${page.label} is not part of your role, ${roleLabel}.`}
          />
          <Link
            to={adminLanding(staffRole)}
            className="font-medium text-accent-text underline-offset-4 hover:underline"
          >
            Go to your first page
          </Link>
        </>
      ) : (
        <Outlet />
      )}
    </SidebarLayout>
  );
}
