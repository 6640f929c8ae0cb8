import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';

const ROOT = join(import.meta.dirname, '..');
const HASH_FILE = join(ROOT, 'dist', '.web-build-hash');
const INPUTS = [
  'index.html',
  'public',
  'src/web',
  'src/shared',
  'vite.config.ts',
  'scripts/precompress-plugin.ts',
  'package-lock.json',
];

/** A digest of everything the SPA is built from; a build is stale when it differs. */
function inputDigest(): string {
  const hash = createHash('sha256');
  for (const input of INPUTS) {
    for (const file of listFiles(join(ROOT, input))) {
      hash.update(file.slice(ROOT.length));
      hash.update(readFileSync(file));
    }
  }
  return hash.digest('hex');
}

function listFiles(path: string): string[] {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .sort()
    .flatMap((name) => listFiles(join(path, name)));
}

/** Builds the SPA with Vite unless the last build came from the same inputs. */
export function ensureWebBuild(): void {
  const digest = inputDigest();
  const built = existsSync(HASH_FILE) ? readFileSync(HASH_FILE, 'utf8') : '';
  if (built === digest && existsSync(join(ROOT, 'dist', 'web', 'index.html'))) return;
  console.log('Building the web app…');
  execFileSync(
    process.execPath,
    [join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn'],
    {
      cwd: ROOT,
      stdio: 'inherit',
    },
  );
  writeFileSync(HASH_FILE, digest);
}
