import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['**/*.spec.ts'],
    globalSetup: ['./global-setup.ts'],
    // Generous: the browser tests run beside the PostgreSQL run on two cores (scripts/test.sh).
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // One server and one browser for the run; files take turns so two Chromiums do not fight for two cores.
    fileParallelism: false,
  },
});
