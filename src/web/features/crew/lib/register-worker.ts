import { CREW_APP_PATH, CREW_CACHE_MESSAGE, CREW_SERVICE_WORKER_PATH } from '#shared/crew-app';

/**
 * Registers the crew app's service worker (src/web/crew-sw.ts) for /crew, then names it the files
 * this page loaded before it was there, so that the next start without network finds them all.
 */
export async function registerCrewWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  try {
    await navigator.serviceWorker.register(CREW_SERVICE_WORKER_PATH, { scope: CREW_APP_PATH });
    const ready = await navigator.serviceWorker.ready;
    const urls = performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((url) => url.startsWith(window.location.origin));
    ready.active?.postMessage({ type: CREW_CACHE_MESSAGE, urls });
  } catch {
    // Without a worker the app still works online; only a start without network needs it.
  }
}
