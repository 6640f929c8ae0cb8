import { defineConfig } from 'vite';

/** A bare import (a package or a node: builtin) stays an import; our own files are bundled. */
const isBare = (id: string) => !/^(\.|\/|#|\0)/.test(id);

/**
 * The server, compiled for `npm start` (decision 035): src/server and src/shared in two ES modules,
 * every package left to node_modules (sharp, argon2, PGlite and pg load native or WebAssembly
 * files of their own), with a source map so stack traces name the .ts lines.
 */
export default defineConfig({
  publicDir: false,
  build: {
    ssr: 'src/server/main.ts',
    outDir: 'dist/server',
    emptyOutDir: true,
    target: 'node20.19',
    sourcemap: true,
    minify: false,
    rolldownOptions: {
      external: isBare,
      // main.ts loads the rest of the server as a chunk of its own (decision 046): by name, beside it.
      output: { chunkFileNames: '[name].js' },
    },
  },
  ssr: { external: true },
});
