import tailwindcss from '@tailwindcss/vite';
import { join } from 'node:path';
import { defineConfig } from 'vite';
import { chunkGraph, WEB_CHUNK_GRAPH } from './scripts/chunk-graph-plugin.ts';
import { precompress } from './scripts/precompress-plugin.ts';
import { prerenderPages, WEB_PRERENDERED_PAGES } from './scripts/prerender-plugin.ts';
import { standaloneScript } from './scripts/standalone-script-plugin.ts';
import { AFTER_PAINT_MODULE, AFTER_PAINT_SCRIPT } from './src/shared/drawn-page.ts';

export const WEB_OUT_DIR = 'dist/web';
const API_DEV_PORT = 3001;

const reactRouterBuild = (file: string) =>
  join(import.meta.dirname, 'node_modules/react-router/dist/production', file);

/**
 * react-router's package exports name only its development build (warnings and checks included);
 * the production build beside it is the same router without them.
 */
const REACT_ROUTER_PRODUCTION = [
  { find: /^react-router$/, replacement: reactRouterBuild('index.mjs') },
  { find: /^react-router\/dom$/, replacement: reactRouterBuild('dom-export.mjs') },
];

/** The module the build draws the public pages with, in Node (decision 044). */
const PRERENDER_ENTRY = 'src/web/prerender.tsx';

export default defineConfig(({ isSsrBuild }) => ({
  resolve: { alias: REACT_ROUTER_PRODUCTION },
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  // The prerender's own build (made by prerenderPages below) bundles every package, so that it
  // draws with the very modules the browser hydrates with (react-router's production build above).
  ssr: { noExternal: true },
  plugins: isSsrBuild
    ? []
    : [
        tailwindcss(),
        chunkGraph(import.meta.dirname, WEB_CHUNK_GRAPH),
        precompress(WEB_OUT_DIR),
        prerenderPages(PRERENDER_ENTRY, WEB_PRERENDERED_PAGES),
        standaloneScript(AFTER_PAINT_MODULE, AFTER_PAINT_SCRIPT),
        standaloneScript('src/web/crew-sw.ts', 'crew-sw', { hashed: false }),
      ],
  build: {
    outDir: WEB_OUT_DIR,
    emptyOutDir: true,
    sourcemap: false,
    // Browsers that do not read modulepreload (Safari before 17) still fetch every chunk through
    // the imports, one step later; the polyfill was code every visitor downloaded for them.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // Small modules that several pages share (an icon, a label) are copied into each page's
      // chunk rather than made chunks of their own: 12-13 requests per public page instead of
      // 16-27, which Lighthouse's slow 4G counts a round trip each (decision 043). Needs the
      // entry's exports left to rolldown.
      // The prerender's build keeps its entry's exports: the build calls them.
      preserveEntrySignatures: isSsrBuild ? 'strict' : false,
      output: isSsrBuild
        ? {}
        : { codeSplitting: { experimentalInlineCommonChunks: { maxSize: 6000 } } },
      onwarn(warning, warn) {
        // Libraries mark their modules "use client" for React Server Components, which a browser
        // bundle has no use for.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.message.includes('use client')) {
          return;
        }
        warn(warning);
      },
    },
  },
  server: {
    port: 3000,
    proxy: {
      '/api': `http://127.0.0.1:${API_DEV_PORT}`,
      '/dev': `http://127.0.0.1:${API_DEV_PORT}`,
    },
  },
}));
