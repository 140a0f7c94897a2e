import { defineConfig } from 'vitest/config';
import { E2E_WORKERS } from './global-setup';

export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['**/*.spec.ts'],
    globalSetup: ['./global-setup.ts'],
    // Generous: the browser tests run beside the PostgreSQL run on two cores (scripts/test.sh).
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // Files run side by side, one per worker, each worker on a server of its own (global-setup.ts):
    // the tests mostly wait on pages and table clocks, so two at once take about half the time.
    fileParallelism: true,
    maxWorkers: E2E_WORKERS,
  },
});
