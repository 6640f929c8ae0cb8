import { build } from 'rolldown';
import type { Plugin } from 'vite';

/**
 * Adds `entry`, bundled alone into one file, to the web build as `assets/<name>-<hash>.js`. For a
 * script that must run before any chunk of the app is fetched (decision 045): a second entry of
 * the app's build would import the runtime chunk, since that build wraps every module in the lazy
 * initialisers its shared chunks need. Unhashed (`hashed: false`), it is `<name>.js` at the root:
 * the crew app's service worker (decision 077).
 */
export function standaloneScript(
  entry: string,
  name: string,
  { hashed = true }: { hashed?: boolean } = {},
): Plugin {
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
      // A service worker keeps one address for good: the browser compares its bytes to update it.
      const file = hashed ? { name: `${name}.js` } : { fileName: `${name}.js` };
      this.emitFile({ type: 'asset', ...file, source: output[0].code });
    },
  };
}
