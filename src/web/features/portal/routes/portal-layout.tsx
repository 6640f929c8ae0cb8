import {
  ClipboardCheck,
  History,
  Package,
  Settings,
  Share2,
  TriangleAlert,
  Truck,
  Users,
} from 'lucide-react';
import { Outlet } from 'react-router';
import { ROLE_LABELS } from '#shared/roles';
import { AccountSummary } from '../../../session/account-summary';
import { useSession } from '../../../session/get-session';
import { UserMenu } from '../../../session/user-menu';
import { SidebarLayout, type SidebarItem } from '../../../ui/sidebar-layout';
import { ThemeToggle } from '../../../ui/theme-toggle';
import { usePortalLiveEvents } from '../api/use-portal-live-events';
import { NotificationBell } from '../../../session/notifications/notification-bell';
import { OrganisationSwitcher } from '../components/organisation-switcher';
import { TwoFactorBanner } from '../components/two-factor-banner';

const SHARED_LINK: SidebarItem = { to: '/vault/shared', label: 'Shared with Me', icon: Share2 };
const SETTINGS_LINK: SidebarItem = {
  to: '/vault/settings',
  label: 'Account Settings',
  icon: Settings,
};

const PORTAL_LINKS: readonly SidebarItem[] = [
  { to: '/vault/items', label: 'Stored Items', icon: Package },
  { to: '/vault/shipments', label: 'Shipments', icon: Truck },
  { to: '/vault/requests', label: 'Requests', icon: ClipboardCheck },
  { to: '/vault/issues', label: 'Issues', icon: TriangleAlert },
  { to: '/vault/logs', label: 'Access Logs', icon: History },
  SHARED_LINK,
  { to: '/vault/team', label: 'Team', icon: Users },
  SETTINGS_LINK,
];

/** An account in no organisation has no vault of its own: what others share, and its settings. */
const NO_ORGANISATION_LINKS: readonly SidebarItem[] = [SHARED_LINK, SETTINGS_LINK];

export const PORTAL_SIDEBAR_KEY = 'otc-portal-sidebar';

/** The client portal's frame; the public header and footer are not shown. */
export function PortalLayout() {
  usePortalLiveEvents();
  const { inNoOrganisation } = useSession();
  return (
    <SidebarLayout
      title="Client Portal"
      items={inNoOrganisation ? NO_ORGANISATION_LINKS : PORTAL_LINKS}
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
