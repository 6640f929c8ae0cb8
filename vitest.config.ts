import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/api/**/*.test.ts', 'tests/build/**/*.test.ts', 'src/**/*.test.ts'],
    setupFiles: ['tests/helpers/fail-on-console-error.ts'],
    globalSetup: ['tests/helpers/database-template.setup.ts'],
    pool: 'forks',
    // Some tests build, start the compiled server or back up a database: tens of seconds when busy.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
