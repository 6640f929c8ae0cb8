import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ensureWebBuild } from './build';

/**
 * `npm test`: lint, format, type check, unused code, unit and API tests, then Playwright in Debian's
 * Chromium.
 * Every step runs even after a failure, and the last line is `N passed, N failed` over all of them.
 * `--only api` runs the Vitest suite alone (CI repeats it against a PostgreSQL server, on Node 24);
 * `-- FILES` after it narrows Vitest to those files.
 */
const ROOT = join(import.meta.dirname, '..');
const RESULTS = join(ROOT, 'test-results');
const BIN = join(ROOT, 'node_modules', '.bin');
const CHROMIUM = '/usr/bin/chromium';

type Tally = { passed: number; failed: number };
const tally: Tally = { passed: 0, failed: 0 };

const args = process.argv.slice(2);
const onlyApi = args.includes('--only') && args[args.indexOf('--only') + 1] === 'api';
const summaryArg = args.indexOf('--summary');
const summaryFile = summaryArg >= 0 ? args[summaryArg + 1] : join(RESULTS, 'summary.json');
/** After `--`: Vitest filters (files), e.g. `--only api -- tests/api/health.test.ts`. */
const vitestFilters = args.includes('--') ? args.slice(args.indexOf('--') + 1) : [];

function run(command: string, commandArgs: string[], env: NodeJS.ProcessEnv = {}): boolean {
  const result = spawnSync(command, commandArgs, {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  return result.status === 0;
}

function check(name: string, command: string, commandArgs: string[]) {
  console.log(`\n▶ ${name}`);
  const ok = run(command, commandArgs);
  tally[ok ? 'passed' : 'failed'] += 1;
  console.log(`${ok ? '✔' : '✘'} ${name}`);
}

function readJson<T>(file: string): T | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    return null;
  }
}

function vitest() {
  console.log('\n▶ unit and API tests (Vitest)');
  const output = join(RESULTS, 'vitest-results.json');
  rmSync(output, { force: true });
  // Through this process's Node (not the .bin shim's `env node`), so CI's Node 24 stage runs
  // Vitest, and the forks and servers it starts, on Node 24.
  const ok = run(process.execPath, [
    join(ROOT, 'node_modules', 'vitest', 'vitest.mjs'),
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile=${output}`,
    ...vitestFilters,
  ]);
  const report = readJson<{
    numPassedTests: number;
    numFailedTests: number;
    numFailedTestSuites: number;
  }>(output);
  if (!report) {
    tally.failed += 1;
    return;
  }
  tally.passed += report.numPassedTests;
  // A file that fails to load has no tests to count: count it as one failure.
  tally.failed +=
    report.numFailedTests +
    (report.numFailedTests === 0 && (!ok || report.numFailedTestSuites > 0) ? 1 : 0);
}

function ensureChromium(): boolean {
  if (existsSync(CHROMIUM)) return true;
  if (process.getuid?.() !== 0) {
    console.error(
      'Chromium is missing: run `sudo apt-get install -y chromium` (Debian), then npm test again.',
    );
    return false;
  }
  console.log('Installing Debian Chromium for the end-to-end tests…');
  return (
    run('apt-get', ['update', '-qq']) &&
    run('apt-get', ['install', '-y', '-qq', 'chromium']) &&
    existsSync(CHROMIUM)
  );
}

function playwright() {
  console.log('\n▶ end-to-end tests (Playwright, Chromium)');
  const output = join(RESULTS, 'e2e-results.json');
  rmSync(output, { force: true });
  const ok = run(join(BIN, 'playwright'), ['test']);
  const report = readJson<{ stats: { expected: number; unexpected: number; flaky: number } }>(
    output,
  );
  if (!report) {
    tally.failed += 1;
    return;
  }
  tally.passed += report.stats.expected + report.stats.flaky;
  tally.failed += report.stats.unexpected + (report.stats.unexpected === 0 && !ok ? 1 : 0);
}

mkdirSync(RESULTS, { recursive: true });
if (onlyApi) {
  vitest();
} else {
  if (!ensureChromium()) process.exit(1);
  check('lint (ESLint)', join(BIN, 'eslint'), ['.']);
  check('format (Prettier)', join(BIN, 'prettier'), ['--check', '.', '--log-level', 'warn']);
  check('type check (tsc)', join(BIN, 'tsc'), ['-p', 'tsconfig.json']);
  check('unused files, exports and dependencies (knip)', join(BIN, 'knip'), []);
  vitest();
  console.log('\n▶ web build');
  try {
    ensureWebBuild();
    playwright();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    tally.failed += 1;
  }
}

if (summaryFile) writeFileSync(summaryFile, JSON.stringify(tally));
console.log(`\n${tally.passed} passed, ${tally.failed} failed`);
process.exit(tally.failed > 0 ? 1 : 0);
