/** Runs `workers` loops of `task` for `durationMs` after a warm-up, and measures each call. */
export async function runLoad(options: {
  workers: number;
  durationMs: number;
  warmupMs: number;
  task: (worker: number) => Promise<void>;
  onMeasure?: (phase: 'start' | 'end') => Promise<void>;
}): Promise<{ count: number; errors: number; seconds: number; latenciesMs: number[] }> {
  const latenciesMs: number[] = [];
  let count = 0;
  let errors = 0;
  let isMeasuring = false;
  let isRunning = true;
  const loops = Array.from({ length: options.workers }, async (_, worker) => {
    while (isRunning) {
      const started = performance.now();
      try {
        await options.task(worker);
        if (isMeasuring) {
          latenciesMs.push(performance.now() - started);
          count += 1;
        }
      } catch (error) {
        if (isMeasuring) errors += 1;
        if (errors > 100) throw error;
      }
    }
  });
  await new Promise((resolve) => setTimeout(resolve, options.warmupMs));
  await options.onMeasure?.('start');
  isMeasuring = true;
  const started = performance.now();
  await new Promise((resolve) => setTimeout(resolve, options.durationMs));
  isMeasuring = false;
  const seconds = (performance.now() - started) / 1000;
  await options.onMeasure?.('end');
  isRunning = false;
  await Promise.all(loops);
  latenciesMs.sort((a, b) => a - b);
  return { count, errors, seconds, latenciesMs };
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

export const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
