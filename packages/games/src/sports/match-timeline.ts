import { FairFloats } from '../rng/fair.ts';
import { floatToInt, type FloatSource } from '../rng/float-source.ts';
import { findTeam, type League } from './leagues.ts';
import { dixonColesGrid, goalExpectancies, type ScoreGrid } from './score-grid.ts';

/**
 * Orca Virtual Football: a match is a pure function of its server seed and the two teams' published ratings
 * (leagues.ts). Betting opens with SHA-256(serverSeed) shown (`hashServerSeed` in rng/fair.ts); the seed is
 * revealed at full time, and `matchTimeline` recomputes the score, every goal's minute, the penalties and the
 * moments betting stopped. The client seed is fixed and public, so nobody (player or house) picks anything
 * after the commitment; the nonce is 0 because each match has its own server seed.
 */
export const VIRTUAL_FOOTBALL_CLIENT_SEED = 'orca-virtual-football';
/** Real milliseconds per match minute: 90 match minutes (plus stoppage) play in about 90 s. */
export const MS_PER_MATCH_MINUTE = 1000;
/** The interval at half time, in match minutes (5 s of real time at the default pace). */
export const HALF_TIME_BREAK_MINUTES = 5;
/** Each goal is a penalty with this probability (about one goal in ten is a penalty in top leagues). */
export const PENALTY_SHARE = 0.1;
/** A dangerous moment (betting stops) comes this many match seconds before the goal or penalty award. */
export const DANGER_LEAD_SECONDS = 15;
/** A penalty is awarded this many match seconds before it is scored. */
export const PENALTY_AWARD_LEAD_SECONDS = 60;

const HALF_SECONDS = 45 * 60;
/** Stoppage time of each half: 0..4 whole minutes. */
const STOPPAGE_CHOICES = 5;
/**
 * No goal in a half's first 90 s, nor within 90 s of the previous goal (the restart). It also leaves room for a
 * penalty's award and both dangerous moments (75 s) after the previous goal and inside the same half.
 */
const GOAL_SPACING_SECONDS = 90;

export type Side = 'home' | 'away';

/** A moment on the football clock: `clock` is match seconds, 0.. in the first half, 2700.. in the second. */
export interface MatchMoment {
  half: 1 | 2;
  clock: number;
  /** As a scoreboard shows it: '13' for 12:00–12:59, '45+2' in the second minute of first-half stoppage. */
  minute: string;
}

export interface Goal extends MatchMoment {
  side: Side;
  penalty: boolean;
}

export type MatchEvent =
  | (MatchMoment & { kind: 'danger' | 'penalty-awarded'; side: Side })
  | (Goal & { kind: 'goal' })
  | (MatchMoment & { kind: 'half-time' | 'full-time' });

export interface MatchTimeline {
  league: string;
  home: string;
  away: string;
  lambda: number;
  mu: number;
  rho: number;
  score: { home: number; away: number };
  /** Whole minutes added to each half. */
  stoppageMinutes: { first: number; second: number };
  /** In match order. */
  goals: Goal[];
  /** Every moment in match order: dangerous moments, penalty awards, goals, half time and full time. */
  events: MatchEvent[];
  /** Fair floats read: 3 + 2 × goals. */
  floatsUsed: number;
}

export interface MatchInput {
  serverSeed: string;
  /** Team ids of `league`. */
  home: string;
  away: string;
  league: League;
}

