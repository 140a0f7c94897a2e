import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dixonColesGrid, goalExpectancies, inPlayGrid, rhoBounds } from './score-grid.ts';

const total = (grid: number[][]) => grid.flat().reduce((s, p) => s + p, 0);
const homeMarginal = (grid: number[][]) => grid.map((row) => row.reduce((s, p) => s + p, 0));
const awayMarginal = (grid: number[][]) =>
  (grid[0] ?? []).map((_, a) => grid.reduce((s, row) => s + (row[a] ?? 0), 0));

/** λ, μ and a ρ inside the Dixon–Coles bound for them. */
const model = fc
  .record({
    lambda: fc.double({ min: 0.05, max: 3.5, noNaN: true }),
    mu: fc.double({ min: 0.05, max: 3.5, noNaN: true }),
    share: fc.double({ min: 0, max: 1, noNaN: true }),
  })
  .map(({ lambda, mu, share }) => {
    const { min, max } = rhoBounds(lambda, mu);
    return { lambda, mu, rho: Math.min(max, min + share * (max - min)) };
  });

describe('Dixon–Coles score grid', () => {
  it('pins the τ orientation: home 1–0 takes 1 + μρ, away 0–1 takes 1 + λρ (research A3 golden cells)', () => {
    // λ = 1.5, μ = 1.2: the Poisson cells 1–0 = 0.100808 and 0–1 = 0.080647 become 0.088711 (× 0.88 = 1 − 1.2·0.1)
    // and 0.068550 (× 0.85 = 1 − 1.5·0.1) at ρ = −0.1. penaltyblog's grid function has the two swapped.
    const poisson = dixonColesGrid(1.5, 1.2, 0);
    const dc = dixonColesGrid(1.5, 1.2, -0.1);
    expect(poisson[1]?.[0]).toBeCloseTo(0.100808, 6);
    expect(poisson[0]?.[1]).toBeCloseTo(0.080647, 6);
    expect(dc[1]?.[0]).toBeCloseTo(0.088711, 6);
    expect(dc[0]?.[1]).toBeCloseTo(0.06855, 6);
    expect((dc[1]?.[0] ?? 0) / (poisson[1]?.[0] ?? 1)).toBeCloseTo(1 + 1.2 * -0.1, 12);
    expect((dc[0]?.[1] ?? 0) / (poisson[0]?.[1] ?? 1)).toBeCloseTo(1 + 1.5 * -0.1, 12);
    expect((dc[0]?.[0] ?? 0) / (poisson[0]?.[0] ?? 1)).toBeCloseTo(1 - 1.5 * 1.2 * -0.1, 12);
    expect((dc[1]?.[1] ?? 0) / (poisson[1]?.[1] ?? 1)).toBeCloseTo(1 + 0.1, 12);
    expect(dc[2]?.[1]).toBe(poisson[2]?.[1]);
  });

  it('is independent Poisson at ρ = 0, truncated at 15 goals a side and renormalised', () => {
    const grid = dixonColesGrid(1.5, 1.2);
    expect(grid).toHaveLength(16);
    expect(grid[0]).toHaveLength(16);
    expect(total(grid)).toBeCloseTo(1, 14);
    const e = Math.exp(-2.7);
    expect(grid[2]?.[3]).toBeCloseTo(((e * 1.5 ** 2) / 2) * (1.2 ** 3 / 6), 12);
    expect(dixonColesGrid(0.1, 0.1, 0, 4)).toHaveLength(5);
  });

  it('refuses ρ outside max(−1/λ, −1/μ) ≤ ρ ≤ min(1, 1/(λμ)) and bad expectancies', () => {
    expect(rhoBounds(1.5, 1.2)).toEqual({ min: -1 / 1.5, max: 1 / 1.8 });
    expect(rhoBounds(0.5, 0.4)).toEqual({ min: -2, max: 1 });
    expect(() => dixonColesGrid(1.5, 1.2, -0.67)).toThrow(/outside/);
    expect(() => dixonColesGrid(1.5, 1.2, 0.56)).toThrow(/outside/);
    expect(() => dixonColesGrid(1.5, 1.2, Number.NaN)).toThrow(/outside/);
    expect(() => dixonColesGrid(-1, 1.2)).toThrow(/lambda/);
    expect(() => dixonColesGrid(1.5, Number.POSITIVE_INFINITY)).toThrow(/mu/);
    expect(() => dixonColesGrid(1.5, 1.2, 0, 0)).toThrow(/maxGoals/);
    expect(() => dixonColesGrid(4, 1.2)).toThrow(/larger maxGoals/);
    expect(dixonColesGrid(4, 1.2, 0, 20)).toHaveLength(21);
    expect(() => dixonColesGrid(1.5, 1.2, -2 / 3)).not.toThrow();
  });

  it('takes λ = exp(attack_h + defence_a + home) and μ = exp(attack_a + defence_h)', () => {
    const { lambda, mu } = goalExpectancies(
      { attack: 0.3, defence: -0.2 },
      { attack: 0.1, defence: 0.05 },
      0.25,
    );
    expect(lambda).toBeCloseTo(Math.exp(0.3 + 0.05 + 0.25), 14);
    expect(mu).toBeCloseTo(Math.exp(0.1 - 0.2), 14);
    expect(() =>
      goalExpectancies({ attack: Number.NaN, defence: 0 }, { attack: 0, defence: 0 }, 0),
    ).toThrow(/finite/);
  });

  it('keeps the mass and both goal marginals whatever ρ (property)', () => {
    fc.assert(
      fc.property(model, ({ lambda, mu, rho }) => {
        const poisson = dixonColesGrid(lambda, mu, 0);
        const dc = dixonColesGrid(lambda, mu, rho);
        expect(total(dc)).toBeCloseTo(1, 12);
        expect(dc.flat().every((p) => p >= 0)).toBe(true);
        homeMarginal(dc).forEach((p, h) =>
          expect(p).toBeCloseTo(homeMarginal(poisson)[h] ?? -1, 12),
        );
        awayMarginal(dc).forEach((p, a) =>
          expect(p).toBeCloseTo(awayMarginal(poisson)[a] ?? -1, 12),
        );
      }),
      { numRuns: 200 },
    );
  });
});

