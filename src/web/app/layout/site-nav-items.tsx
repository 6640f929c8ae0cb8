import { Link, NavLink } from 'react-router';
import { useSession } from '../../session/get-session';
import { SignOutButton } from '../../session/sign-out-button';
import { cn } from '../../lib/cn';
import { Button } from '../../ui/button';
import { ADMIN_LINK, LOGIN_LINK, PUBLIC_NAV_LINKS, VAULT_LINK } from './nav-links';

type Layout = 'desktop' | 'mobile';

const linkClasses: Record<Layout, string> = {
  desktop:
    'rounded-md px-3 py-2 text-sm font-medium text-muted-foreground hover:bg-muted hover:text-foreground aria-[current=page]:bg-muted aria-[current=page]:text-foreground',
  mobile:
    'block rounded-md px-3 py-3 text-base font-medium text-foreground hover:bg-muted aria-[current=page]:bg-muted aria-[current=page]:text-accent-text',
};

const listClasses: Record<Layout, string> = {
  desktop: 'flex items-center gap-1',
  mobile: 'flex flex-col gap-1',
};

type SiteNavItemsProps = { layout: Layout; onNavigate?: () => void };

/** The header's links for the current visitor, laid out for the desktop bar or the mobile menu. */
export function SiteNavItems({ layout, onNavigate }: SiteNavItemsProps) {
  const { user, isStaff, isPending } = useSession();

  if (isPending) {
    // Neither set of links is known yet; a neutral bar keeps the header from flashing.
    return (
      <div
        aria-hidden="true"
        className={cn(
          'animate-pulse rounded-md bg-muted',
          layout === 'desktop' ? 'h-9 w-64' : 'h-12',
        )}
      />
    );
  }

  const links = user
    ? [VAULT_LINK, ...(isStaff ? [{ ...ADMIN_LINK, label: adminLabel(layout) }] : [])]
    : PUBLIC_NAV_LINKS;

  return (
    <ul className={listClasses[layout]}>
      {links.map((link) => (
        <li key={link.to}>
          <NavLink
            to={link.to}
            end={link.to === '/'}
            className={linkClasses[layout]}
            onClick={onNavigate}
          >
            {link.label}
          </NavLink>
        </li>
      ))}
      <li className={layout === 'desktop' ? 'ml-2' : 'mt-2'}>
        {user ? (
          <SignOutButton
            variant="outline"
            size="sm"
            className={layout === 'mobile' ? 'w-full' : undefined}
          />
        ) : (
          <Button asChild size="sm" className={layout === 'mobile' ? 'w-full' : undefined}>
            <Link to={LOGIN_LINK.to} onClick={onNavigate}>
              {LOGIN_LINK.label}
            </Link>
          </Button>
        )}
      </li>
    </ul>
  );
}

function adminLabel(layout: Layout) {
  return layout === 'mobile' ? ADMIN_LINK.mobileLabel : ADMIN_LINK.label;
}
