import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  additiveOdds,
  bookSum,
  devigMultiplicative,
  devigShin,
  powerOdds,
  proportionalOdds,
  shinOdds,
} from './margins.ts';
import { matchResult } from './markets.ts';
import { dixonColesGrid } from './score-grid.ts';

// Research A3 golden 1X2 at λ = 1.5, μ = 1.2, ρ = −0.1; odds are given to 4 decimals (checked to ±5e-5),
// k and z to 6 (±5e-7).
const { home, draw, away } = matchResult(dixonColesGrid(1.5, 1.2, -0.1));
const FAIR = [home, draw, away];
const expectOdds = (odds: number[], expected: number[], digits: number) =>
  expected.forEach((o, i) => expect(odds[i]).toBeCloseTo(o, digits));

describe('margins on the golden 1X2 (research A3)', () => {
  it('fair odds 2.3290 / 3.5841 / 3.4291', () => {
    expectOdds(proportionalOdds(FAIR, 0), [2.329, 3.5841, 3.4291], 4);
    expectOdds(powerOdds(FAIR, 0).odds, [2.329, 3.5841, 3.4291], 4);
    expectOdds(shinOdds(FAIR, 0).odds, [2.329, 3.5841, 3.4291], 4);
    expectOdds(additiveOdds(FAIR, 0), [2.329, 3.5841, 3.4291], 4);
  });

  it('5 % proportional: 2.2181 / 3.4134 / 3.2658', () => {
    const odds = proportionalOdds(FAIR, 0.05);
    expectOdds(odds, [2.2181, 3.4134, 3.2658], 4);
    expect(bookSum(odds)).toBeCloseTo(1.05, 14);
  });

  it('5 % power: k = 0.954801, 2.2417 / 3.3832 / 3.2433', () => {
    const { odds, k } = powerOdds(FAIR, 0.05);
    expect(k).toBeCloseTo(0.954801, 6);
    expectOdds(odds, [2.2417, 3.3832, 3.2433], 4);
    expect(bookSum(odds)).toBeCloseTo(1.05, 14);
  });

  it('5 % Shin: z = 0.025026, 2.2360 / 3.3898 / 3.2492, and Shin de-vig returns the fair p and z', () => {
    const { odds, z } = shinOdds(FAIR, 0.05);
    expect(z).toBeCloseTo(0.025026, 6);
    expectOdds(odds, [2.236, 3.3898, 3.2492], 4);
    expect(bookSum(odds)).toBeCloseTo(1.05, 14);
    const back = devigShin(odds);
    expect(back.z).toBeCloseTo(z, 12);
    back.probabilities.forEach((p, i) => expect(p).toBeCloseTo(FAIR[i] ?? -1, 12));
  });

  it('additive: every selection carries m/n', () => {
    const odds = additiveOdds(FAIR, 0.06);
    odds.forEach((o, i) => expect(1 / o).toBeCloseTo((FAIR[i] ?? -1) + 0.02, 14));
  });
});

describe('de-vig against published numbers', () => {
  it('Shin on [2.6, 2.4, 4.3]: p = [0.3729941, 0.4047794, 0.2222265], z = 0.01694251 (mberk/shin tests)', () => {
    const { probabilities, z } = devigShin([2.6, 2.4, 4.3]);
    expectOdds(probabilities, [0.3729941, 0.4047794, 0.2222265], 7);
    expect(z).toBeCloseTo(0.01694251, 8);
    expect(probabilities.reduce((s, p) => s + p, 0)).toBeCloseTo(1, 12);
  });

  it('[2.7, 2.3, 4.4]: multiplicative p = [0.35873804, 0.42112726, 0.22013470], margin 0.0324 (penaltyblog docs)', () => {
    expectOdds(devigMultiplicative([2.7, 2.3, 4.4]), [0.35873804, 0.42112726, 0.2201347], 8);
    expect(bookSum([2.7, 2.3, 4.4]) - 1).toBeCloseTo(0.0324, 4);
  });

  it('[2.7, 2.3, 4.4]: Shin p = [0.35934392, 0.42324385, 0.21741223], z = 0.0162 (penaltyblog docs)', () => {
    const { probabilities, z } = devigShin([2.7, 2.3, 4.4]);
    expectOdds(probabilities, [0.35934392, 0.42324385, 0.21741223], 8);
    expect(z).toBeCloseTo(0.0162, 4);
  });

  it('two outcomes [1.5, 2.74]: Shin is the additive method (mberk/shin tests)', () => {
    const odds = [1.5, 2.74];
    const inverse = odds.map((o) => 1 / o);
    const s = bookSum(odds);
    const { probabilities, z } = devigShin(odds);
    probabilities.forEach((p, i) => expect(p).toBeCloseTo((inverse[i] ?? -1) - (s - 1) / 2, 15));
    // The same z must give both outcomes through Shin's formula; mberk/shin's closed form for z agrees.
    inverse.forEach((pi, i) =>
      expect((Math.sqrt(z * z + (4 * (1 - z) * pi * pi) / s) - z) / (2 * (1 - z))).toBeCloseTo(
        probabilities[i] ?? -1,
        14,
      ),
    );
    const d = (inverse[0] ?? 0) - (inverse[1] ?? 0);
    expect(z).toBeCloseTo(((s - 1) * (d * d - s)) / (s * (d * d - 1)), 14);
  });

  it('Cloudbet re-margin: 2.0 in a book of 1.05 re-priced at 1.10 is 1.91', () => {
    // A two-way book with 2.0 and a 1.05 overround: the other side is 1 / (1.05 − 0.5).
    const fair = devigMultiplicative([2.0, 1 / 0.55]);
    const [repriced = 0] = proportionalOdds(fair, 0.1);
    expect(repriced).toBeCloseTo(1.91, 2);
    expect(repriced).toBeCloseTo((2.0 * 1.05) / 1.1, 14);
  });
});

