import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'apps/*/src/**/*.test.ts',
      'apps/*/test/**/*.test.ts',
      'packages/*/src/**/*.test.ts',
      'apps/web/src/**/*.test.{ts,tsx}',
    ],
    setupFiles: ['./vitest.setup.ts'],
    // Migrates once per run; each test database starts from that image.
    globalSetup: ['./apps/api/test/database-image.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // A worker keeps the modules it imported for its next file: importing the API afresh for each
    // file cost half the run. Nothing here mocks modules; each file builds its own app and database.
    isolate: false,
    maxWorkers: 2,
  },
});
