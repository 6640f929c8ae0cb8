import { Outlet, ScrollRestoration } from 'react-router';
import { SessionExpiryWatcher } from '../../session/session-expiry-watcher';

export function RootLayout() {
  return (
    <>
      <ScrollRestoration />
      <SessionExpiryWatcher />
      <a
        href="#main-content"
        className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-100 focus:rounded-md focus:bg-primary focus:px-4 focus:py-2 focus:text-primary-foreground"
      >
        Skip to content
      </a>
      <Outlet />
    </>
  );
}
