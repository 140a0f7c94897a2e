import type { ScoreGrid } from './score-grid.ts';

/**
 * Fair probabilities of the football markets, each a sum over a final-score grid (score-grid.ts), after
 * penaltyblog's football_probability_grid.py. They take any grid, so an in-play grid (the current score
 * shifted in) prices every market in play as well. Markets that can push (draw no bet, integer and quarter
 * lines) return the push probability beside win and lose, so each result sums to 1 and settlement can
 * refund the stake.
 */

/** Σ grid[h][a] over the cells where `holds(h, a)`. */
function sumWhere(grid: ScoreGrid, holds: (home: number, away: number) => boolean): number {
  let total = 0;
  grid.forEach((row, h) =>
    row.forEach((p, a) => {
      if (holds(h, a)) total += p;
    }),
  );
  return total;
}

export interface LineOutcome {
  win: number;
  push: number;
  lose: number;
}

function assertLine(line: number): void {
  if (!Number.isFinite(line) || !Number.isInteger(line * 4))
    throw new RangeError(`a line must be a multiple of 0.25, got ${line}`);
}

/**
 * Settles a bet that wins when value(h, a) + line > 0, pushes at 0 and loses below. A quarter line (x.25,
 * x.75) is half the stake on each adjacent half/whole line, so its probabilities are the average of the two
 * (penaltyblog's asian_handicap_probs): its "win" of ½ on a half-win score is the expected share of the stake
 * that wins, which makes 1 + lose / win the fair price exactly as for a half line.
 */
function settleLine(
  grid: ScoreGrid,
  value: (home: number, away: number) => number,
  line: number,
): LineOutcome {
  assertLine(line);
  if (!Number.isInteger(line * 2)) {
    const lower = settleLine(grid, value, line - 0.25);
    const upper = settleLine(grid, value, line + 0.25);
    return {
      win: (lower.win + upper.win) / 2,
      push: (lower.push + upper.push) / 2,
      lose: (lower.lose + upper.lose) / 2,
    };
  }
  return {
    win: sumWhere(grid, (h, a) => value(h, a) + line > 0),
    push: sumWhere(grid, (h, a) => value(h, a) + line === 0),
    lose: sumWhere(grid, (h, a) => value(h, a) + line < 0),
  };
}

/** 1X2: home win, draw, away win. */
export function matchResult(grid: ScoreGrid): { home: number; draw: number; away: number } {
  return {
    home: sumWhere(grid, (h, a) => h > a),
    draw: sumWhere(grid, (h, a) => h === a),
    away: sumWhere(grid, (h, a) => h < a),
  };
}

/** Double chance: three overlapping selections, each covering two 1X2 results, so they sum to 2, not 1. */
export function doubleChance(grid: ScoreGrid): {
  homeOrDraw: number;
  homeOrAway: number;
  drawOrAway: number;
} {
  const { home, draw, away } = matchResult(grid);
  return { homeOrDraw: home + draw, homeOrAway: home + away, drawOrAway: draw + away };
}

/** Draw no bet: the stake is returned on a draw (the Asian handicap at 0). */
export function drawNoBet(grid: ScoreGrid): { home: number; push: number; away: number } {
  const { home, draw, away } = matchResult(grid);
  return { home, push: draw, away };
}

/**
 * Total goals over/under `line` (≥ 0, a multiple of 0.25): whole lines push when the total equals the line,
 * quarter lines split the stake over the adjacent lines.
 */
export function totalGoals(
  grid: ScoreGrid,
  line: number,
): { over: number; push: number; under: number } {
  if (line < 0) throw new RangeError(`a total goals line must be ≥ 0, got ${line}`);
  const { win, push, lose } = settleLine(grid, (h, a) => h + a, -line);
  return { over: win, push, under: lose };
}

/** Both teams to score. */
export function bothTeamsToScore(grid: ScoreGrid): { yes: number; no: number } {
  const yes = sumWhere(grid, (h, a) => h > 0 && a > 0);
  return { yes, no: 1 - yes };
}

/**
 * Asian handicap for the home side: the home goals plus `line` against the away goals (−1.5 = home gives
 * one and a half goals). The away side at −line is the same bet mirrored (its win is the home side's lose).
 */
export function asianHandicap(grid: ScoreGrid, line: number): LineOutcome {
  return settleLine(grid, (h, a) => h - a, line);
}

/**
 * European (three-way) handicap: the home side gets `homeHandicap` whole goals (−1 = starts a goal behind),
 * and the draw on the handicapped score is a selection of its own, so nothing pushes.
 */
export function europeanHandicap(
  grid: ScoreGrid,
  homeHandicap: number,
): { home: number; draw: number; away: number } {
  if (!Number.isInteger(homeHandicap))
    throw new RangeError(`a European handicap is whole goals, got ${homeHandicap}`);
  return {
    home: sumWhere(grid, (h, a) => h + homeHandicap > a),
    draw: sumWhere(grid, (h, a) => h + homeHandicap === a),
    away: sumWhere(grid, (h, a) => h + homeHandicap < a),
  };
}

/** Correct score home–away; 0 for a score the grid does not hold (beyond its truncation or already passed). */
export function correctScore(grid: ScoreGrid, home: number, away: number): number {
  if (!Number.isInteger(home) || !Number.isInteger(away) || home < 0 || away < 0)
    throw new RangeError(`a score is whole goals ≥ 0, got ${home}-${away}`);
  return grid[home]?.[away] ?? 0;
}

/** Win to nil: the side wins without conceding (two separate yes/no markets, not one book). */
export function winToNil(grid: ScoreGrid): { home: number; away: number } {
  return {
    home: sumWhere(grid, (h, a) => h > 0 && a === 0),
    away: sumWhere(grid, (h, a) => h === 0 && a > 0),
  };
}

/**
 * Next goal (home / no more goals / away) with full-match expectancies λ, μ and `remaining` of the match to
 * play. Goals are two independent Poisson processes, which are memoryless, so the current score does not enter:
 * P(none) = e^−(λ+μ)t and the first goal is the home side's with probability λ / (λ + μ). This is the ρ = 0
 * model; Dixon–Coles' τ corrects final scores and says nothing about which goal comes first.
 */
export function nextGoal(
  lambda: number,
  mu: number,
  remaining: number,
): { home: number; none: number; away: number } {
  if (![lambda, mu].every((x) => Number.isFinite(x) && x >= 0))
    throw new RangeError('goal expectancies must be finite and ≥ 0');
  if (!Number.isFinite(remaining) || remaining < 0 || remaining > 1)
    throw new RangeError(`remaining must be a fraction 0..1, got ${remaining}`);
  const rate = (lambda + mu) * remaining;
  const none = Math.exp(-rate);
  if (rate === 0) return { home: 0, none, away: 0 };
  return {
    home: ((1 - none) * lambda) / (lambda + mu),
    none,
    away: ((1 - none) * mu) / (lambda + mu),
  };
}

/**
 * Two-way probabilities for a market that can push, conditional on no push: [win, lose] / (win + lose). A
 * pushed bet returns its stake, so the fair price is 1 / (conditional win) = 1 + lose / win, and these are the
 * probabilities to hand to the margin functions in margins.ts.
 */
export function excludingPush(win: number, lose: number): [number, number] {
  if (!(win >= 0 && lose >= 0 && win + lose > 0))
    throw new RangeError(
      'a market that always pushes (or has negative probabilities) has no price',
    );
  return [win / (win + lose), lose / (win + lose)];
}
