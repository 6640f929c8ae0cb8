import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { ensureDatabaseTemplate } from './database-template';

/**
 * The two builds `npm start` runs from (decision 035): the SPA (vite.config.ts, into dist/web)
 * and the server (vite.server.config.ts, into dist/server). Each is rebuilt only when a digest of
 * its inputs differs from the one its last build recorded.
 *
 * Run as a script: `npm start` builds whichever is stale, and the new embedded database's template
 * when there is none for these migrations (decision 047); `npm run build` (`--force`) all three.
 */
const ROOT = join(import.meta.dirname, '..');

type Build = {
  name: string;
  config: string;
  /** Files and folders the build reads; test files are left out. */
  inputs: string[];
  /** A file the build writes: without it, the build is missing whatever the digest says. */
  output: string;
  hashFile: string;
};

const WEB: Build = {
  name: 'web app',
  config: 'vite.config.ts',
  inputs: [
    'index.html',
    'public',
    'src/web',
    'src/shared',
    'vite.config.ts',
    'scripts/precompress-plugin.ts',
    'scripts/chunk-graph-plugin.ts',
    'scripts/prerender-plugin.ts',
    'package-lock.json',
  ],
  output: 'dist/web/index.html',
  hashFile: 'dist/.web-build-hash',
};

const SERVER: Build = {
  name: 'server',
  config: 'vite.server.config.ts',
  inputs: [
    'src/server',
    'src/shared',
    'vite.server.config.ts',
    'package.json',
    'package-lock.json',
  ],
  output: 'dist/server/main.js',
  hashFile: 'dist/.server-build-hash',
};

/** The compiled server `npm start` runs with plain `node --enable-source-maps`. */
export const SERVER_ENTRY = join(ROOT, SERVER.output);

/** A digest of everything a build is made from; a build is stale when it differs. */
function inputDigest(inputs: string[]): string {
  const hash = createHash('sha256');
  for (const input of inputs) {
    for (const file of listFiles(join(ROOT, input))) {
      hash.update(file.slice(ROOT.length));
      hash.update(readFileSync(file));
    }
  }
  return hash.digest('hex');
}

function listFiles(path: string): string[] {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return /\.test\.tsx?$/.test(path) ? [] : [path];
  return readdirSync(path)
    .sort()
    .flatMap((name) => listFiles(join(path, name)));
}

function ensureBuild(build: Build, { force = false } = {}): void {
  const digest = inputDigest(build.inputs);
  const hashFile = join(ROOT, build.hashFile);
  const built = existsSync(hashFile) ? readFileSync(hashFile, 'utf8') : '';
  if (!force && built === digest && existsSync(join(ROOT, build.output))) return;
  console.log(`Building the ${build.name}…`);
  execFileSync(
    process.execPath,
    [
      join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js'),
      'build',
      '--config',
      build.config,
      '--logLevel',
      'warn',
    ],
    // Always a production build: run from Vitest (NODE_ENV=test) Vite would otherwise build
    // React's development code into the very files `npm start` and Playwright then use.
    { cwd: ROOT, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } },
  );
  writeFileSync(hashFile, digest);
}

/** Builds the SPA with Vite unless the last build came from the same inputs. */
export function ensureWebBuild(options?: { force?: boolean }): void {
  ensureBuild(WEB, options);
}

/** Builds the server with Vite's SSR build unless the last build came from the same inputs. */
export function ensureServerBuild(options?: { force?: boolean }): void {
  ensureBuild(SERVER, options);
}

if (process.argv[1] === import.meta.filename) {
  const force = process.argv.includes('--force');
  try {
    ensureWebBuild({ force });
    ensureServerBuild({ force });
  } catch {
    // Vite has printed why.
    process.exit(1);
  }
  await ensureDatabaseTemplate({ force });
}
