import { matchResult } from './markets.ts';
import { rational, type Rational } from './rational.ts';
import { inPlayGrid, type ScoreGrid } from './score-grid.ts';

/*
 * A bet builder: several selections of one match priced together. Their chances are not independent (a home
 * win and over 2.5 goals go together), so the product of their prices would be wrong; the price is 1 / P(all
 * win) from one final-score grid, with the builder's margin. Only selections decided by the final score alone
 * and that cannot push take part: a push or a half result has no meaning inside a joint price.
 *
 * The grid is the match's own book read backwards: the goal expectancies still to come that reproduce the
 * book's current match-result chances (margin taken out) at the current score. So a builder follows the book
 * as it moves, in play as before kick-off, and any producer whose book has a 1X2 can offer one.
 */

/** Builder selections: UOF market ids (the contracts catalogue's MARKET), read at the final score. */
export const BUILDER_MARKETS = {
  matchResult: 1,
  doubleChance: 10,
  handicap: 16,
  total: 18,
  bothTeamsToScore: 29,
  correctScore: 41,
} as const;

export interface BuilderSelection {
  marketId: number;
  /** The line's specifiers, parsed: `total`, `hcp`, or the flex `score` a correct-score line opened at. */
  specifiers: { total?: number; hcp?: number; score?: { home: number; away: number } };
  outcomeId: number;
  /** A correct-score outcome's goals still to come after the line's score (the catalogue's `1:0`). */
  goals?: { home: number; away: number };
}

const isHalfLine = (line: number | undefined): line is number =>
  line !== undefined &&
  Number.isFinite(line) &&
  Number.isInteger(line * 2) &&
  !Number.isInteger(line);

/**
 * Whether the selection wins at final score home–away, or null when it cannot take part in a builder (another
 * market, an unknown outcome, or a line that can push).
 */
export function builderCondition(
  selection: BuilderSelection,
): ((home: number, away: number) => boolean) | null {
  const { marketId, specifiers, outcomeId } = selection;
  switch (marketId) {
    case BUILDER_MARKETS.matchResult:
      if (outcomeId === 1) return (h, a) => h > a;
      if (outcomeId === 2) return (h, a) => h === a;
      if (outcomeId === 3) return (h, a) => h < a;
      return null;
    case BUILDER_MARKETS.doubleChance:
      if (outcomeId === 9) return (h, a) => h >= a;
      if (outcomeId === 10) return (h, a) => h !== a;
      if (outcomeId === 11) return (h, a) => h <= a;
      return null;
    case BUILDER_MARKETS.handicap: {
      const hcp = specifiers.hcp;
      if (!isHalfLine(hcp)) return null;
      if (outcomeId === 1714) return (h, a) => h - a + hcp > 0;
      if (outcomeId === 1715) return (h, a) => h - a + hcp < 0;
      return null;
    }
    case BUILDER_MARKETS.total: {
      const total = specifiers.total;
      if (!isHalfLine(total)) return null;
      if (outcomeId === 12) return (h, a) => h + a > total;
      if (outcomeId === 13) return (h, a) => h + a < total;
      return null;
    }
    case BUILDER_MARKETS.bothTeamsToScore:
      if (outcomeId === 74) return (h, a) => h > 0 && a > 0;
      if (outcomeId === 76) return (h, a) => h === 0 || a === 0;
      return null;
    case BUILDER_MARKETS.correctScore: {
      const { goals } = selection;
      const from = specifiers.score;
      if (!goals || !from) return null;
      return (h, a) => h === from.home + goals.home && a === from.away + goals.away;
    }
    default:
      return null;
  }
}

/** P(every selection wins) on the grid; throws a RangeError for a selection that cannot take part. */
export function jointProbability(grid: ScoreGrid, selections: readonly BuilderSelection[]): number {
  const conditions = selections.map((selection) => {
    const condition = builderCondition(selection);
    if (!condition) throw new RangeError(`market ${selection.marketId} cannot be in a bet builder`);
    return condition;
  });
  let total = 0;
  grid.forEach((row, h) =>
    row.forEach((p, a) => {
      if (conditions.every((holds) => holds(h, a))) total += p;
    }),
  );
  return total;
}

