import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

/**
 * Which chunks of the web build each page needs beyond the entry, so the index.html it is answered
 * with can modulepreload them: a lazy page then fetches its chunk beside the entry instead of after
 * the entry has run (decision 037). Read once at start from the chunk graph the web build writes
 * beside its folder (dist/web → dist/web-chunks.json, scripts/chunk-graph-plugin.ts).
 */

/** A chunk as the web build's chunk graph records it (the fields read here). */
type Chunk = { file: string; isEntry: boolean; imports: string[]; modules: string[] };

/**
 * A page: its path as the web router writes it (`:name` is one segment, a final `*` any rest) and
 * the source modules its lazy route loads before it can draw. `withSearch` adds modules the page
 * loads when the address carries that search parameter (Track's answer, fetched by its loader).
 *
 * Mirrors src/web/app/router.tsx; tests/build/web-first-load.test.ts proves every module named
 * here is in the build. /vault and /admin preload only the session guard: whether the visitor may
 * see more is known once the session answers, and an anonymous visitor goes on to /login.
 */
export type Page = {
  path: string;
  modules: string[];
  withSearch?: { param: string; modules: string[] };
};

const publicRoute = (name: string) => `src/web/features/public/routes/${name}.tsx`;
const SESSION_GUARD = 'src/web/features/auth/components/require-session.tsx';

export const PAGES: Page[] = [
  { path: '/', modules: [publicRoute('home')] },
  {
    path: '/track',
    modules: [publicRoute('track')],
    withSearch: {
      param: 'number',
      modules: ['src/web/features/public/components/track/track-result.tsx'],
    },
  },
  { path: '/about', modules: [publicRoute('about')] },
  { path: '/news', modules: [publicRoute('news')] },
  { path: '/news/:articleId', modules: [publicRoute('news-article')] },
  { path: '/faq', modules: [publicRoute('faq')] },
  { path: '/contact', modules: [publicRoute('contact')] },
  { path: '/newsletter/confirmed', modules: [publicRoute('newsletter-confirmed')] },
  { path: '/verify', modules: [publicRoute('verify-custody')] },
  { path: '/verify/:receiptId', modules: [publicRoute('verify-receipt')] },
  { path: '/unsubscribe', modules: [publicRoute('unsubscribe')] },
  { path: '/secure-account', modules: [publicRoute('secure-account')] },
  { path: '/login', modules: ['src/web/features/auth/routes/login.tsx'] },
  { path: '/update-password', modules: ['src/web/features/auth/routes/update-password.tsx'] },
  { path: '/join', modules: ['src/web/features/auth/routes/join.tsx'] },
  { path: '/vault/*', modules: [SESSION_GUARD] },
  { path: '/admin/*', modules: [SESSION_GUARD] },
  { path: '/*', modules: [publicRoute('not-found')] },
];

/** The chunk graph the build wrote beside `webRoot`, or none (a test's hand-made folder). */
export function readChunkGraph(webRoot: string): Chunk[] | undefined {
  const path = join(dirname(webRoot), `${basename(webRoot)}-chunks.json`);
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Chunk[]) : undefined;
}

/**
 * Adds the file of a chunk and of everything it imports statically, directly or not, to `found`
 * (scripts/first-load-js.ts walks the graph the same way).
 */
export function withStaticImports(byFile: Map<string, Chunk>, start: Chunk, found: Set<string>) {
  if (found.has(start.file)) return;
  found.add(start.file);
  for (const file of start.imports) {
    const imported = byFile.get(file);
    if (imported) withStaticImports(byFile, imported, found);
  }
}

/**
 * The files (`assets/…js`) to preload for these source modules: the chunks holding them and their
 * static imports, less the entry and its own static imports, which index.html already preloads.
 */
export function chunksToPreload(graph: Chunk[], modules: string[]): string[] {
  const byFile = new Map(graph.map((chunk) => [chunk.file, chunk]));
  const shell = new Set<string>();
  for (const entry of graph.filter((chunk) => chunk.isEntry)) {
    withStaticImports(byFile, entry, shell);
  }
  const needed = new Set<string>();
  for (const module of modules) {
    const chunk = graph.find((candidate) => candidate.modules.includes(module));
    if (chunk) withStaticImports(byFile, chunk, needed);
  }
  return [...needed].filter((file) => !shell.has(file));
}

/** The page an address opens: the first whose path matches, segment by segment. */
export function pageFor(path: string): Page | undefined {
  const segments = path.toLowerCase().split('/').filter(Boolean);
  return PAGES.find((page) => {
    const pattern = page.path.split('/').filter(Boolean);
    const rest = pattern.at(-1) === '*';
    if (rest) pattern.pop();
    if (rest ? segments.length < pattern.length : segments.length !== pattern.length) return false;
    return pattern.every((part, i) => part.startsWith(':') || part === segments[i]);
  });
}

/** index.html with a modulepreload link per file, after those the build wrote for the entry. */
export function withPreloads(html: string, files: string[]): string {
  if (files.length === 0) return html;
  const links = files
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('\n    ');
  const at = html.indexOf('</head>');
  return `${html.slice(0, at)}  ${links}\n  ${html.slice(at)}`;
}

/**
 * index.html with its stylesheet asked for before its scripts: the page paints once the stylesheet
 * is in, and over HTTP/1.1 (six connections) it otherwise queued behind the eleven or so scripts
 * the build lists before it.
 */
export function withStylesheetFirst(html: string): string {
  const stylesheet = /\s*<link rel="stylesheet"[^>]*>/.exec(html);
  const firstScript = html.search(/<script |<link rel="modulepreload"/);
  if (!stylesheet || firstScript < 0 || firstScript > stylesheet.index) return html;
  const withoutIt =
    html.slice(0, stylesheet.index) + html.slice(stylesheet.index + stylesheet[0].length);
  return `${withoutIt.slice(0, firstScript)}${stylesheet[0].trim()}\n    ${withoutIt.slice(firstScript)}`;
}
