import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'vite';

/** The public pages drawn at build time, by path, kept beside the served folder (dist/web). */
export const WEB_PRERENDERED_PAGES = 'dist/web-pages.json';

type PrerenderModule = { prerenderSite: () => Promise<Record<string, unknown>> };

/**
 * Once the browser build is written, builds `entry` for Node with the same configuration (its
 * `isSsrBuild` branch), runs its `prerenderSite()` and writes what it drew to `target`, where the
 * server reads it at start and puts each page into the index.html it answers with (decision 044).
 */
export function prerenderPages(entry: string, target: string): Plugin {
  return {
    name: 'otc-prerender',
    apply: 'build',
    async closeBundle() {
      const outDir = await mkdtemp(join(tmpdir(), 'otc-prerender-'));
      try {
        await build({
          logLevel: 'warn',
          build: { ssr: entry, outDir, emptyOutDir: true, minify: false },
        });
        const entryFile = join(outDir, entry.replace(/^.*\//, '').replace(/\.tsx?$/, '.js'));
        const site = (await import(pathToFileURL(entryFile).href)) as PrerenderModule;
        await writeFile(target, `${JSON.stringify(await site.prerenderSite(), null, 1)}\n`);
      } finally {
        await rm(outDir, { recursive: true, force: true });
      }
    },
  };
}