/**
 * The whole match from its server seed. The floats are FairFloats(serverSeed, 'orca-virtual-football',
 * nonce 0) — HMAC-SHA256 rounds of 8 floats, see rng/fair.ts — read in this order:
 *
 * 1. f0, the final score: λ, μ as in score-grid.ts `goalExpectancies` with the league's home advantage, the
 *    Dixon–Coles grid with the league's ρ (`dixonColesGrid`: 0..15 goals a side, renormalised, IEEE doubles).
 *    Walk the cells row by row (home goals 0..15, within each away goals 0..15) adding their probabilities; the
 *    score is the first cell whose running sum exceeds f0 (the last cell of non-zero probability if rounding
 *    leaves f0 above the final sum). Call it h–a, n = h + a goals; goals 0..h−1 are the home side's, h..n−1
 *    the away side's.
 * 2. f1, f2: the stoppage minutes of the first and second half, floor(f × 5), i.e. 0..4.
 * 3. Two floats per goal i = 0..n−1: f(3+2i), its position p_i = floor(f × L), then f(4+2i), a penalty if
 *    < 0.1. With H1 = 2700 + 60·stoppage1, H2 = 2700 + 60·stoppage2 the seconds played in each half and
 *    G = 90: L = (H1 − G) + (H2 − G) − (n − 1)·G.
 *
 * Goals in match order: sort the goals by p_i, ties in draw order (so home before away); the k-th (from 0)
 * sits at x = p + k·G seconds of open play. If x < H1 − G it is in the first half at clock G + x, otherwise in
 * the second half at clock 2700 + G + (x − (H1 − G)). So no goal comes in a half's first 90 s or within 90 s
 * of the previous one, and every arrangement that keeps those gaps is equally likely (to the whole second).
 * (In-play pricing that treats the goals to come as Poisson over the time left is therefore close, not exact.)
 *
 * Moments: a penalty is awarded 60 s before it is scored; a dangerous moment comes 15 s before every goal and
 * every penalty award (betting stops there); half time at clock H1, full time at clock 2700 + H2.
 */
export function matchTimeline({ serverSeed, home, away, league }: MatchInput): MatchTimeline {
  if (typeof serverSeed !== 'string' || serverSeed.length === 0)
    throw new RangeError('the server seed must be a non-empty string');
  if (home === away) throw new RangeError(`a team cannot play itself ('${home}')`);
  const { lambda, mu } = goalExpectancies(
    findTeam(league, home),
    findTeam(league, away),
    league.homeAdvantage,
  );
  const floats = new FairFloats(serverSeed, VIRTUAL_FOOTBALL_CLIENT_SEED, 0);
  const score = drawScore(dixonColesGrid(lambda, mu, league.rho), floats.next());
  const stoppageMinutes = {
    first: floatToInt(floats.next(), STOPPAGE_CHOICES),
    second: floatToInt(floats.next(), STOPPAGE_CHOICES),
  };
  const goals = placeGoals(score, stoppageMinutes, floats);
  return {
    league: league.id,
    home,
    away,
    lambda,
    mu,
    rho: league.rho,
    score,
    stoppageMinutes,
    goals,
    events: matchEvents(goals, stoppageMinutes),
    floatsUsed: floats.consumed,
  };
}

/** Inverse CDF over the grid, row-major. */
function drawScore(grid: ScoreGrid, float: number): { home: number; away: number } {
  let sum = 0;
  let last = { home: 0, away: 0 };
  for (const [h, row] of grid.entries())
    for (const [a, p] of row.entries()) {
      if (p <= 0) continue;
      sum += p;
      last = { home: h, away: a };
      if (float < sum) return last;
    }
  return last;
}

function placeGoals(
  score: { home: number; away: number },
  stoppageMinutes: { first: number; second: number },
  floats: FloatSource,
): Goal[] {
  const n = score.home + score.away;
  if (n === 0) return [];
  const firstOpen = HALF_SECONDS + 60 * stoppageMinutes.first - GOAL_SPACING_SECONDS;
  const secondOpen = HALF_SECONDS + 60 * stoppageMinutes.second - GOAL_SPACING_SECONDS;
  const span = firstOpen + secondOpen - (n - 1) * GOAL_SPACING_SECONDS;
  const drawn = Array.from({ length: n }, (_, i) => ({
    side: i < score.home ? ('home' as const) : ('away' as const),
    position: floatToInt(floats.next(), span),
    penalty: floats.next() < PENALTY_SHARE,
  }));
  // Array.prototype.sort is stable, so equal positions keep their draw order.
  drawn.sort((x, y) => x.position - y.position);
  return drawn.map(({ side, position, penalty }, k) => {
    const x = position + k * GOAL_SPACING_SECONDS;
    const moment =
      x < firstOpen
        ? at(1, GOAL_SPACING_SECONDS + x)
        : at(2, HALF_SECONDS + GOAL_SPACING_SECONDS + x - firstOpen);
    return { ...moment, side, penalty };
  });
}

function at(half: 1 | 2, clock: number): MatchMoment {
  const end = half * HALF_SECONDS;
  const minute =
    clock < end
      ? String(Math.floor(clock / 60) + 1)
      : `${end / 60}+${Math.floor((clock - end) / 60) + 1}`;
  return { half, clock, minute };
}

