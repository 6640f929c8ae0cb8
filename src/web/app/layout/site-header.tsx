import { Menu, X } from 'lucide-react';
import { useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { Button } from '../../ui/button';
import { ThemeToggle } from '../../ui/theme-toggle';
import { BrandLink } from './brand-link';
import { SiteNavItems } from './site-nav-items';

const MOBILE_MENU_ID = 'mobile-menu';

export function SiteHeader() {
  const { pathname } = useLocation();
  // The menu belongs to the page it was opened on, so any navigation closes it.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === pathname;
  const menuButton = useRef<HTMLButtonElement>(null);

  const closeMenu = () => setMenuOpenOn(null);

  return (
    <header
      className="sticky top-0 z-50 h-16 border-b border-border bg-background/95 backdrop-blur supports-backdrop-filter:bg-background/80"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && menuOpen) {
          closeMenu();
          menuButton.current?.focus();
        }
      }}
    >
      <div className="mx-auto flex h-full max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <BrandLink />
        <div className="flex items-center gap-2">
          <nav aria-label="Main" className="hidden lg:block">
            <SiteNavItems layout="desktop" />
          </nav>
          <ThemeToggle />
          <Button
            ref={menuButton}
            variant="ghost"
            size="icon"
            className="lg:hidden"
            aria-expanded={menuOpen}
            aria-controls={MOBILE_MENU_ID}
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            onClick={() => setMenuOpenOn(menuOpen ? null : pathname)}
          >
            {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          </Button>
        </div>
      </div>
      <nav
        id={MOBILE_MENU_ID}
        aria-label="Mobile"
        hidden={!menuOpen}
        className="border-b border-border bg-background px-4 pt-2 pb-4 shadow-lg sm:px-6 lg:hidden"
      >
        <SiteNavItems layout="mobile" onNavigate={closeMenu} />
      </nav>
    </header>
  );
}
