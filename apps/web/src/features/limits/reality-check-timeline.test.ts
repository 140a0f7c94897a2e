import { describe, expect, it } from 'vitest';
import { acknowledgedFor, dueCount, elapsedParts, nextDueAt } from './reality-check-timeline';

const MIN = 60_000;

describe('the reality check timeline', () => {
  it('falls due once per interval since the log-in', () => {
    expect(dueCount(0, 30 * MIN, 29 * MIN)).toBe(0);
    expect(dueCount(0, 30 * MIN, 30 * MIN)).toBe(1);
    expect(dueCount(0, 30 * MIN, 95 * MIN)).toBe(3);
    expect(dueCount(1000, 30 * MIN, 0)).toBe(0);
  });

  it('comes next one interval after the last acknowledged reminder, and a missed one at once', () => {
    expect(nextDueAt(0, 15 * MIN, 0)).toBe(15 * MIN);
    expect(nextDueAt(0, 15 * MIN, 2)).toBe(45 * MIN);
    expect(nextDueAt(0, 15 * MIN, 1)).toBeLessThan(40 * MIN);
  });

  it('splits the time logged in into hours and minutes', () => {
    expect(elapsedParts(0, 65 * MIN + 59_000)).toEqual({ hours: 1, minutes: 5 });
    expect(elapsedParts(0, 14 * MIN)).toEqual({ hours: 0, minutes: 14 });
  });

  it('remembers acknowledgements only for the same log-in', () => {
    const stored = JSON.stringify({ start: '2026-01-01T10:00:00.000Z', count: 2 });
    expect(acknowledgedFor(stored, '2026-01-01T10:00:00.000Z')).toBe(2);
    expect(acknowledgedFor(stored, '2026-01-02T10:00:00.000Z')).toBe(0);
    expect(acknowledgedFor('not json', '2026-01-01T10:00:00.000Z')).toBe(0);
    expect(acknowledgedFor(null, 'x')).toBe(0);
  });
});
