import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';
import { isAfterPaintScript } from '#shared/drawn-page';
import { cookieSaysDark } from '#shared/theme';
import {
  chunksToPreload,
  PAGES,
  type Page,
  pageFor,
  readChunkGraph,
  withPreloads,
  withStylesheetFirst,
} from './page-preloads';
import {
  readPrerenderedPages,
  withPrerenderedPage,
  type DrawnFor,
  type PrerenderedPage,
} from './prerendered-pages';

const HTML = 'text/html; charset=utf-8';

const CONTENT_TYPES: Record<string, string> = {
  '.html': HTML,
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.webmanifest': 'application/manifest+json',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

/** A file's bytes as read once at start; answers send these very bytes, never a copy. */
type Bytes = Uint8Array<ArrayBuffer>;
type StaticFile = { type: string; identity: Bytes; br?: Bytes; gzip?: Bytes };

/** Where the build puts its hashed files. */
const ASSETS = '/assets/';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const SHORT = 'public, max-age=3600';

/** index.html in both themes, with the preloads of one page. */
type IndexPair = { light: StaticFile; dark: StaticFile };

/**
 * Serves the built SPA from memory: hashed /assets/* cached for a year, everything else briefly,
 * and index.html (no-cache) for any other GET that is not an API path, with modulepreload links
 * for the chunks of the page the address opens (page-preloads.ts). Brotli or gzip siblings made
 * at build time are sent when the browser accepts them.
 */
export function serveSpa(webRoot: string): MiddlewareHandler {
  const files = loadFiles(webRoot);
  const index = files.get('/index.html');
  const indexes = index && pageIndexes(index, webRoot, afterPaintScript(files));
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const isIndex = c.req.path === '/index.html' || c.req.path === '/';
    const file = isIndex ? undefined : files.get(c.req.path);
    if (file) return send(c, file, c.req.path.startsWith(ASSETS) ? IMMUTABLE : SHORT);
    if (c.req.path.startsWith(ASSETS) || (!isIndex && extname(c.req.path) !== '') || !indexes) {
      return next();
    }
    c.header('Vary', 'Cookie');
    const pair = indexes(c.req.path === '/index.html' ? '/' : c.req.path, {
      hasSearch: c.req.url.includes('?'),
      searchHas: (param) => Boolean(c.req.query(param)),
      searchIsOnly: (param) => Object.keys(c.req.queries()).every((name) => name === param),
    });
    return send(c, cookieSaysDark(c.req.header('cookie')) ? pair.dark : pair.light, 'no-cache');
  };
}

/** What of the address, beyond its path, picks the index.html it is answered with. */
type Search = {
  hasSearch: boolean;
  searchHas: (param: string) => boolean;
  /** Whether the search names no parameter but this one. */
  searchIsOnly: (param: string) => boolean;
};

/**
 * Every page's index.html: the build's own where a page needs nothing beyond the entry, else one
 * with its preloads (pages that preload the same chunks share one). A page the build drew
 * (prerendered-pages.ts) has its own with its markup, for its exact path and for that path with a
 * search (Track's number: then with the answer's preloads too). Each is made and compressed on
 * its first request: made at start, they were 120 ms of a 1.3 s start (decision 047).
 */
function pageIndexes(index: StaticFile, webRoot: string, afterPaint: string | undefined) {
  const built = withStylesheetFirst(htmlOf(index));
  const graph = readChunkGraph(webRoot);
  const byPreloads = new Map<string, IndexPair>();
  /** The index.html with these preloads, made on its first request and kept. */
  const pairWith = (preloads: string[]) => (): IndexPair => {
    const key = preloads.join(' ');
    let pair = byPreloads.get(key);
    if (!pair) {
      const html = withPreloads(built, preloads);
      pair = { light: indexFile(html), dark: indexFile(darkHtml(html)) };
      byPreloads.set(key, pair);
    }
    return pair;
  };
  const pairFor = (modules: string[]) => pairWith(graph ? chunksToPreload(graph, modules) : []);
  const plain = pairWith([]);
  const pages = new Map(
    PAGES.map((page) => [
      page,
      {
        plain: pairFor(page.modules),
        searched: page.withSearch && pairFor([...page.modules, ...page.withSearch.modules]),
      },
    ]),
  );
  const preloadsOf = (page: Page | undefined, searchHas: (param: string) => boolean) => {
    const found = page && pages.get(page);
    if (!page || !found) return plain();
    return found.searched && page.withSearch && searchHas(page.withSearch.param)
      ? found.searched()
      : found.plain();
  };
  /**
   * Per drawn path, its index.html by preloads and by how the app takes it over, each made on its
   * first request (bounded: the drawn paths times the few preload sets and two ways).
   */
  const drawn = new Map<string, Drawing>();
  for (const [path, page] of readPrerenderedPages(webRoot)) {
    drawn.set(path, { page, made: new Map() });
  }
  const withDrawing = ({ page, made }: Drawing, preloads: IndexPair, drawnFor: DrawnFor) => {
    let byWay = made.get(preloads);
    if (!byWay) made.set(preloads, (byWay = {}));
    return (byWay[drawnFor] ??= drawnPair(htmlOf(preloads.light), page, drawnFor, afterPaint));
  };
  const drawnForOf = (page: Page | undefined, search: Search): DrawnFor => {
    if (!search.hasSearch) return 'exact';
    return page?.withSearch && search.searchIsOnly(page.withSearch.param) ? 'search' : 'path';
  };
  return (path: string, search: Search): IndexPair => {
    const page = pageFor(path);
    const preloads = preloadsOf(page, search.searchHas);
    const drawing = drawn.get(path);
    return drawing ? withDrawing(drawing, preloads, drawnForOf(page, search)) : preloads;
  };
}

