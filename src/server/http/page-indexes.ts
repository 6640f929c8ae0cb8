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
import { htmlFile, type StaticFile } from './static-files';

/** index.html in both themes, with the preloads of one page. */
type IndexPair = { light: StaticFile; dark: StaticFile };

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
export function pageIndexes(index: StaticFile, webRoot: string, afterPaint: string | undefined) {
  const built = withStylesheetFirst(htmlOf(index));
  const graph = readChunkGraph(webRoot);
  const byPreloads = new Map<string, IndexPair>();
  /** The index.html with these preloads, made on its first request and kept. */
  const pairWith = (preloads: string[]) => (): IndexPair => {
    const key = preloads.join(' ');
    let pair = byPreloads.get(key);
    if (!pair) {
      const html = withPreloads(built, preloads);
      pair = { light: htmlFile(html), dark: htmlFile(darkHtml(html)) };
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
    light: htmlFile(drawnIn(false), QUICK_BROTLI),
    dark: htmlFile(darkHtml(drawnIn(true)), QUICK_BROTLI),
  };
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
