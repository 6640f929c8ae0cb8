import { History, Package, Settings, TriangleAlert, Truck, Users } from 'lucide-react';
import { Outlet } from 'react-router';
import { ROLE_LABELS } from '#shared/roles';
import { AccountSummary } from '../../../session/account-summary';
import { UserMenu } from '../../../session/user-menu';
import { SidebarLayout, type SidebarItem } from '../../../ui/sidebar-layout';
import { ThemeToggle } from '../../../ui/theme-toggle';
import { usePortalLiveEvents } from '../api/use-portal-live-events';
import { NotificationBell } from '../components/notification-bell';
import { OrganisationSwitcher } from '../components/organisation-switcher';
import { TwoFactorBanner } from '../components/two-factor-banner';

const PORTAL_LINKS: readonly SidebarItem[] = [
  { to: '/vault/items', label: 'Stored Items', icon: Package },
  { to: '/vault/shipments', label: 'Shipments', icon: Truck },
  { to: '/vault/issues', label: 'Issues', icon: TriangleAlert },
  { to: '/vault/logs', label: 'Access Logs', icon: History },
  { to: '/vault/team', label: 'Team', icon: Users },
  { to: '/vault/settings', label: 'Account Settings', icon: Settings },
];

export const PORTAL_SIDEBAR_KEY = 'otc-portal-sidebar';

/** The client portal's frame; the public header and footer are not shown. */
export function PortalLayout() {
  usePortalLiveEvents();
  return (
    <SidebarLayout
      title="Client Portal"
      items={PORTAL_LINKS}
      storageKey={PORTAL_SIDEBAR_KEY}
      footer={(collapsed) => (
        <AccountSummary roleLabel={ROLE_LABELS.client} collapsed={collapsed} />
      )}
      topBar={
        <>
          <OrganisationSwitcher />
          <ThemeToggle />
          <NotificationBell />
          <UserMenu roleLabel={ROLE_LABELS.client} profileHref="/vault/settings" />
        </>
      }
    >
      <TwoFactorBanner />
      <Outlet />
    </SidebarLayout>
  );
}
