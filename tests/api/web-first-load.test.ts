import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureWebBuild } from '../../scripts/build';
import {
  entryChunks,
  FIRST_LOAD_CEILING_BYTES,
  firstLoadJs,
  readChunkGraph,
  type FirstLoad,
} from '../../scripts/first-load-js';

/**
 * The chunk boundaries of the web build (issue 16, goal 6; decision 037): what each public page
 * downloads before it runs holds no portal or admin code and none of the form and dialog libraries
 * the shell does without, and stays within its gzip ceiling. Read from the build itself (rebuilt
 * here when stale), so a static import that drags a heavy module into the shell fails this file.
 */
const SIGNED_IN_AREAS = ['src/web/features/portal/', 'src/web/features/admin/'];
/** Fetched only once a form is used or a lookup answers, never before a public page runs. */
const FORM_LIBRARIES = ['node_modules/zod/', 'node_modules/react-hook-form/'];
/** Fetched where a page needs them (the sign-in dialog, the first toast), never with the shell. */
const DIALOG_LIBRARIES = [
  'node_modules/@radix-ui/react-dialog/',
  'node_modules/@radix-ui/react-toast/',
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

  it('leaves the dialog and toast primitives out of the shell', () => {
    expect(fromLibraries(modulesOf({ chunks: entryChunks() }), DIALOG_LIBRARIES)).toEqual([]);
  });

  it(`keeps every public page within ${FIRST_LOAD_CEILING_BYTES / 1000} kB gzip`, () => {
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
      expect(load.gzipBytes, load.page).toBeLessThanOrEqual(FIRST_LOAD_CEILING_BYTES);
    }
  });
});
