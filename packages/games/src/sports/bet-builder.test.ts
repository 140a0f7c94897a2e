import { describe, expect, it } from 'vitest';
import {
  builderCondition,
  builderOdds,
  impliedGrid,
  jointProbability,
  type BuilderSelection,
} from './bet-builder.ts';
import { bothTeamsToScore, matchResult, totalGoals } from './markets.ts';
import { dixonColesGrid, inPlayGrid } from './score-grid.ts';

const homeWin: BuilderSelection = { marketId: 1, specifiers: {}, outcomeId: 1 };
const draw: BuilderSelection = { marketId: 1, specifiers: {}, outcomeId: 2 };
const over25: BuilderSelection = { marketId: 18, specifiers: { total: 2.5 }, outcomeId: 12 };
const bttsYes: BuilderSelection = { marketId: 29, specifiers: {}, outcomeId: 74 };

describe('bet builder pricing', () => {
  const grid = dixonColesGrid(1.6, 1.1, -0.1);

  it('prices selections jointly from the grid, not as the product of their chances', () => {
    let expected = 0;
    grid.forEach((row, h) =>
      row.forEach((p, a) => {
        if (h > a && h + a > 2.5 && h > 0 && a > 0) expected += p;
      }),
    );
    const joint = jointProbability(grid, [homeWin, over25, bttsYes]);
    expect(joint).toBeCloseTo(expected, 12);
    const product =
      matchResult(grid).home * totalGoals(grid, 2.5).over * bothTeamsToScore(grid).yes;
    // A home win goes with goals: the joint chance is well above the independent product.
    expect(joint).toBeGreaterThan(product * 1.2);
  });

  it('gives a contradiction no chance and no price', () => {
    const joint = jointProbability(grid, [
      draw,
      { marketId: 16, specifiers: { hcp: -0.5 }, outcomeId: 1714 },
    ]);
    expect(joint).toBe(0);
    expect(builderOdds(joint, 0.1)).toBeNull();
  });

  it('reads a correct score from its line’s score and its goals to come', () => {
    const condition = builderCondition({
      marketId: 41,
      specifiers: { score: { home: 1, away: 0 } },
      outcomeId: 130,
      goals: { home: 2, away: 1 },
    });
    expect(condition?.(3, 1)).toBe(true);
    expect(condition?.(2, 1)).toBe(false);
  });

  it('leaves out selections that can push or are not decided by the final score', () => {
    expect(builderCondition({ marketId: 18, specifiers: { total: 2 }, outcomeId: 12 })).toBeNull();
    expect(
      builderCondition({ marketId: 16, specifiers: { hcp: -0.25 }, outcomeId: 1714 }),
    ).toBeNull();
    expect(builderCondition({ marketId: 11, specifiers: {}, outcomeId: 4 })).toBeNull();
    expect(builderCondition({ marketId: 8, specifiers: {}, outcomeId: 6 })).toBeNull();
    expect(builderCondition({ marketId: 1, specifiers: {}, outcomeId: 4 })).toBeNull();
    expect(() =>
      jointProbability(grid, [homeWin, { marketId: 8, specifiers: {}, outcomeId: 6 }]),
    ).toThrow(RangeError);
  });

  it('recovers the grid behind a book from its match-result chances, before kick-off', () => {
    const result = matchResult(grid);
    const implied = impliedGrid({
      home: result.home,
      away: result.away,
      score: { home: 0, away: 0 },
      rho: -0.1,
    });
    expect(implied).not.toBeNull();
    const back = implied!;
    expect(matchResult(back).home).toBeCloseTo(result.home, 8);
    expect(totalGoals(back, 2.5).over).toBeCloseTo(totalGoals(grid, 2.5).over, 6);
    expect(jointProbability(back, [homeWin, over25])).toBeCloseTo(
      jointProbability(grid, [homeWin, over25]),
      6,
    );
  });

  it('recovers it in play from the current score', () => {
    const live = inPlayGrid(1.6, 1.1, { remaining: 0.4, homeGoals: 1, awayGoals: 1 });
    const result = matchResult(live);
    const implied = impliedGrid({
      home: result.home,
      away: result.away,
      score: { home: 1, away: 1 },
    });
    expect(implied).not.toBeNull();
    expect(totalGoals(implied!, 1.5).over).toBeCloseTo(1, 12);
    expect(totalGoals(implied!, 3.5).over).toBeCloseTo(totalGoals(live, 3.5).over, 6);
  });

  it('finds no grid for a book that contradicts itself', () => {
    expect(impliedGrid({ home: 0.7, away: 0.4, score: { home: 0, away: 0 } })).toBeNull();
    expect(impliedGrid({ home: 0, away: 0.4, score: { home: 0, away: 0 } })).toBeNull();
  });

  it('quotes 1 / (p · (1 + margin)) rounded down to hundredths', () => {
    expect(builderOdds(0.25, 0.1)).toEqual({ num: 363n, den: 100n });
    expect(builderOdds(0.5, 0)).toEqual({ num: 2n, den: 1n });
    expect(builderOdds(0.995, 0)).toBeNull();
    expect(builderOdds(0.0001, 0.1)).toBeNull();
  });
});