export interface ImpliedGridInput {
  /** The book's fair chances of a home win and an away win (its margin taken out). */
  home: number;
  away: number;
  score: { home: number; away: number };
  /** Dixon–Coles ρ for the goals still to come; 0 for plain Poisson. */
  rho?: number;
}

const FIT_TOLERANCE = 1e-9;
const FIT_STEPS = 60;
/** Expectancies the fit keeps to: below, a side scores no more; above, no football match is priced. */
const MIN_EXPECTANCY = 1e-4;
const MAX_EXPECTANCY = 8;

/**
 * The final-score grid whose match-result chances are the book's: the expectancies (λ, μ) of the goals still to
 * come solved by Newton's method on log λ, log μ, from the current score. Null when no pair reproduces the book
 * (a book that contradicts itself, or a match all but decided).
 */
export function impliedGrid(input: ImpliedGridInput): number[][] | null {
  const { home, away, score } = input;
  const rho = input.rho ?? 0;
  if (!(home > 0 && away > 0 && home + away < 1)) return null;
  const state = { remaining: 1, homeGoals: score.home, awayGoals: score.away };
  const gridAt = (x: number, y: number) => {
    const lambda = Math.exp(x);
    const mu = Math.exp(y);
    const bounds = { min: Math.max(-1 / lambda, -1 / mu), max: Math.min(1, 1 / (lambda * mu)) };
    return inPlayGrid(lambda, mu, state, Math.min(Math.max(rho, bounds.min), bounds.max));
  };
  const errorAt = (x: number, y: number): [number, number] => {
    const result = matchResult(gridAt(x, y));
    return [result.home - home, result.away - away];
  };
  let x = Math.log(1.4);
  let y = Math.log(1.1);
  const lo = Math.log(MIN_EXPECTANCY);
  const hi = Math.log(MAX_EXPECTANCY);
  for (let step = 0; step < FIT_STEPS; step += 1) {
    const [f, g] = errorAt(x, y);
    if (Math.abs(f) < FIT_TOLERANCE && Math.abs(g) < FIT_TOLERANCE) return gridAt(x, y);
    const h = 1e-6;
    const [fx, gx] = errorAt(x + h, y);
    const [fy, gy] = errorAt(x, y + h);
    const a = (fx - f) / h;
    const b = (fy - f) / h;
    const c = (gx - g) / h;
    const d = (gy - g) / h;
    const det = a * d - b * c;
    if (!Number.isFinite(det) || Math.abs(det) < 1e-12) return null;
    // Newton's step, halved at most a few times so a far start does not jump out of the expectancies' range.
    const dx = (d * f - b * g) / det;
    const dy = (a * g - c * f) / det;
    x = Math.min(Math.max(x - dx, lo), hi);
    y = Math.min(Math.max(y - dy, lo), hi);
  }
  const [f, g] = errorAt(x, y);
  return Math.abs(f) < 1e-6 && Math.abs(g) < 1e-6 ? gridAt(x, y) : null;
}

/** A builder's price is never shown above this: past it the joint chance is too small to quote. */
export const BUILDER_MAX_ODDS = 1000;

/**
 * Decimal odds 1 / (p · (1 + margin)) rounded down to two places (the house never quotes a better price than
 * its sum), or null when the price would not exceed 1.01 or would pass BUILDER_MAX_ODDS.
 */
export function builderOdds(probability: number, margin: number): Rational | null {
  if (!(probability > 0 && probability < 1) || !(margin >= 0 && margin < 1)) return null;
  const hundredths = Math.floor(100 / (probability * (1 + margin)) + 1e-9);
  if (hundredths <= 101 || hundredths > BUILDER_MAX_ODDS * 100) return null;
  return rational(BigInt(hundredths), 100n);
}
