import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  asianHandicap,
  bothTeamsToScore,
  correctScore,
  doubleChance,
  drawNoBet,
  europeanHandicap,
  excludingPush,
  matchResult,
  nextGoal,
  totalGoals,
  winToNil,
} from './markets.ts';
import { dixonColesGrid, inPlayGrid, rhoBounds } from './score-grid.ts';

// Golden values: /work/shared/research/sportsbook.md A3, λ = 1.5 home, μ = 1.2 away, 15 goals a side,
// renormalised; given to 6 decimals, so checked to ±5e-7 (toBeCloseTo(x, 6)).
const GOLDEN = [
  {
    rho: 0,
    result: [0.441465, 0.254817, 0.303718],
    btts: 0.542881,
    scores: [0.067206, 0.100808, 0.080647, 0.12097, 0.090727],
  },
  {
    rho: -0.1,
    result: [0.429368, 0.279011, 0.291621],
    btts: 0.554978,
    scores: [0.079303, 0.088711, 0.06855, 0.133067, 0.090727],
  },
] as const;
const SCORES = [
  [0, 0],
  [1, 0],
  [0, 1],
  [1, 1],
  [2, 1],
] as const;

const sum = (values: object) => (Object.values(values) as number[]).reduce((s, p) => s + p, 0);

