import { describe, expect, it } from 'vitest';
import { CP_UNITS_PER_CP, formatCp, formatCpNeeded } from './rewards.constants.ts';

describe('CP figures shown side by side', () => {
  it('the total (to the hundredth below) and what is still needed (to the hundredth above) add up to the requirement', () => {
    const required = 10n * CP_UNITS_PER_CP;
    // 0.2257 CP: shown as 0.22, with 9.78 still needed (not 9.77, which read as a lost hundredth).
    const total = (2257n * CP_UNITS_PER_CP) / 10_000n;
    expect(formatCp(total)).toBe('0.22');
    expect(formatCpNeeded(required - total)).toBe('9.78');
    for (const units of [0n, 1n, CP_UNITS_PER_CP / 100n, CP_UNITS_PER_CP / 3n, required - 1n]) {
      const shown = Number(formatCp(units)) + Number(formatCpNeeded(required - units));
      expect(shown).toBeCloseTo(10, 9);
    }
    expect(formatCpNeeded(0n)).toBe('0.00');
    expect(formatCpNeeded(-5n)).toBe('0.00');
  });
});
