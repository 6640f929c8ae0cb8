/**
 * The crew app's addresses (decision 077): the page, its service worker and what the worker keeps
 * for a start without network. The server and the worker read the same names.
 */
export const CREW_APP_PATH = '/crew';
export const CREW_SERVICE_WORKER_PATH = '/crew-sw.js';
export const CREW_MANIFEST_PATH = '/crew.webmanifest';

export const isCrewAppPath = (path: string) =>
  path === CREW_APP_PATH || path.startsWith(`${CREW_APP_PATH}/`);

/** The reads the app starts from, answered from the last copy when the phone is offline. */
export const CREW_CACHED_READS: readonly string[] = [
  '/api/auth/get-session',
  '/api/courier/shipments',
  '/api/courier/handoff-targets',
];

/** What the page posts to the worker: the files it loaded before the worker controlled it. */
export const CREW_CACHE_MESSAGE = 'otc-crew-cache';

/** While a shipment is in the crew's hands, its position is taken this often. */
export const POSITION_INTERVAL_MS = 15_000;
