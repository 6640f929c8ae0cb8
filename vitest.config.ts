import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/api/**/*.test.ts', 'src/**/*.test.ts'],
    setupFiles: ['tests/helpers/fail-on-console-error.ts'],
    globalSetup: ['tests/helpers/database-template.setup.ts'],
    pool: 'forks',
    // A sign-in of an account with TOTP may wait up to 30 s for a time step whose code is unused.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
