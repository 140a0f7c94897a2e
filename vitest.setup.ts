import { afterEach, vi } from 'vitest';

// A test that logs an error fails unless it expected to (it can mock console.error itself).
// Files share a worker's modules (isolate: false) and this file runs before each of them, so the
// console is wrapped once per worker, and each file's hook reads what its own tests logged.
const wrapped = globalThis as { orcaLoggedErrors?: unknown[][] };
let logged: unknown[][] = [];
if (!wrapped.orcaLoggedErrors) {
  const originalError = console.error;
  console.error = (...args: unknown[]) => {
    wrapped.orcaLoggedErrors?.push(args);
    originalError(...args);
  };
}
wrapped.orcaLoggedErrors = logged;
afterEach(() => {
  const errors = logged;
  logged = [];
  wrapped.orcaLoggedErrors = logged;
  if (errors.length > 0 && !vi.isMockFunction(console.error)) {
    throw new Error(`console.error was called during the test: ${String(errors[0]?.[0])}`);
  }
});