describe('in-play grid', () => {
  it('is the pre-match grid at kick-off and a point mass on the score at full time', () => {
    expect(inPlayGrid(1.5, 1.2, { remaining: 1, homeGoals: 0, awayGoals: 0 }, -0.1)).toEqual(
      dixonColesGrid(1.5, 1.2, -0.1),
    );
    const final = inPlayGrid(1.5, 1.2, { remaining: 0, homeGoals: 2, awayGoals: 1 }, -0.1);
    expect(final[2]?.[1]).toBe(1);
    expect(total(final)).toBe(1);
  });

  it('shifts the rest-of-match grid (λ·t, μ·t) by the current score', () => {
    const state = { remaining: 0.4, homeGoals: 1, awayGoals: 2 };
    const grid = inPlayGrid(1.5, 1.2, state, -0.05);
    const rest = dixonColesGrid(0.6, 0.48, -0.05);
    expect(grid).toHaveLength(17);
    expect(grid[0]).toHaveLength(18);
    expect(grid[1]?.[2]).toBeCloseTo(rest[0]?.[0] ?? -1, 15);
    expect(grid[3]?.[4]).toBeCloseTo(rest[2]?.[2] ?? -1, 15);
    expect(grid[0]?.every((p) => p === 0)).toBe(true);
    expect(grid.every((row) => row[1] === 0)).toBe(true);
    expect(total(grid)).toBeCloseTo(1, 14);
  });

  it('refuses a bad state', () => {
    const bad = [
      { remaining: 1.1, homeGoals: 0, awayGoals: 0 },
      { remaining: -0.1, homeGoals: 0, awayGoals: 0 },
      { remaining: 0.5, homeGoals: -1, awayGoals: 0 },
      { remaining: 0.5, homeGoals: 0, awayGoals: 1.5 },
    ];
    for (const state of bad) expect(() => inPlayGrid(1.5, 1.2, state)).toThrow(RangeError);
  });
});
