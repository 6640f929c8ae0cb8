import {
  BarChart3,
  LayoutDashboard,
  Settings,
  TriangleAlert,
  Truck,
  Users,
  Vault,
} from 'lucide-react';
import { Outlet } from 'react-router';
import { ROLE_LABELS } from '#shared/roles';
import { AccountSummary } from '../../../session/account-summary';
import { UserMenu } from '../../../session/user-menu';
import { SidebarLayout, type SidebarItem } from '../../../ui/sidebar-layout';
import { ThemeToggle } from '../../../ui/theme-toggle';
import { useAdminLiveEvents } from '../api/use-admin-live-events';

const ADMIN_LINKS: readonly SidebarItem[] = [
  { to: '/admin/overview', label: 'Overview', icon: LayoutDashboard },
  { to: '/admin/shipments', label: 'Shipments', icon: Truck },
  { to: '/admin/clients', label: 'Clients', icon: Users },
  { to: '/admin/vault', label: 'Vault Storage', icon: Vault },
  { to: '/admin/issues', label: 'Issues', icon: TriangleAlert },
  { to: '/admin/analytics', label: 'Analytics', icon: BarChart3 },
  { to: '/admin/settings', label: 'Settings', icon: Settings },
];

/** The admin area's frame. */
export function AdminLayout() {
  useAdminLiveEvents();
  return (
    <SidebarLayout
      title="Admin"
      items={ADMIN_LINKS}
      storageKey="otc-admin-sidebar"
      footer={(collapsed) => <AccountSummary roleLabel={ROLE_LABELS.admin} collapsed={collapsed} />}
      topBar={
        <>
          <ThemeToggle />
          <UserMenu roleLabel={ROLE_LABELS.admin} profileHref="/admin/profile" show="email" />
        </>
      }
    >
      <Outlet />
    </SidebarLayout>
  );
}