type Drawing = {
  page: PrerenderedPage;
  made: Map<IndexPair, Partial<Record<DrawnFor, IndexPair>>>;
};

function drawnPair(
  html: string,
  page: PrerenderedPage,
  drawnFor: DrawnFor,
  afterPaint: string | undefined,
): IndexPair {
  const drawnIn = (dark: boolean) =>
    withPrerenderedPage(html, page, { dark, drawnFor, afterPaint });
  return {
    light: indexFile(drawnIn(false), QUICK_BROTLI),
    dark: indexFile(darkHtml(drawnIn(true)), QUICK_BROTLI),
  };
}

/** The address of a drawn page's first script in the build (decision 045), if it has one. */
function afterPaintScript(files: Map<string, StaticFile>): string | undefined {
  return [...files.keys()].find(
    (path) => path.startsWith(ASSETS) && isAfterPaintScript(path.slice(ASSETS.length)),
  );
}

const htmlOf = (file: StaticFile) => Buffer.from(file.identity).toString('utf8');

/** index.html already in the dark theme, for visitors whose theme cookie says so (no flash). */
const darkHtml = (html: string) =>
  html.replace('<html lang="en">', '<html lang="en" class="dark">');

/**
 * Brotli's quality 5 for a drawn page's index.html, made on its first request: about 2 ms for
 * 40 kB against 30-70 ms at the default 11, for about 15% more bytes (5.3 kB against 4.7).
 */
const QUICK_BROTLI = 5;

function indexFile(html: string, brotliQuality?: number): StaticFile {
  const identity = Buffer.from(html);
  const params = brotliQuality ? { [constants.BROTLI_PARAM_QUALITY]: brotliQuality } : {};
  return {
    type: HTML,
    identity: bytesOf(identity),
    br: bytesOf(brotliCompressSync(identity, { params })),
    gzip: bytesOf(gzipSync(identity)),
  };
}

function send(c: Context, file: StaticFile, cacheControl: string) {
  const accepted = c.req.header('accept-encoding') ?? '';
  const [body, encoding] =
    file.br && /\bbr\b/.test(accepted)
      ? [file.br, 'br']
      : file.gzip && /\bgzip\b/.test(accepted)
        ? [file.gzip, 'gzip']
        : [file.identity, undefined];
  c.header('Content-Type', file.type);
  c.header('Cache-Control', cacheControl);
  if (file.br || file.gzip) c.header('Vary', 'Accept-Encoding', { append: true });
  if (encoding) c.header('Content-Encoding', encoding);
  return c.req.method === 'HEAD' ? c.body(null) : c.body(body);
}

function loadFiles(webRoot: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  if (!existsSync(webRoot)) return files;
  for (const path of walk(webRoot)) {
    if (path.endsWith('.br') || path.endsWith('.gz')) continue;
    const urlPath = '/' + relative(webRoot, path).split(sep).join('/');
    files.set(urlPath, {
      type: CONTENT_TYPES[extname(path)] ?? 'application/octet-stream',
      identity: bytesOf(readFileSync(path)),
      br: existsSync(`${path}.br`) ? bytesOf(readFileSync(`${path}.br`)) : undefined,
      gzip: existsSync(`${path}.gz`) ? bytesOf(readFileSync(`${path}.gz`)) : undefined,
    });
  }
  return files;
}

/**
 * A Buffer's bytes as a Uint8Array of their own, copied once at start (a small Buffer may be a slice
 * of Node's shared pool), so each answer sends it as it is instead of copying it per request.
 */
function bytesOf(buffer: Buffer): Bytes {
  return new Uint8Array(buffer);
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}
