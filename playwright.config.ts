import { defineConfig, devices } from '@playwright/test';
import { E2E_BASE_URL } from './tests/e2e/support/environment';

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 2,
  // One more try on a busy machine; scripts/test.ts names every test that needed it.
  retries: 1,
  // Journeys sign up, hash passwords and wait for mail. Two browsers, the server and the runner
  // share two cores: a page that shows its answer 1.6-2.4 s after the address is asked for alone
  // took over 5 s here, and the longest journey 58 s; both limits leave room for that.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e-results.json' }]],
  use: {
    baseURL: E2E_BASE_URL,
    trace: 'retain-on-failure',
    // Debian's Chromium, which npm test installs with apt-get; never a downloaded browser.
    launchOptions: { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS },
  },
  projects: [
    { name: 'setup', testMatch: /\.setup\.ts$/ },
    {
      name: 'desktop',
      testIgnore: /admin-settings\.spec\.ts/,
      dependencies: ['setup'],
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    // Changes the public contact details that other journeys read, so it runs after them.
    {
      name: 'site-settings',
      testMatch: /admin-settings\.spec\.ts/,
      dependencies: ['desktop'],
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
  ],
  webServer: {
    command: 'node --import tsx tests/e2e/support/server.ts',
    url: `${E2E_BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
  },
});
