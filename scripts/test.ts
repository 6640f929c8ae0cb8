import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ensureWebBuild } from './build';

/**
 * `npm test`: lint, format, type check, import circles, unused code, unit, API and build tests,
 * then Playwright in Debian's Chromium.
 * Every step runs even after a failure, and the last line is `N passed, N failed` over all of them.
 * Each step's line and the line above the last give seconds, so a change's cost to the suite shows.
 * `--only api` runs the Vitest suite alone (CI repeats it against a PostgreSQL server, on Node 24);
 * `-- FILES` after it narrows Vitest to those files. `--only checks` runs the static checks alone.
 */
const ROOT = join(import.meta.dirname, '..');
const RESULTS = join(ROOT, 'test-results');
const BIN = join(ROOT, 'node_modules', '.bin');
const CHROMIUM = '/usr/bin/chromium';

type Tally = { passed: number; failed: number; failures: string[] };
/** `failures` names what failed or never ran, so the end of a long log says which test it was. */
const tally: Tally = { passed: 0, failed: 0, failures: [] };
const startedAt = performance.now();

const args = process.argv.slice(2);
const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : undefined;
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

function secondsSince(start: number): string {
  return `${((performance.now() - start) / 1000).toFixed(1)} s`;
}

/** A step's closing line: whether it passed and how long it took. */
function stepEnded(name: string, ok: boolean, start: number) {
  console.log(`${ok ? '✔' : '✘'} ${name} (${secondsSince(start)})`);
}

type Check = { name: string; command: string; args: string[] };

/**
 * The static checks need nothing of each other, so they run at once; each one's output is held
 * until it ends and then printed whole, so their logs never interleave.
 */
const STATIC_CHECKS: Check[] = [
  { name: 'lint (ESLint)', command: join(BIN, 'eslint'), args: ['.'] },
  {
    name: 'format (Prettier)',
    command: join(BIN, 'prettier'),
    args: ['--check', '.', '--log-level', 'warn'],
  },
  { name: 'type check (tsc)', command: join(BIN, 'tsc'), args: ['-p', 'tsconfig.json'] },
  {
    name: 'import circles (check:cycles)',
    command: process.execPath,
    args: ['--import', 'tsx', join(ROOT, 'scripts', 'check-import-cycles.ts')],
  },
  { name: 'unused files, exports and dependencies (knip)', command: join(BIN, 'knip'), args: [] },
];

/** Runs one check with its output held back; resolves with the output once it has ended. */
function runHeld({ command, args: commandArgs }: Check): Promise<{ ok: boolean; output: string }> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const child = spawn(command, commandArgs, {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      // Piped, the tools would drop their colours; kept when this run's own output is a terminal.
      env: process.stdout.isTTY ? { ...process.env, FORCE_COLOR: '1' } : process.env,
    });
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('error', (error) => chunks.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (code) =>
      resolve({ ok: code === 0, output: Buffer.concat(chunks).toString() }),
    );
  });
}

async function staticChecks() {
  console.log(`\n▶ ${STATIC_CHECKS.map((check) => check.name).join(', ')}, at once`);
  const outcomes = await Promise.all(
    STATIC_CHECKS.map(async (check) => {
      const start = performance.now();
      const { ok, output } = await runHeld(check);
      console.log(`\n▶ ${check.name}`);
      if (output) process.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
      stepEnded(check.name, ok, start);
      return ok;
    }),
  );
  // Counted in the listed order, whichever ended first.
  STATIC_CHECKS.forEach((check, index) => {
    tally[outcomes[index] ? 'passed' : 'failed'] += 1;
    if (!outcomes[index]) tally.failures.push(check.name);
  });
}

function readJson<T>(file: string): T | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    return null;
  }
}

/** A step that counts its own outcomes: it passed when it added no failure, and its line says so. */
function step(name: string, body: () => void) {
  console.log(`\n▶ ${name}`);
  const start = performance.now();
  const failedBefore = tally.failed;
  body();
  stepEnded(name, tally.failed === failedBefore, start);
}

function vitest() {
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
    testResults: {
      name: string;
      status: string;
      assertionResults: { fullName: string; status: string }[];
    }[];
  }>(output);
  if (!report) {
    tally.failed += 1;
    tally.failures.push('Vitest wrote no report');
    return;
  }
  for (const file of report.testResults) {
    const path = relative(ROOT, file.name);
    const failed = file.assertionResults.filter((test) => test.status === 'failed');
    for (const test of failed) tally.failures.push(`${path} › ${test.fullName}`);
    if (file.status === 'failed' && failed.length === 0)
      tally.failures.push(`${path} (did not load)`);
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

type PlaywrightSuite = {
  title: string;
  specs?: { title: string; tests: { status: string }[] }[];
  suites?: PlaywrightSuite[];
};
type PlaywrightReport = {
  stats: { expected: number; flaky: number };
  suites: PlaywrightSuite[];
};

/** The tests of the report whose outcome is one of `statuses`, each as `file › title (status)`. */
function playwrightTests(
  suites: PlaywrightSuite[],
  statuses: string[],
  path: string[] = [],
): string[] {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests
        .filter((test) => statuses.includes(test.status))
        .map((test) => `${[...path, suite.title, spec.title].join(' › ')} (${test.status})`),
    ),
    ...playwrightTests(suite.suites ?? [], statuses, [...path, suite.title]),
  ]);
}

function playwright() {
  const output = join(RESULTS, 'e2e-results.json');
  rmSync(output, { force: true });
  const ok = run(join(BIN, 'playwright'), ['test']);
  const report = readJson<PlaywrightReport>(output);
  if (!report) {
    tally.failed += 1;
    tally.failures.push('Playwright wrote no report');
    return;
  }
  // A skipped test is one a failure kept from running (a later project, a serial file's rest).
  const notPassed = playwrightTests(report.suites, ['unexpected', 'skipped']);
  tally.failures.push(...notPassed);
  const flaky = playwrightTests(report.suites, ['flaky']);
  if (flaky.length > 0) console.log(`\nPassed on the second try:\n  ${flaky.join('\n  ')}`);
  tally.passed += report.stats.expected + report.stats.flaky;
  tally.failed += notPassed.length + (notPassed.length === 0 && !ok ? 1 : 0);
}

mkdirSync(RESULTS, { recursive: true });
const VITEST_STEP = 'unit, API and build tests (Vitest)';

if (only === 'api') {
  step(VITEST_STEP, vitest);
} else if (only === 'checks') {
  await staticChecks();
} else {
  if (!ensureChromium()) process.exit(1);
  await staticChecks();
  step(VITEST_STEP, vitest);
  let built = false;
  step('web build', () => {
    try {
      ensureWebBuild();
      built = true;
    } catch (error) {
      console.error(error instanceof Error ? error.message : error);
      tally.failed += 1;
      tally.failures.push('web build');
    }
  });
  if (built) step('end-to-end tests (Playwright, Chromium)', playwright);
}

if (summaryFile) writeFileSync(summaryFile, JSON.stringify(tally));
if (tally.failures.length > 0) {
  console.log(`\nNot passed:\n${tally.failures.map((name) => `  ✘ ${name}`).join('\n')}`);
}
console.log(`\nTotal: ${secondsSince(startedAt)}`);
console.log(`${tally.passed} passed, ${tally.failed} failed`);
process.exit(tally.failed > 0 ? 1 : 0);
