import { extname } from 'node:path';
import type { MiddlewareHandler } from 'hono';
import { isAfterPaintScript } from '#shared/drawn-page';
import { CREW_SERVICE_WORKER_PATH, isCrewAppPath } from '#shared/crew-app';
import { cookieSaysDark } from '#shared/theme';
import { pageIndexes } from './page-indexes';
import { CREW_APP_HEADERS } from './security-headers';
import { loadStaticFiles, sendStaticFile, type StaticFile } from './static-files';

/** Where the build puts its hashed files. */
const ASSETS = '/assets/';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const SHORT = 'public, max-age=3600';

/**
 * Serves the built SPA from memory: hashed /assets/* cached for a year, everything else briefly,
 * and index.html (no-cache) for any other GET that is not an API path, with modulepreload links
 * for the chunks of the page the address opens (page-preloads.ts). Brotli or gzip siblings made
 * at build time are sent when the browser accepts them.
 */
export function serveSpa(webRoot: string): MiddlewareHandler {
  const files = loadStaticFiles(webRoot);
  const index = files.get('/index.html');
  const indexes = index && pageIndexes(index, webRoot, afterPaintScript(files));
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const isIndex = c.req.path === '/index.html' || c.req.path === '/';
    const file = isIndex ? undefined : files.get(c.req.path);
    if (file) {
      // The crew app's service worker is read fresh, so a new build reaches the phones at once.
      const caching = c.req.path.startsWith(ASSETS)
        ? IMMUTABLE
        : c.req.path === CREW_SERVICE_WORKER_PATH
          ? 'no-cache'
          : SHORT;
      return sendStaticFile(c, file, caching);
    }
    if (c.req.path.startsWith(ASSETS) || (!isIndex && extname(c.req.path) !== '') || !indexes) {
      return next();
    }
    c.header('Vary', 'Cookie');
    if (isCrewAppPath(c.req.path))
      for (const [name, value] of CREW_APP_HEADERS) c.header(name, value);
    const pair = indexes(c.req.path === '/index.html' ? '/' : c.req.path, {
      hasSearch: c.req.url.includes('?'),
      searchHas: (param) => Boolean(c.req.query(param)),
      searchIsOnly: (param) => Object.keys(c.req.queries()).every((name) => name === param),
    });
    return sendStaticFile(
      c,
      cookieSaysDark(c.req.header('cookie')) ? pair.dark : pair.light,
      'no-cache',
    );
  };
}

/** The address of a drawn page's first script in the build (decision 045), if it has one. */
function afterPaintScript(files: Map<string, StaticFile>): string | undefined {
  return [...files.keys()].find(
    (path) => path.startsWith(ASSETS) && isAfterPaintScript(path.slice(ASSETS.length)),
  );
}
