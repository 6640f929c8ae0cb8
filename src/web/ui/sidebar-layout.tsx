import { Menu, PanelLeftClose, PanelLeftOpen, X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { useState, type ReactNode } from 'react';
import { NavLink } from 'react-router';
import type { LucideIcon } from 'lucide-react';
import { cn } from '../lib/cn';
import { Button } from './button';

export type SidebarItem = { to: string; label: string; icon: LucideIcon };

type SidebarLayoutProps = {
  title: string;
  items: readonly SidebarItem[];
  /** Under the links: who is signed in and how to leave; told whether the sidebar is narrow. */
  footer: (collapsed: boolean) => ReactNode;
  /** The right-hand side of the top bar. */
  topBar: ReactNode;
  /** Where the open/closed choice is remembered between visits. */
  storageKey: string;
  children: ReactNode;
};

function savedCollapsed(storageKey: string): boolean {
  try {
    return localStorage.getItem(storageKey) === 'closed';
  } catch {
    return false;
  }
}

/**
 * A signed-in area's frame: a sidebar 250px open or 60px closed on wide screens, the
 * same links in a drawer with a close button on small ones, a top bar and the page.
 */
export function SidebarLayout({
  title,
  items,
  footer,
  topBar,
  storageKey,
  children,
}: SidebarLayoutProps) {
  const [collapsed, setCollapsed] = useState(() => savedCollapsed(storageKey));
  const [drawerOpen, setDrawerOpen] = useState(false);

  function toggleCollapsed() {
    const next = !collapsed;
    setCollapsed(next);
    try {
      localStorage.setItem(storageKey, next ? 'closed' : 'open');
    } catch {
      // Storage may be off (private mode): the choice then lasts for this visit only.
    }
  }

  return (
    <div className="flex min-h-dvh bg-background">
      <aside
        id="area-sidebar"
        aria-label={title}
        className={cn(
          'sticky top-0 hidden h-dvh shrink-0 flex-col border-r border-border bg-card transition-[width] duration-200 md:flex',
          collapsed ? 'w-[60px]' : 'w-[250px]',
        )}
      >
        <div
          className={cn(
            'flex h-16 items-center border-b border-border',
            collapsed ? 'justify-center' : 'justify-between px-4',
          )}
        >
          {!collapsed && <p className="truncate text-lg font-bold">{title}</p>}
          <Button
            variant="ghost"
            size="icon"
            aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
            aria-expanded={!collapsed}
            aria-controls="area-sidebar"
            onClick={toggleCollapsed}
          >
            {collapsed ? (
              <PanelLeftOpen aria-hidden="true" />
            ) : (
              <PanelLeftClose aria-hidden="true" />
            )}
          </Button>
        </div>
        <SidebarLinks items={items} collapsed={collapsed} label={title} />
        <div className="border-t border-border p-2">{footer(collapsed)}</div>
      </aside>

      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-30 flex h-16 items-center gap-2 border-b border-border bg-card/95 px-4 backdrop-blur">
          <DialogPrimitive.Root open={drawerOpen} onOpenChange={setDrawerOpen}>
            <DialogPrimitive.Trigger asChild>
              <Button variant="ghost" size="icon" className="md:hidden" aria-label="Open menu">
                <Menu aria-hidden="true" />
              </Button>
            </DialogPrimitive.Trigger>
            <DialogPrimitive.Portal>
              <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/60 md:hidden" />
              <DialogPrimitive.Content
                aria-describedby={undefined}
                className="fixed inset-y-0 left-0 z-50 flex w-[250px] max-w-[85vw] flex-col border-r border-border bg-card shadow-xl md:hidden"
              >
                <div className="flex h-16 items-center justify-between border-b border-border px-4">
                  <DialogPrimitive.Title className="text-lg font-bold">
                    {title}
                  </DialogPrimitive.Title>
                  <DialogPrimitive.Close asChild>
                    <Button variant="ghost" size="icon" aria-label="Close menu">
                      <X aria-hidden="true" />
                    </Button>
                  </DialogPrimitive.Close>
                </div>
                <SidebarLinks
                  items={items}
                  collapsed={false}
                  label={title}
                  onNavigate={() => setDrawerOpen(false)}
                />
                <div className="border-t border-border p-2">{footer(false)}</div>
              </DialogPrimitive.Content>
            </DialogPrimitive.Portal>
          </DialogPrimitive.Root>
          <p className="truncate font-semibold md:hidden">{title}</p>
          <div className="ml-auto flex items-center gap-1">{topBar}</div>
        </header>
        <main
          id="main-content"
          tabIndex={-1}
          className="flex-1 px-4 py-6 outline-none md:px-8 md:py-8"
        >
          {children}
        </main>
      </div>
    </div>
  );
}

type SidebarLinksProps = {
  items: readonly SidebarItem[];
  collapsed: boolean;
  label: string;
  onNavigate?: () => void;
};

function SidebarLinks({ items, collapsed, label, onNavigate }: SidebarLinksProps) {
  return (
    <nav aria-label={label} className="flex-1 overflow-y-auto p-2">
      <ul className="grid gap-1">
        {items.map(({ to, label: itemLabel, icon: Icon }) => (
          <li key={to}>
            <NavLink
              to={to}
              onClick={onNavigate}
              title={collapsed ? itemLabel : undefined}
              className={({ isActive }) =>
                cn(
                  'flex h-10 items-center gap-3 rounded-md px-3 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-ring',
                  collapsed && 'justify-center px-0',
                  isActive
                    ? 'bg-primary text-primary-foreground'
                    : 'text-muted-foreground hover:bg-muted hover:text-foreground',
                )
              }
            >
              <Icon aria-hidden="true" className="size-4 shrink-0" />
              <span className={cn(collapsed && 'sr-only')}>{itemLabel}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
