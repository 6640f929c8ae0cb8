import { CREW_APP_PATH, CREW_CACHED_READS, CREW_CACHE_MESSAGE } from '../shared/crew-app';

/**
 * The crew app's service worker (decision 077), registered for /crew only: the rest of the site
 * works as it does without one. It keeps what the app needs to start again without network:
 *
 * - the page itself, network first (a new build arrives at once), the last copy when offline;
 * - the build's hashed files, from the cache first (their names change with their content);
 * - the few reads the app starts from (the session, the crew's shipments, the transfer targets),
 *   network first, the last answer when offline, so a reload in a tunnel still shows the work.
 *
 * Handoffs and positions made offline are not the worker's: the page keeps them in IndexedDB and
 * sends them itself, in order (src/web/features/crew/outbox).
 */

type ExtendableEvent = Event & { waitUntil(promise: Promise<unknown>): void };
type FetchEvent = ExtendableEvent & {
  request: Request;
  respondWith(answer: Promise<Response>): void;
};
type MessageEvent = ExtendableEvent & { data: unknown };
type WorkerScope = {
  location: Location;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
};

const worker = self as unknown as WorkerScope;

/** One cache per worker version: a new worker's activation drops the older ones. */
const CACHE = 'otc-crew-v1';
const ASSETS = '/assets/';
const SIGN_OUT = '/api/auth/sign-out';

worker.addEventListener('install', (event) => {
  event.waitUntil(worker.skipWaiting());
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (name !== CACHE) await caches.delete(name);
      await worker.clients.claim();
    })(),
  );
});

/**
 * The page names what it loaded before the worker controlled it: its files are kept, and the page
 * and the reads it starts from are fetched now, so the first start without network finds them.
 */
worker.addEventListener('message', (event) => {
  const data = event.data as { type?: string; urls?: unknown } | null;
  if (data?.type !== CREW_CACHE_MESSAGE || !Array.isArray(data.urls)) return;
  const files = data.urls
    .filter((url): url is string => typeof url === 'string')
    .map((url) => new URL(url, worker.location.href))
    .filter(isOwnAsset);
  event.waitUntil(
    caches.open(CACHE).then(async (cache) => {
      for (const path of [CREW_APP_PATH, ...CREW_CACHED_READS]) {
        await cache.add(path).catch(() => {});
      }
      for (const file of files)
        if (!(await cache.match(file))) await cache.add(file).catch(() => {});
    }),
  );
});

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (url.origin !== worker.location.origin) return;
  if (request.method === 'POST' && url.pathname === SIGN_OUT) {
    // Nothing of the signed-out courier's may be read from this phone afterwards.
    event.respondWith(fetch(request).finally(() => caches.delete(CACHE)));
    return;
  }
  if (request.method !== 'GET') return;
  if (request.mode === 'navigate') {
    event.respondWith(networkFirst(request, CREW_APP_PATH));
  } else if (isOwnAsset(url)) {
    event.respondWith(cacheFirst(request));
  } else if (CREW_CACHED_READS.includes(url.pathname)) {
    event.respondWith(networkFirst(request, url.pathname));
  }
});

function isOwnAsset(url: URL): boolean {
  return url.origin === worker.location.origin && url.pathname.startsWith(ASSETS);
}

/** The network's answer, kept under `key`; without network, the last one kept. */
async function networkFirst(request: Request, key: string): Promise<Response> {
  const cache = await caches.open(CACHE);
  try {
    const answer = await fetch(request);
    if (answer.ok) await cache.put(key, answer.clone());
    return answer;
  } catch (error) {
    const kept = await cache.match(key);
    if (kept) return kept;
    throw error;
  }
}

async function cacheFirst(request: Request): Promise<Response> {
  const cache = await caches.open(CACHE);
  const kept = await cache.match(request);
  if (kept) return kept;
  const answer = await fetch(request);
  if (answer.ok) await cache.put(request, answer.clone());
  return answer;
}