describe('refusals', () => {
  it('refuses bad probabilities, margins and odds with clear errors', () => {
    expect(() => proportionalOdds([0.5, 0.4], 0.05)).toThrow(/sum to 1/);
    expect(() => proportionalOdds([1], 0.05)).toThrow(/at least 2/);
    expect(() => shinOdds([0.5, 0.5, 0], 0.05)).toThrow(/strictly between 0 and 1/);
    expect(() => powerOdds([0.5, 0.5], -0.01)).toThrow(/margin/);
    expect(() => additiveOdds([0.5, 0.5], Number.NaN)).toThrow(/margin/);
    expect(() => powerOdds([0.5, 0.5], 1)).toThrow(/below 1/);
    expect(() => shinOdds([0.5, 0.5], 1.01)).toThrow(/at most/);
    expect(() => additiveOdds([0.9, 0.1], 0.3)).toThrow(/1.00 or below/);
    expect(() => proportionalOdds([0.8, 0.2], 0.25)).toThrow(/1.00 or below/);
    expect(() => devigShin([2.0])).toThrow(/at least 2/);
    expect(() => devigMultiplicative([2.0, 0.9])).toThrow(/greater than 1/);
    expect(() => devigShin([2.1, 2.1])).toThrow(/< 1/);
  });
});

describe('margin properties', () => {
  const book = fc
    // Weights ≥ 0.34 keep every p ≤ 0.75, so even a 25 % margin leaves the favourite's price above 1.00.
    .array(fc.double({ min: 0.34, max: 1, noNaN: true }), { minLength: 2, maxLength: 8 })
    .map((w) => w.map((x) => x / w.reduce((s, y) => s + y, 0)));
  const margin = fc.double({ min: 0, max: 0.25, noNaN: true });

  it('every method reaches a book of 1 + m, and Shin de-vig inverts Shin (property)', () => {
    fc.assert(
      fc.property(book, margin, (p, m) => {
        expect(bookSum(proportionalOdds(p, m))).toBeCloseTo(1 + m, 12);
        expect(bookSum(powerOdds(p, m).odds)).toBeCloseTo(1 + m, 12);
        const shin = shinOdds(p, m);
        expect(bookSum(shin.odds)).toBeCloseTo(1 + m, 12);
        if (p.every((x) => x + m / p.length <= 1))
          expect(bookSum(additiveOdds(p, m))).toBeCloseTo(1 + m, 12);
        expect(
          devigMultiplicative(proportionalOdds(p, m)).every(
            (q, i) => Math.abs(q - (p[i] ?? -1)) < 1e-12,
          ),
        ).toBe(true);
        const back = devigShin(shin.odds);
        expect(back.z).toBeCloseTo(shin.z, 10);
        back.probabilities.forEach((q, i) => expect(q).toBeCloseTo(p[i] ?? -1, 10));
      }),
      { numRuns: 200 },
    );
  });

  it('power and Shin put relatively more margin on the longshot than on the favourite (property)', () => {
    fc.assert(
      fc.property(book, fc.double({ min: 0.01, max: 0.25, noNaN: true }), (p, m) => {
        const favourite = p.indexOf(Math.max(...p));
        const longshot = p.indexOf(Math.min(...p));
        if ((p[favourite] ?? 0) - (p[longshot] ?? 0) < 1e-6) return;
        for (const odds of [powerOdds(p, m).odds, shinOdds(p, m).odds]) {
          const loading = (i: number) => 1 / (odds[i] ?? 1) / (p[i] ?? 1);
          expect(loading(longshot)).toBeGreaterThan(loading(favourite));
        }
      }),
      { numRuns: 200 },
    );
  });
});
