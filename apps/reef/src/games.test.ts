import { describe, expect, it } from 'vitest';
import {
  HILO_EDGE,
  hiloChance,
  hiloStepX100,
  openShells,
  PEARL_RTP,
  PEARL_TABLE,
} from './games.ts';

describe('Reef games', () => {
  it('Pearl Diver returns 96% over its weights, which sum to a thousand', () => {
    expect(PEARL_TABLE.reduce((sum, row) => sum + row.weight, 0)).toBe(1000);
    expect(PEARL_RTP).toBeCloseTo(0.96, 10);
    const { shells, payX100 } = openShells(1);
    expect(shells).toHaveLength(3);
    expect(payX100).toBe(shells[1]);
  });

  it('Coral Hi-Lo pays the fair odds less 3% for every guess, ties lose', () => {
    for (let card = 2; card <= 14; card += 1) {
      for (const guess of ['higher', 'lower'] as const) {
        const chance = hiloChance(card, guess);
        const step = hiloStepX100(card, guess) / 100;
        if (chance === 0) expect(step).toBe(0);
        else expect(chance * step).toBeLessThanOrEqual(1 - HILO_EDGE + 1e-9);
      }
    }
    expect(hiloChance(14, 'higher')).toBe(0);
    expect(hiloChance(2, 'higher')).toBeCloseTo(12 / 13, 10);
    expect(hiloStepX100(2, 'higher')).toBe(105);
  });
});
