import { describe, expect, it } from 'vitest';
import { askedLimit } from './limits.rules.ts';

const now = new Date('2026-11-27T12:00:00Z');
const inForce = (currentMinor: bigint | null) => ({
  currentMinor,
  pendingMinor: null,
  isPendingRemoval: false,
  pendingFrom: null,
});

describe('askedLimit', () => {
  it('applies a first limit and a stricter one at once', () => {
    expect(askedLimit(inForce(null), 5_000n, now)).toEqual({
      after: inForce(5_000n),
      isStricter: true,
    });
    expect(askedLimit(inForce(5_000n), 2_000n, now).after).toEqual(inForce(2_000n));
  });

  it('holds a raise and a removal for 24 hours, keeping the limit in force meanwhile', () => {
    const raise = askedLimit(inForce(2_000n), 9_000n, now);
    expect(raise.isStricter).toBe(false);
    expect(raise.after).toEqual({
      currentMinor: 2_000n,
      pendingMinor: 9_000n,
      isPendingRemoval: false,
      pendingFrom: new Date('2026-11-28T12:00:00Z'),
    });
    expect(askedLimit(inForce(2_000n), null, now).after).toMatchObject({
      currentMinor: 2_000n,
      isPendingRemoval: true,
    });
  });

  it('restarts the 24 hours when a raise is asked again during the cooling-off', () => {
    const waiting = askedLimit(inForce(2_000n), 9_000n, now).after;
    const later = new Date('2026-11-28T06:00:00Z');
    expect(askedLimit(waiting, 8_000n, later).after).toEqual({
      currentMinor: 2_000n,
      pendingMinor: 8_000n,
      isPendingRemoval: false,
      pendingFrom: new Date('2026-11-29T06:00:00Z'),
    });
  });
});
