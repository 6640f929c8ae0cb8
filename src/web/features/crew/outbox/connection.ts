import { useSyncExternalStore } from 'react';

/**
 * Whether the server answered the app's last try (decision 077). The browser's navigator.onLine
 * says only that the phone has some network, not that it reaches us: a tunnel, a captive portal
 * or a server down all look online to it. Each pass of the outbox sets this.
 */
let reachable = true;
const listeners = new Set<() => void>();

export function setReachable(now: boolean): void {
  if (now === reachable) return;
  reachable = now;
  for (const listener of listeners) listener();
}

export const isReachable = () => reachable && navigator.onLine;

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

export function useReachable(): boolean {
  return useSyncExternalStore(subscribe, isReachable, () => true);
}
