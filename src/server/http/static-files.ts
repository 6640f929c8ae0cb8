import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';
import { cookieSaysDark } from '#shared/theme';
import {
  chunksToPreload,
  PAGES,
  pageFor,
  readChunkGraph,
  withPreloads,
  withStylesheetFirst,
} from './page-preloads';
import { readPrerenderedPages, withPrerenderedPage } from './prerendered-pages';

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
  const indexes = index && pageIndexes(index, webRoot);
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const isIndex = c.req.path === '/index.html' || c.req.path === '/';
    const file = isIndex ? undefined : files.get(c.req.path);
    if (file) return send(c, file, c.req.path.startsWith('/assets/') ? IMMUTABLE : SHORT);
    if (c.req.path.startsWith('/assets/') || (!isIndex && extname(c.req.path) !== '') || !indexes) {
      return next();
    }
    c.header('Vary', 'Cookie');
    const pair = indexes(c.req.path === '/index.html' ? '/' : c.req.path, {
      hasSearch: c.req.url.includes('?'),
      searchHas: (param) => Boolean(c.req.query(param)),
    });
    return send(c, cookieSaysDark(c.req.header('cookie')) ? pair.dark : pair.light, 'no-cache');
  };
}

/** What of the address, beyond its path, picks the index.html it is answered with. */
type Search = { hasSearch: boolean; searchHas: (param: string) => boolean };

/**
 * Every page's index.html, made once at start: the build's own where a page needs nothing beyond
 * the entry, else one with its preloads (pages that preload the same chunks share one); a page
 * the build drew (prerendered-pages.ts) has its own, with its markup, for its exact path. An
 * address with a search is drawn in the browser: what it asks for (a tracked shipment, a sign-in
 * link's outcome) is not in the build's drawing.
 */
function pageIndexes(index: StaticFile, webRoot: string) {
  const built = withStylesheetFirst(htmlOf(index));
  const plain: IndexPair = { light: indexFile(built), dark: indexFile(darkHtml(built)) };
  const graph = readChunkGraph(webRoot);
  const byPreloads = new Map<string, IndexPair>([['', plain]]);
  const pairFor = (modules: string[]) => {
    const preloads = graph ? chunksToPreload(graph, modules) : [];
    const key = preloads.join(' ');
    let pair = byPreloads.get(key);
    if (!pair) {
      const html = withPreloads(built, preloads);
      pair = { light: indexFile(html), dark: indexFile(darkHtml(html)) };
      byPreloads.set(key, pair);
    }
    return pair;
  };
  const pages = new Map(
    PAGES.map((page) => [
      page,
      {
        plain: pairFor(page.modules),
        searched: page.withSearch && pairFor([...page.modules, ...page.withSearch.modules]),
      },
    ]),
  );
  const drawn = new Map<string, IndexPair>();
  for (const [path, page] of readPrerenderedPages(webRoot)) {
    const preloads = pageFor(path);
    const html = htmlOf((preloads ? pairFor(preloads.modules) : plain).light);
    drawn.set(path, {
      light: indexFile(withPrerenderedPage(html, page, false)),
      dark: indexFile(darkHtml(withPrerenderedPage(html, page, true))),
    });
  }
  return (path: string, { hasSearch, searchHas }: Search): IndexPair => {
    const prerendered = hasSearch ? undefined : drawn.get(path);
    if (prerendered) return prerendered;
    const page = pageFor(path);
    const found = page && pages.get(page);
    if (!page || !found) return plain;
    return found.searched && page.withSearch && searchHas(page.withSearch.param)
      ? found.searched
      : found.plain;
  };
}

const htmlOf = (file: StaticFile) => Buffer.from(file.identity).toString('utf8');

/** index.html already in the dark theme, for visitors whose theme cookie says so (no flash). */
const darkHtml = (html: string) =>
  html.replace('<html lang="en">', '<html lang="en" class="dark">');

function indexFile(html: string): StaticFile {
  const identity = Buffer.from(html);
  return {
    type: HTML,
    identity: bytesOf(identity),
    br: bytesOf(brotliCompressSync(identity)),
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
