import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureWebBuild } from '../../scripts/build';
import { PAGES } from '../../src/server/http/page-preloads';
import { useTestServer } from '../helpers/use-test-server';
import {
  entryChunks,
  FIRST_LOAD_MARGIN_PERCENT,
  firstLoadJs,
  readChunkGraph,
  type FirstLoad,
} from '../../scripts/first-load-js';

/**
 * The chunk boundaries of the web build (decision 037): what each public page downloads before it
 * runs holds no portal or admin code and none of the form and dialog libraries the shell does
 * without, and stays within its budget (decision 057). Read from the build itself (rebuilt here
 * when stale), so a static import that drags a heavy module into the shell fails this file.
 */
const SIGNED_IN_AREAS = ['src/web/features/portal/', 'src/web/features/admin/'];
/** Fetched only once a form is used or a lookup answers, never before a public page runs. */
const FORM_LIBRARIES = ['node_modules/zod/', 'node_modules/react-hook-form/'];
/** Fetched where a page needs them (the sign-in dialog, the first toast), never with the shell. */
const DIALOG_LIBRARIES = [
  'node_modules/@radix-ui/react-dialog/',
  'node_modules/@radix-ui/react-toast/',
];
/**
 * Drawn without them first: the calculator's toggle group draws plain buttons until radix's
 * arrives, the labels are native.
 */
const SHELL_FREE_LIBRARIES = [
  'node_modules/@radix-ui/react-toggle-group/',
  'node_modules/@radix-ui/react-roving-focus/',
  'node_modules/@radix-ui/react-label/',
];

const modulesOf = (load: { chunks: FirstLoad['chunks'] }) =>
  load.chunks.flatMap((chunk) => chunk.modules);
const fromLibraries = (modules: string[], libraries: string[]) =>
  modules.filter((module) => libraries.some((library) => module.startsWith(library)));

describe('first-load JavaScript of the public pages', () => {
  let loads: FirstLoad[];

  beforeAll(() => {
    ensureWebBuild();
    loads = firstLoadJs();
  });

  it('preloads from index.html exactly the entry and what it imports statically', () => {
    const html = readFileSync(join(import.meta.dirname, '../../dist/web/index.html'), 'utf8');
    const scripts = [
      ...html.matchAll(/<(?:script|link)[^>]+(?:src|href)="\/(assets\/[^"]+\.js)"/g),
    ];
    expect(new Set(scripts.map((match) => match[1]))).toEqual(
      new Set(entryChunks().map((chunk) => chunk.file)),
    );
  });

  it('holds no portal or admin code on any public page', () => {
    for (const load of loads) {
      const signedIn = modulesOf(load).filter((module) =>
        SIGNED_IN_AREAS.some((area) => module.startsWith(area)),
      );
      expect(signedIn, load.page).toEqual([]);
    }
  });

  it('builds the portal and the admin area into chunks of their own', () => {
    const graph = readChunkGraph();
    for (const area of SIGNED_IN_AREAS) {
      const chunks = graph.filter((chunk) => chunk.modules.some((m) => m.startsWith(area)));
      expect(chunks.length, area).toBeGreaterThan(0);
      expect(
        chunks.some((chunk) => chunk.isEntry),
        area,
      ).toBe(false);
    }
  });

  it('leaves zod and react-hook-form out of every public first load', () => {
    for (const load of loads) {
      expect(fromLibraries(modulesOf(load), FORM_LIBRARIES), load.page).toEqual([]);
    }
  });

  it('leaves the dialog, toast and toggle-group primitives out of the shell', () => {
    expect(
      fromLibraries(modulesOf({ chunks: entryChunks() }), [
        ...DIALOG_LIBRARIES,
        ...SHELL_FREE_LIBRARIES,
      ]),
    ).toEqual([]);
  });

  it("leaves the forgot-password dialog out of /login's first load", () => {
    const login = loads.find((load) => load.page === '/login');
    expect(login && fromLibraries(modulesOf(login), DIALOG_LIBRARIES)).toEqual([]);
  });

  it(`keeps every public page within ${FIRST_LOAD_MARGIN_PERCENT}% of what it measured on React`, () => {
    expect(loads.map((load) => load.page)).toEqual([
      '/',
      '/about',
      '/news',
      '/news/:id',
      '/faq',
      '/contact',
      '/track',
      '/login',
    ]);
    for (const load of loads) {
      expect(load.gzipBytes, load.page).toBeLessThanOrEqual(load.budgetBytes);
    }
  });
});

