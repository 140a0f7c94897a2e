/** When the reality check is due, from the log-in and the interval: a pure timeline the reminder only follows. */

/** How many reminders have fallen due by `nowMs` since the log-in at `startMs`. */
export function dueCount(startMs: number, intervalMs: number, nowMs: number): number {
  if (intervalMs <= 0 || nowMs < startMs) return 0;
  return Math.floor((nowMs - startMs) / intervalMs);
}

/** The moment of the first reminder after those already acknowledged. */
export function nextDueAt(startMs: number, intervalMs: number, acknowledgedCount: number): number {
  return startMs + (Math.max(0, acknowledgedCount) + 1) * intervalMs;
}

/** Whole hours and the minutes left over, for "1 h 05 min". */
export function elapsedParts(startMs: number, nowMs: number): { hours: number; minutes: number } {
  const totalMinutes = Math.max(0, Math.floor((nowMs - startMs) / 60_000));
  return { hours: Math.floor(totalMinutes / 60), minutes: totalMinutes % 60 };
}

/** What is remembered for this log-in (reading back a value from another log-in or a broken one gives none). */
export function acknowledgedFor(stored: string | null, sessionStartedAt: string): number {
  if (!stored) return 0;
  try {
    const value: unknown = JSON.parse(stored);
    if (
      typeof value === 'object' &&
      value !== null &&
      'start' in value &&
      'count' in value &&
      value.start === sessionStartedAt &&
      typeof value.count === 'number' &&
      Number.isInteger(value.count)
    )
      return value.count;
  } catch {
    // A value this version did not write: start counting afresh.
  }
  return 0;
}
