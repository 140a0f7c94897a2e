/**
 * Score grids for the simulated football league: grid[h][a] is the probability that the match ends h–a.
 * Every market in markets.ts is a sum over such a grid, so the pre-match and the in-play prices come from one
 * model. The goal model is Dixon–Coles (1997): independent Poisson goals for each side, with the four
 * low-score cells corrected by τ, because real matches end 0–0 and 1–1 more often (and 1–0, 0–1 less often)
 * than independent Poisson says. ρ = 0 is plain independent Poisson.
 */
export type ScoreGrid = readonly (readonly number[])[];

/** Goals per side the grid keeps: P(more than 15) is 8e-12 at 1.5 expected goals, 1e-7 at 3, 9e-7 at 3.5. */
const DEFAULT_MAX_GOALS = 15;
/**
 * The most probability a side's truncation may drop before the grid is refused: renormalising hides the loss,
 * so a grid too small for its expectancy would price every market silently wrong by up to that much.
 */
const MAX_TAIL = 1e-6;

export interface TeamRatings {
  /** Log-scale attack strength (higher scores more). */
  attack: number;
  /** Log-scale defence weakness (higher concedes more), as in Dixon–Coles / penaltyblog. */
  defence: number;
}

/**
 * Goal expectancies from log-linear ratings: λ = exp(attack_h + defence_a + home), μ = exp(attack_a + defence_h).
 * The home advantage only enters λ (penaltyblog goal_expectancy.py does the same).
 */
export function goalExpectancies(
  home: TeamRatings,
  away: TeamRatings,
  homeAdvantage: number,
): { lambda: number; mu: number } {
  const values = [home.attack, home.defence, away.attack, away.defence, homeAdvantage];
  if (!values.every(Number.isFinite)) throw new RangeError('ratings must be finite numbers');
  return {
    lambda: Math.exp(home.attack + away.defence + homeAdvantage),
    mu: Math.exp(away.attack + home.defence),
  };
}

function assertExpectancy(value: number, name: string): void {
  if (!Number.isFinite(value) || value < 0)
    throw new RangeError(`${name} must be a finite goal expectancy ≥ 0, got ${value}`);
}

function assertMaxGoals(maxGoals: number): void {
  if (!Number.isInteger(maxGoals) || maxGoals < 1 || maxGoals > 100)
    throw new RangeError(`maxGoals must be an integer 1..100, got ${maxGoals}`);
}

/** Poisson probabilities P(0..maxGoals) by the recurrence p(k) = p(k−1)·λ/k (no factorials, no overflow). */
function poissonPmf(mean: number, maxGoals: number): number[] {
  const pmf = [Math.exp(-mean)];
  for (let k = 1; k <= maxGoals; k += 1) pmf.push(((pmf[k - 1] ?? 0) * mean) / k);
  return pmf;
}

/**
 * The ρ range for which every τ is ≥ 0, i.e. the grid stays a probability distribution:
 * τ(0,1) = 1 + λρ ≥ 0, τ(1,0) = 1 + μρ ≥ 0, τ(0,0) = 1 − λμρ ≥ 0, τ(1,1) = 1 − ρ ≥ 0.
 * penaltyblog's create_dixon_coles_grid refuses the same range.
 */
export function rhoBounds(lambda: number, mu: number): { min: number; max: number } {
  assertExpectancy(lambda, 'lambda');
  assertExpectancy(mu, 'mu');
  return { min: Math.max(-1 / lambda, -1 / mu), max: Math.min(1, 1 / (lambda * mu)) };
}

/**
 * The Dixon–Coles grid for home expectancy λ and away expectancy μ, each side truncated at `maxGoals` and the
 * grid renormalised so it sums to 1 (markets then sum to 1 exactly, not to 1 − tail).
 *
 * Orientation (pinned by a test, because penaltyblog's grid function swaps the two middle factors against its
 * own likelihood): τ(home 0, away 1) = 1 + λρ and τ(home 1, away 0) = 1 + μρ. With this orientation the τ
 * changes cancel in each row and column, so the mass and both goal marginals are unchanged by ρ.
 */
export function dixonColesGrid(
  lambda: number,
  mu: number,
  rho = 0,
  maxGoals = DEFAULT_MAX_GOALS,
): number[][] {
  assertMaxGoals(maxGoals);
  const bounds = rhoBounds(lambda, mu);
  if (!Number.isFinite(rho) || rho < bounds.min || rho > bounds.max)
    throw new RangeError(
      `rho ${rho} is outside [${bounds.min}, ${bounds.max}] for lambda ${lambda}, mu ${mu}: a τ factor would be negative`,
    );
  const home = poissonPmf(lambda, maxGoals);
  const away = poissonPmf(mu, maxGoals);
  for (const pmf of [home, away])
    if (pmf.reduce((s, p) => s + p, 0) < 1 - MAX_TAIL)
      throw new RangeError(
        `${maxGoals} goals a side drop more than ${MAX_TAIL} of the probability for lambda ${lambda}, mu ${mu}: pass a larger maxGoals`,
      );
  const grid = home.map((ph) => away.map((pa) => ph * pa));
  const tau: [number, number, number][] = [
    [0, 0, 1 - lambda * mu * rho],
    [0, 1, 1 + lambda * rho],
    [1, 0, 1 + mu * rho],
    [1, 1, 1 - rho],
  ];
  for (const [h, a, factor] of tau) {
    const row = grid[h];
    if (row) row[a] = (row[a] ?? 0) * factor;
  }
  const total = grid.reduce((sum, row) => sum + row.reduce((s, p) => s + p, 0), 0);
  return grid.map((row) => row.map((p) => p / total));
}

export interface MatchState {
  /** Fraction of the match's goal expectancy still to come, 0..1 (1 = kick-off, 0 = full time). */
  remaining: number;
  homeGoals: number;
  awayGoals: number;
}

/**
 * The final-score grid in play: goals still to come are Dixon–Coles with expectancies λ·t and μ·t (t =
 * `state.remaining`), shifted by the goals already scored, so every market in markets.ts prices in play
 * unchanged (a line already decided just gets probability 1 or 0). t is the time left as a fraction if scoring
 * is uniform in time; a caller that weights late minutes more passes the share of expectancy left instead.
 * ρ (fitted on full-match scores) is applied to the goals still to come, a modelling choice: pass 0 for plain
 * Poisson; it is checked against λ·t, μ·t. Rows and columns below the current score are 0; each side keeps
 * `maxGoals` further goals.
 */
export function inPlayGrid(
  lambda: number,
  mu: number,
  state: MatchState,
  rho = 0,
  maxGoals = DEFAULT_MAX_GOALS,
): number[][] {
  const { remaining, homeGoals, awayGoals } = state;
  if (!Number.isFinite(remaining) || remaining < 0 || remaining > 1)
    throw new RangeError(`remaining must be a fraction 0..1, got ${remaining}`);
  for (const goals of [homeGoals, awayGoals])
    if (!Number.isInteger(goals) || goals < 0)
      throw new RangeError(`the current score must be whole goals ≥ 0, got ${goals}`);
  assertExpectancy(lambda, 'lambda');
  assertExpectancy(mu, 'mu');
  const rest = dixonColesGrid(lambda * remaining, mu * remaining, rho, maxGoals);
  return Array.from({ length: homeGoals + maxGoals + 1 }, (_, h) =>
    Array.from(
      { length: awayGoals + maxGoals + 1 },
      (_, a) => rest[h - homeGoals]?.[a - awayGoals] ?? 0,
    ),
  );
}