/**
 * index.html as the server answers each page's address: with modulepreload links for that page's
 * own chunks, so a lazy page's code is fetched beside the entry instead of after it has run.
 */
describe('index.html per page', () => {
  const webRoot = join(import.meta.dirname, '../../dist/web');
  const server = useTestServer(() => {
    ensureWebBuild();
    return { webRoot };
  });
  let graph: ReturnType<typeof readChunkGraph>;

  beforeAll(() => {
    graph = readChunkGraph();
  });

  /** The chunk files the page's HTML preloads beyond the entry's own, as the browser sees it. */
  const pagePreloads = async (path: string, cookie?: string) => {
    const response = await server
      .client()
      .get(path, { headers: { 'accept-encoding': 'br', ...(cookie ? { cookie } : {}) } });
    expect(response.status, path).toBe(200);
    expect(response.headers.get('cache-control'), path).toBe('no-cache');
    const html = await response.text();
    expect(html, path).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    const preloaded = [
      ...html.matchAll(
        /<link rel="modulepreload"(?: fetchpriority="low")? crossorigin href="\/([^"]+)">/g,
      ),
    ]
      .map((match) => match[1])
      .filter((file): file is string => file !== undefined);
    const shell = new Set(entryChunks(graph).map((chunk) => chunk.file));
    return { html, files: preloaded.filter((file) => !shell.has(file)) };
  };
  const chunkOf = (module: string) => graph.find((chunk) => chunk.modules.includes(module))?.file;
  const modulesIn = (files: string[]) =>
    graph.filter((chunk) => files.includes(chunk.file)).flatMap((chunk) => chunk.modules);

  it('finds every module the server preloads in the build', () => {
    for (const page of PAGES) {
      for (const module of [...page.modules, ...(page.withSearch?.modules ?? [])]) {
        expect(chunkOf(module), `${page.path}: ${module}`).toBeDefined();
      }
    }
  });

  it('preloads the about chunk on /about, in either theme', async () => {
    const about = chunkOf('src/web/features/public/routes/about.tsx');
    expect((await pagePreloads('/about')).files).toContain(about);
    const dark = await pagePreloads('/about', 'otc-theme=dark');
    expect(dark.html).toContain('<html lang="en" class="dark">');
    expect(dark.files).toContain(about);
  });

  it('preloads each lazy public page its own chunk and nothing of the portal or admin', async () => {
    for (const [path, module] of [
      ['/news', 'news'],
      ['/news/quantum-resistant-encryption-rollout', 'news-article'],
      ['/faq', 'faq'],
      ['/contact', 'contact'],
      ['/no-such-page', 'not-found'],
    ] as const) {
      const { files } = await pagePreloads(path);
      expect(files, path).toContain(chunkOf(`src/web/features/public/routes/${module}.tsx`));
      expect(
        modulesIn(files).filter((m) => SIGNED_IN_AREAS.some((area) => m.startsWith(area))),
        path,
      ).toEqual([]);
    }
    expect((await pagePreloads('/login')).files).toContain(
      chunkOf('src/web/features/auth/routes/login.tsx'),
    );
  });

  it('preloads the home page and Track Shipment, which are chunks of their own', async () => {
    const home = chunkOf('src/web/features/public/routes/home.tsx');
    const track = chunkOf('src/web/features/public/routes/track.tsx');
    const answer = chunkOf('src/web/features/public/components/track/track-result.tsx');
    for (const path of ['/', '/index.html']) {
      const { files } = await pagePreloads(path);
      expect(files, path).toContain(home);
      expect(files, path).not.toContain(track);
    }
    for (const path of ['/track', '/track?number=']) {
      const { files } = await pagePreloads(path);
      expect(files, path).toContain(track);
      expect(files, path).not.toContain(home);
      expect(files, path).not.toContain(answer);
    }
  });

  it("preloads Track's answer cards when the address names a shipment", async () => {
    const { files } = await pagePreloads('/track?number=OTC1763380800003');
    expect(files).toContain(chunkOf('src/web/features/public/components/track/track-result.tsx'));
  });

  it('preloads only the session guard on /vault and /admin, nothing of either area', async () => {
    const guard = chunkOf('src/web/features/auth/components/require-session.tsx');
    for (const path of ['/vault', '/vault/items', '/admin', '/admin/overview']) {
      const { files } = await pagePreloads(path);
      expect(files, path).toContain(guard);
      expect(
        modulesIn(files).filter((m) => SIGNED_IN_AREAS.some((area) => m.startsWith(area))),
        path,
      ).toEqual([]);
    }
  });
});
