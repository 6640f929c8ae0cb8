import { useSyncExternalStore } from 'react';

/**
 * Whether the page has loaded and the browser has had an idle moment since: the time to fetch
 * code that the first paint does not need (the toaster). Flips once and stays true.
 */
let settled = false;
const listeners = new Set<() => void>();

function settle() {
  settled = true;
  listeners.forEach((listener) => listener());
}

function whenIdle(callback: () => void) {
  if ('requestIdleCallback' in window) window.requestIdleCallback(callback, { timeout: 2000 });
  else setTimeout(callback, 200);
}

// The build's prerender (no document) draws the page as it is before it settles.
if (typeof document === 'undefined') {
  // Nothing to wait for.
} else if (document.readyState === 'complete') whenIdle(settle);
else window.addEventListener('load', () => whenIdle(settle), { once: true });

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * A drawn page was drawn unsettled, and hydration must find what was drawn even when the page
 * settled before the app took it over (a slow lookup on /track?number=…): React would throw the
 * drawn page away (decision 057). The settled value follows straight after.
 */
export function usePageSettled(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => settled,
    () => false,
  );
}
