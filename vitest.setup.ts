import { afterEach, vi } from 'vitest';

// A test that logs an error fails unless it expected to (it can mock console.error itself).
const originalError = console.error;
let logged: unknown[][] = [];
console.error = (...args: unknown[]) => {
  logged.push(args);
  originalError(...args);
};
afterEach(() => {
  const errors = logged;
  logged = [];
  if (errors.length > 0 && !vi.isMockFunction(console.error)) {
    throw new Error(`console.error was called during the test: ${String(errors[0]?.[0])}`);
  }
});
