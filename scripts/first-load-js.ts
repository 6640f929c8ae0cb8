import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  readChunkGraph as readBuiltChunkGraph,
  withStaticImports,
} from '../src/server/http/page-preloads';
import { isAfterPaintScript } from '../src/shared/drawn-page';
import { type ChunkRecord, WEB_CHUNK_GRAPH } from './chunk-graph-plugin';

/**
 * First-load JavaScript of each public page (decision 037): the entry chunk, everything it
 * imports statically (index.html modulepreloads all of it), and the page's route module with its
 * own static imports, in gzip bytes as the build precompressed them. Code a page fetches later with
 * import() (a dialog, the toaster) is not first-load. Read from the chunk graph the web build writes
 * (scripts/chunk-graph-plugin.ts). Every public page is sent drawn, so its first script, which
 * loads the rest once the page is painted and is a file of its own outside the graph, counts too.
 */
const ROOT = join(import.meta.dirname, '..');
const WEB_ROOT = join(ROOT, 'dist', 'web');

/**
 * What each public page downloaded when the app moved onto React itself (decision 057), in gzip
 * bytes, and how much a page may grow over it before the budget test fails: React's 59 kB are the
 * price of running what the product promises; nothing else may creep in unnoticed.
 */
const FIRST_LOAD_MARGIN = 1.05;

/** The margin as the reports and the test name it. */
export const FIRST_LOAD_MARGIN_PERCENT = Math.round((FIRST_LOAD_MARGIN - 1) * 100);

/** The public pages Lighthouse measures, with the route module each one loads. */
const PUBLIC_ROUTES = [
  { page: '/', module: 'src/web/features/public/routes/home.tsx', measured: 145_705 },
  { page: '/about', module: 'src/web/features/public/routes/about.tsx', measured: 144_151 },
  { page: '/news', module: 'src/web/features/public/routes/news.tsx', measured: 148_334 },
  {
    page: '/news/:id',
    module: 'src/web/features/public/routes/news-article.tsx',
    measured: 148_740,
  },
  { page: '/faq', module: 'src/web/features/public/routes/faq.tsx', measured: 146_622 },
  { page: '/contact', module: 'src/web/features/public/routes/contact.tsx', measured: 147_403 },
  { page: '/track', module: 'src/web/features/public/routes/track.tsx', measured: 145_455 },
  { page: '/login', module: 'src/web/features/auth/routes/login.tsx', measured: 148_299 },
] as const;

export type PublicRoute = (typeof PUBLIC_ROUTES)[number]['page'];

export type FirstLoad = {
  page: string;
  /** The chunks the page needs before it runs, entry first. */
  chunks: ChunkRecord[];
  /** The script that loads them once the page is painted (decision 045), if the build has it. */
  firstScript: string | undefined;
  gzipBytes: number;
  /** The most this page may download first: its measured bytes and the margin. */
  budgetBytes: number;
};

export function readChunkGraph(): ChunkRecord[] {
  const graph = readBuiltChunkGraph(WEB_ROOT) as ChunkRecord[] | undefined;
  if (!graph) throw new Error(`${WEB_CHUNK_GRAPH} is missing: build the web app first`);
  return graph;
}

/** A chunk's gzip size: the .gz the build wrote beside it, else compressed here the same way. */
export function gzipBytes(file: string): number {
  const path = join(WEB_ROOT, file);
  if (existsSync(`${path}.gz`)) return readFileSync(`${path}.gz`).length;
  return gzipSync(readFileSync(path), { level: 9 }).length;
}

/** A chunk and every chunk it imports statically, directly or not, the chunk first. */
function staticClosure(graph: ChunkRecord[], start: ChunkRecord): ChunkRecord[] {
  const byFile = new Map(graph.map((chunk) => [chunk.file, chunk]));
  const found = new Set<string>();
  withStaticImports(byFile, start, found);
  return [...found].map((file) => byFile.get(file)!);
}

/** The entry chunk and its static imports: what index.html loads on every page. */
export function entryChunks(graph = readChunkGraph()): ChunkRecord[] {
  const entry = graph.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('the web build has no entry chunk');
  return staticClosure(graph, entry);
}

/** The file of a drawn page's first script (`assets/after-paint-<hash>.js`), if built. */
function afterPaintFile(): string | undefined {
  const assets = join(WEB_ROOT, 'assets');
  const name = existsSync(assets) ? readdirSync(assets).find(isAfterPaintScript) : undefined;
  return name && `assets/${name}`;
}

/** Each public page's first script and first-load chunks, and their gzip total. */
export function firstLoadJs(graph = readChunkGraph()): FirstLoad[] {
  const shell = entryChunks(graph);
  const firstScript = afterPaintFile();
  const firstScriptBytes = firstScript ? gzipBytes(firstScript) : 0;
  return PUBLIC_ROUTES.map(({ page, module, measured }) => {
    const routeChunk = graph.find((chunk) => chunk.modules.includes(module));
    if (!routeChunk) throw new Error(`no chunk of the web build holds ${module}`);
    const chunks = new Set([...shell, ...staticClosure(graph, routeChunk)]);
    const total = [...chunks].reduce((sum, chunk) => sum + gzipBytes(chunk.file), firstScriptBytes);
    const budgetBytes = Math.round(measured * FIRST_LOAD_MARGIN);
    return { page, chunks: [...chunks], firstScript, gzipBytes: total, budgetBytes };
  });
}

const kB = (bytes: number) => (bytes / 1000).toFixed(1);

/** The per-page table `npm run bench` prints. */
export function printFirstLoadJs(loads = firstLoadJs()): void {
  console.log(
    `\nFirst-load JavaScript per public page (its first script, the entry, its static imports and the page's route chunk; gzip; budget: as measured on React + ${FIRST_LOAD_MARGIN_PERCENT}%)\n`,
  );
  console.log('| page | files | gzip bytes | kB | budget kB | budget |');
  console.log('|---|---|---|---|---|---|');
  for (const { page, chunks, firstScript, gzipBytes: bytes, budgetBytes } of loads) {
    const verdict = bytes <= budgetBytes ? 'met' : '**over**';
    const files = chunks.length + (firstScript ? 1 : 0);
    console.log(
      `| ${page} | ${files} | ${bytes} | ${kB(bytes)} | ${kB(budgetBytes)} | ${verdict} |`,
    );
  }
}

if (process.argv[1] === import.meta.filename) printFirstLoadJs();
