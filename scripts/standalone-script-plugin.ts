import { build } from 'rolldown';
import type { Plugin } from 'vite';

/**
 * Adds `entry`, bundled alone into one file, to the web build as `assets/<name>-<hash>.js`. For a
 * script that must run before any chunk of the app is fetched (decision 045): a second entry of
 * the app's build would import the runtime chunk, since that build wraps every module in the lazy
 * initialisers its shared chunks need.
 */
export function standaloneScript(entry: string, name: string): Plugin {
  return {
    name: 'otc-standalone-script',
    apply: 'build',
    async generateBundle() {
      const { output } = await build({
        input: entry,
        write: false,
        logLevel: 'warn',
        output: { format: 'esm', minify: true },
      });
      this.emitFile({ type: 'asset', name: `${name}.js`, source: output[0].code });
    },
  };
}
