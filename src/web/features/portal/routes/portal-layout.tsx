import { Bell, History, Package, Settings, TriangleAlert, Truck } from 'lucide-react';
import { Outlet } from 'react-router';
import { ROLE_LABELS } from '#shared/roles';
import { AccountSummary } from '../../../session/account-summary';
import { UserMenu } from '../../../session/user-menu';
import { Button } from '../../../ui/button';
import { SidebarLayout, type SidebarItem } from '../../../ui/sidebar-layout';
import { ThemeToggle } from '../../../ui/theme-toggle';
import { toastNotImplemented } from '../../../ui/use-toast';

const PORTAL_LINKS: readonly SidebarItem[] = [
  { to: '/vault/items', label: 'Stored Items', icon: Package },
  { to: '/vault/shipments', label: 'Shipments', icon: Truck },
  { to: '/vault/issues', label: 'Issues', icon: TriangleAlert },
  { to: '/vault/logs', label: 'Access Logs', icon: History },
  { to: '/vault/settings', label: 'Account Settings', icon: Settings },
];

export const PORTAL_SIDEBAR_KEY = 'otc-portal-sidebar';

/** The client portal's frame (spec §2 Client portal layout); the public header and footer are not shown. */
export function PortalLayout() {
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
          <ThemeToggle />
          <Button
            variant="ghost"
            size="icon"
            aria-label="Notifications"
            onClick={toastNotImplemented}
          >
            <Bell aria-hidden="true" />
          </Button>
          <UserMenu roleLabel={ROLE_LABELS.client} profile={{ href: '/vault/settings' }} />
        </>
      }
    >
      <Outlet />
    </SidebarLayout>
  );
}
