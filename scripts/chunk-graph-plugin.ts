import { writeFile } from 'node:fs/promises';
import { relative } from 'node:path';
import type { Plugin } from 'vite';

/** What the web build made of the source, kept beside the served folder (dist/web). */
export const WEB_CHUNK_GRAPH = 'dist/web-chunks.json';

export type ChunkRecord = {
  file: string;
  isEntry: boolean;
  /** Chunks this one imports statically: the browser fetches them before it runs. */
  imports: string[];
  /** Chunks it may fetch later with import(). */
  dynamicImports: string[];
  /** The modules whose code it holds: `src/…`, or `node_modules/<package>/…`. */
  modules: string[];
};

/**
 * Writes every JavaScript chunk of the build with its imports and the modules it holds, so the
 * first-load budget (scripts/first-load-js.ts) can say which code each public page downloads and
 * prove that no portal or admin code is among it. Visitors have no use for it: it is not served.
 */
export function chunkGraph(root: string, target: string): Plugin {
  const moduleName = (id: string) => {
    const inPackages = id.lastIndexOf('node_modules/');
    return inPackages >= 0 ? id.slice(inPackages) : relative(root, id);
  };
  return {
    name: 'otc-chunk-graph',
    apply: 'build',
    async writeBundle(_options, bundle) {
      const chunks: ChunkRecord[] = [];
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks.push({
          file: output.fileName,
          isEntry: output.isEntry,
          imports: output.imports,
          dynamicImports: output.dynamicImports,
          modules: Object.entries(output.modules)
            .filter(([, module]) => module.renderedLength > 0)
            .map(([id]) => moduleName(id)),
        });
      }
      await writeFile(target, `${JSON.stringify(chunks, null, 1)}\n`);
    },
  };
}