function matchEvents(
  goals: readonly Goal[],
  stoppageMinutes: { first: number; second: number },
): MatchEvent[] {
  const events: MatchEvent[] = [];
  for (const goal of goals) {
    const before = (seconds: number) => at(goal.half, goal.clock - seconds);
    if (goal.penalty) {
      const award = PENALTY_AWARD_LEAD_SECONDS;
      events.push({ ...before(award + DANGER_LEAD_SECONDS), kind: 'danger', side: goal.side });
      events.push({ ...before(award), kind: 'penalty-awarded', side: goal.side });
    }
    events.push({ ...before(DANGER_LEAD_SECONDS), kind: 'danger', side: goal.side });
    events.push({ ...goal, kind: 'goal' });
  }
  events.push({
    half: 1,
    clock: HALF_SECONDS + 60 * stoppageMinutes.first,
    minute: 'HT',
    kind: 'half-time',
  });
  events.push({
    half: 2,
    clock: 2 * HALF_SECONDS + 60 * stoppageMinutes.second,
    minute: 'FT',
    kind: 'full-time',
  });
  return events.sort((x, y) => x.half - y.half || x.clock - y.clock);
}

export type MatchPhase = 'pre-match' | 'first-half' | 'half-time' | 'second-half' | 'full-time';

export interface MatchClock {
  phase: MatchPhase;
  /** The football clock in whole match seconds (the half-time or full-time whistle while stopped, 0 before). */
  clock: number;
  /** The scoreboard minute ('1'..'45', '45+k', '46'..'90', '90+k'), 'HT', 'FT', or '' before kick-off. */
  minute: string;
  score: { home: number; away: number };
  /** True from a dangerous moment until its goal, and from a penalty's award until it is scored. */
  betStop: boolean;
}

/**
 * The state of the accelerated match `elapsedRealMs` after kick-off, at `msPerMatchMinute` real ms per match
 * minute (default 1,000: a match minute a second), with a half-time interval of `HALF_TIME_BREAK_MINUTES` match
 * minutes. The live page and in-play pricing both read this, so they see the same score and minute; neither
 * should read the timeline beyond it, which would show goals to come.
 */
export function matchClock(
  timeline: MatchTimeline,
  elapsedRealMs: number,
  msPerMatchMinute = MS_PER_MATCH_MINUTE,
): MatchClock {
  if (!Number.isFinite(elapsedRealMs))
    throw new RangeError(`elapsedRealMs must be finite, got ${elapsedRealMs}`);
  if (!Number.isFinite(msPerMatchMinute) || msPerMatchMinute <= 0)
    throw new RangeError(`msPerMatchMinute must be a positive number, got ${msPerMatchMinute}`);
  const firstHalf = HALF_SECONDS + 60 * timeline.stoppageMinutes.first;
  const secondHalf = HALF_SECONDS + 60 * timeline.stoppageMinutes.second;
  const interval = 60 * HALF_TIME_BREAK_MINUTES;
  const seconds = Math.floor((elapsedRealMs * 60) / msPerMatchMinute);
  const state = (phase: MatchPhase, moment: MatchMoment): MatchClock => {
    const played = phase === 'pre-match' ? [] : timeline.events.filter((e) => !isAfter(e, moment));
    const goals = played.filter((e) => e.kind === 'goal');
    const latest = played.at(-1);
    return {
      phase,
      clock: moment.clock,
      minute: moment.minute,
      score: {
        home: goals.filter((g) => g.side === 'home').length,
        away: goals.filter((g) => g.side === 'away').length,
      },
      betStop:
        phase !== 'full-time' && (latest?.kind === 'danger' || latest?.kind === 'penalty-awarded'),
    };
  };
  if (seconds < 0) return state('pre-match', { half: 1, clock: 0, minute: '' });
  if (seconds < firstHalf) return state('first-half', at(1, seconds));
  if (seconds < firstHalf + interval)
    return state('half-time', { half: 1, clock: firstHalf, minute: 'HT' });
  if (seconds < firstHalf + interval + secondHalf)
    return state('second-half', at(2, HALF_SECONDS + seconds - firstHalf - interval));
  return state('full-time', { half: 2, clock: HALF_SECONDS + secondHalf, minute: 'FT' });
}

function isAfter(event: MatchMoment, moment: MatchMoment): boolean {
  return event.half > moment.half || (event.half === moment.half && event.clock > moment.clock);
}