describe('markets from the score grid (research A3 golden values)', () => {
  for (const { rho, result, btts, scores } of GOLDEN)
    it(`reproduces 1X2, O/U 2.5, BTTS and correct scores at ρ = ${rho}`, () => {
      const grid = dixonColesGrid(1.5, 1.2, rho);
      const { home, draw, away } = matchResult(grid);
      expect([home, draw, away].map((p) => p.toFixed(6)).map(Number)).toEqual(result);
      expect(home).toBeCloseTo(result[0], 6);
      expect(draw).toBeCloseTo(result[1], 6);
      expect(away).toBeCloseTo(result[2], 6);
      expect(totalGoals(grid, 2.5).over).toBeCloseTo(0.506376, 6);
      expect(totalGoals(grid, 2.5).under).toBeCloseTo(0.493624, 6);
      expect(totalGoals(grid, 2.5).push).toBe(0);
      expect(bothTeamsToScore(grid).yes).toBeCloseTo(btts, 6);
      SCORES.forEach(([h, a], i) =>
        expect(correctScore(grid, h, a)).toBeCloseTo(scores[i] ?? -1, 6),
      );
    });

  it('matches the closed form Under 2.5 = e^−2.7 (1 + 2.7 + 2.7²/2) = 0.493624', () => {
    const closed = Math.exp(-2.7) * (1 + 2.7 + 2.7 ** 2 / 2);
    expect(closed).toBeCloseTo(0.493624, 6);
    // The grid drops P(a side > 15) ≈ 1e-10 before renormalising, so agreement is to ~1e-10, not 1e-15.
    expect(totalGoals(dixonColesGrid(1.5, 1.2, -0.1), 2.5).under).toBeCloseTo(closed, 9);
  });

  it('reproduces the home Asian handicap table at ρ = −0.1 (quarter lines averaged)', () => {
    const grid = dixonColesGrid(1.5, 1.2, -0.1);
    const table = [
      [-1.5, 0.218238, 0, 0.781762],
      [-1.0, 0.218238, 0.21113, 0.570632],
      [-0.75, 0.323803, 0.105565, 0.570632],
      [-0.5, 0.429368, 0, 0.570632],
      [-0.25, 0.429368, 0.139505, 0.431126],
      [0, 0.429368, 0.279011, 0.291621],
    ] as const;
    for (const [line, win, push, lose] of table) {
      const outcome = asianHandicap(grid, line);
      expect(outcome.win).toBeCloseTo(win, 6);
      expect(outcome.push).toBeCloseTo(push, 6);
      expect(outcome.lose).toBeCloseTo(lose, 6);
    }
  });

  it('derives double chance, draw no bet, win to nil and the European handicap from the same cells', () => {
    const grid = dixonColesGrid(1.5, 1.2, -0.1);
    const { home, draw, away } = matchResult(grid);
    expect(doubleChance(grid)).toEqual({
      homeOrDraw: home + draw,
      homeOrAway: home + away,
      drawOrAway: draw + away,
    });
    expect(drawNoBet(grid)).toEqual({ home, push: draw, away });
    expect(asianHandicap(grid, 0)).toEqual({ win: home, push: draw, lose: away });
    expect(europeanHandicap(grid, 0)).toEqual({ home, draw, away });
    // Home −1 (3-way): home wins by 2+, "draw" is a home win by exactly 1; the AH −1 win and push.
    const eh = europeanHandicap(grid, -1);
    expect(eh.home).toBeCloseTo(asianHandicap(grid, -1).win, 15);
    expect(eh.draw).toBeCloseTo(asianHandicap(grid, -1).push, 15);
    const nil = winToNil(grid);
    expect(nil.home).toBeCloseTo(
      grid.slice(1).reduce((s, row) => s + (row[0] ?? 0), 0),
      15,
    );
    expect(nil.away).toBeCloseTo(
      (grid[0] ?? []).slice(1).reduce((s, p) => s + p, 0),
      15,
    );
    expect(correctScore(grid, 16, 0)).toBe(0);
    expect(() => correctScore(grid, -1, 0)).toThrow(RangeError);
  });

  it('settles whole and quarter total lines with pushes and half stakes', () => {
    const grid = dixonColesGrid(1.5, 1.2, -0.1);
    const p2 = (grid[0]?.[2] ?? 0) + (grid[1]?.[1] ?? 0) + (grid[2]?.[0] ?? 0);
    const two = totalGoals(grid, 2);
    expect(two.push).toBeCloseTo(p2, 15);
    expect(two.over).toBeCloseTo(0.506376, 6);
    const quarter = totalGoals(grid, 2.25);
    expect(quarter.over).toBeCloseTo(0.506376, 6);
    expect(quarter.push).toBeCloseTo(p2 / 2, 15);
    expect(quarter.under).toBeCloseTo(0.493624 - p2 / 2, 6);
    const upper = totalGoals(grid, 2.75);
    expect(upper.over).toBeCloseTo((0.506376 + totalGoals(grid, 3).over) / 2, 6);
    expect(() => totalGoals(grid, 2.3)).toThrow(/0.25/);
    expect(() => totalGoals(grid, -0.5)).toThrow(/≥ 0/);
    expect(() => asianHandicap(grid, Number.NaN)).toThrow(/0.25/);
    expect(() => europeanHandicap(grid, 0.5)).toThrow(/whole/);
  });

  it('prices the in-play grid: a decided line is certain, a live one follows the rest of the match', () => {
    const grid = inPlayGrid(1.5, 1.2, { remaining: 0.5, homeGoals: 2, awayGoals: 1 }, -0.1);
    expect(totalGoals(grid, 2.5).over).toBeCloseTo(1, 14);
    expect(bothTeamsToScore(grid).yes).toBeCloseTo(1, 14);
    expect(winToNil(grid)).toEqual({ home: 0, away: 0 });
    expect(asianHandicap(grid, -0.5).win).toBeCloseTo(matchResult(grid).home, 15);
    const rest = dixonColesGrid(0.75, 0.6, -0.1);
    expect(totalGoals(grid, 3.5).over).toBeCloseTo(1 - (rest[0]?.[0] ?? 0), 14);
    expect(matchResult(grid).draw).toBeCloseTo(asianHandicap(rest, 1).push, 14);
  });

  it('gives the next goal from the remaining expectancies (memoryless Poisson)', () => {
    const next = nextGoal(1.5, 1.2, 0.5);
    expect(next.none).toBeCloseTo(Math.exp(-1.35), 15);
    expect(next.home / next.away).toBeCloseTo(1.5 / 1.2, 14);
    expect(sum(next)).toBeCloseTo(1, 15);
    // No further goal is the ρ = 0 in-play grid's cell at the current score.
    const grid = inPlayGrid(1.5, 1.2, { remaining: 0.5, homeGoals: 1, awayGoals: 0 });
    expect(next.none).toBeCloseTo(correctScore(grid, 1, 0), 9);
    expect(nextGoal(1.5, 1.2, 0)).toEqual({ home: 0, none: 1, away: 0 });
    expect(() => nextGoal(1.5, 1.2, 2)).toThrow(/remaining/);
    expect(() => nextGoal(-1, 1.2, 0.5)).toThrow(/expectancies/);
  });

  it('turns a push market into fair two-way probabilities (fair odds 1 + lose/win)', () => {
    const ah = asianHandicap(dixonColesGrid(1.5, 1.2, -0.1), -0.75);
    const [win, lose] = excludingPush(ah.win, ah.lose);
    expect(win + lose).toBeCloseTo(1, 15);
    expect(1 / win).toBeCloseTo(1 + ah.lose / ah.win, 12);
    expect(() => excludingPush(0, 0)).toThrow(/pushes/);
  });

  it('every market sums to 1 (double chance to 2) on any grid, pre-match or in play (property)', () => {
    const arbitrary = fc
      .record({
        lambda: fc.double({ min: 0.05, max: 3.5, noNaN: true }),
        mu: fc.double({ min: 0.05, max: 3.5, noNaN: true }),
        share: fc.double({ min: 0, max: 1, noNaN: true }),
        remaining: fc.double({ min: 0, max: 1, noNaN: true }),
        homeGoals: fc.nat({ max: 5 }),
        awayGoals: fc.nat({ max: 5 }),
        line: fc.integer({ min: -24, max: 24 }).map((q) => q / 4),
      })
      .map((r) => {
        const { min, max } = rhoBounds(r.lambda * r.remaining, r.mu * r.remaining);
        const low = Math.max(min, -1);
        return { ...r, rho: Math.min(max, low + r.share * (max - low)) };
      });
    fc.assert(
      fc.property(arbitrary, (r) => {
        const grid = inPlayGrid(r.lambda, r.mu, r, r.rho);
        const close = (x: number, to = 1) => Math.abs(x - to) < 1e-12;
        return (
          close(sum(matchResult(grid))) &&
          close(sum(doubleChance(grid)), 2) &&
          close(sum(drawNoBet(grid))) &&
          close(sum(bothTeamsToScore(grid))) &&
          close(sum(totalGoals(grid, Math.abs(r.line)))) &&
          close(sum(asianHandicap(grid, r.line))) &&
          close(sum(europeanHandicap(grid, Math.trunc(r.line)))) &&
          close(sum(nextGoal(r.lambda, r.mu, r.remaining)))
        );
      }),
      { numRuns: 200 },
    );
  });

  it('leaves Over/Under 2.5 unchanged by ρ (every τ cell has ≤ 2 goals) but not BTTS (property)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.1, max: 3.5, noNaN: true }),
        fc.double({ min: 0.1, max: 3.5, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (lambda, mu, share) => {
          const { min, max } = rhoBounds(lambda, mu);
          const rho = Math.min(max, min + share * (max - min));
          const poisson = dixonColesGrid(lambda, mu, 0);
          const dc = dixonColesGrid(lambda, mu, rho);
          expect(totalGoals(dc, 2.5).over).toBeCloseTo(totalGoals(poisson, 2.5).over, 12);
          expect(bothTeamsToScore(dc).yes - bothTeamsToScore(poisson).yes).toBeCloseTo(
            -rho * (poisson[1]?.[1] ?? 0),
            12,
          );
        },
      ),
      { numRuns: 200 },
    );
  });
});
