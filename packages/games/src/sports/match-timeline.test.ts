import { describe, expect, it } from 'vitest';
import { fairFloats } from '../rng/fair.ts';
import { ORCA_CHAMPIONSHIP, ORCA_PREMIER, VIRTUAL_LEAGUES } from './leagues.ts';
import {
  DANGER_LEAD_SECONDS,
  HALF_TIME_BREAK_MINUTES,
  MS_PER_MATCH_MINUTE,
  PENALTY_AWARD_LEAD_SECONDS,
  PENALTY_SHARE,
  VIRTUAL_FOOTBALL_CLIENT_SEED,
  matchClock,
  matchTimeline,
  type MatchEvent,
  type MatchMoment,
  type MatchTimeline,
} from './match-timeline.ts';
import { dixonColesGrid, goalExpectancies } from './score-grid.ts';

const HOME = 'reefport-united';
const AWAY = 'gullcliff-town';
const premierMatch = (serverSeed: string) =>
  matchTimeline({ serverSeed, home: HOME, away: AWAY, league: ORCA_PREMIER });

/** Real milliseconds after kick-off at which `moment` is reached (rounded up to the whole ms). */
function realMs(timeline: MatchTimeline, moment: MatchMoment, msPerMatchMinute: number): number {
  const firstHalf = 2700 + 60 * timeline.stoppageMinutes.first;
  const played =
    moment.half === 1
      ? moment.clock
      : firstHalf + 60 * HALF_TIME_BREAK_MINUTES + moment.clock - 2700;
  return Math.ceil((played * msPerMatchMinute) / 60);
}

/**
 * An independent verifier written from matchTimeline's JSDoc alone: it reads the listed fair floats and
 * recomputes the score, the stoppage minutes and each goal's side, half, clock and penalty flag.
 */
function verify(serverSeed: string, home: string, away: string, league = ORCA_PREMIER) {
  const rating = (id: string) => league.teams.find((t) => t.id === id) ?? league.teams[0]!;
  const { lambda, mu } = goalExpectancies(rating(home), rating(away), league.homeAdvantage);
  const grid = dixonColesGrid(lambda, mu, league.rho);
  const f = fairFloats(serverSeed, 'orca-virtual-football', 0, 3 + 2 * 30);
  let sum = 0;
  let score = { home: 0, away: 0 };
  search: for (let h = 0; h <= 15; h += 1)
    for (let a = 0; a <= 15; a += 1) {
      const p = grid[h]?.[a] ?? 0;
      if (p <= 0) continue;
      sum += p;
      score = { home: h, away: a };
      if (f[0]! < sum) break search;
    }
  const stoppage1 = Math.floor(f[1]! * 5);
  const stoppage2 = Math.floor(f[2]! * 5);
  const n = score.home + score.away;
  const H1 = 2700 + 60 * stoppage1;
  const H2 = 2700 + 60 * stoppage2;
  const L = H1 - 90 + (H2 - 90) - (n - 1) * 90;
  const drawn = Array.from({ length: n }, (_, i) => ({
    i,
    side: i < score.home ? 'home' : 'away',
    p: Math.floor(f[3 + 2 * i]! * L),
    penalty: f[4 + 2 * i]! < 0.1,
  }));
  drawn.sort((x, y) => x.p - y.p || x.i - y.i);
  const goals = drawn.map((d, k) => {
    const x = d.p + k * 90;
    return x < H1 - 90
      ? { side: d.side, half: 1, clock: 90 + x, penalty: d.penalty }
      : { side: d.side, half: 2, clock: 2700 + 90 + (x - (H1 - 90)), penalty: d.penalty };
  });
  return { score, stoppageMinutes: { first: stoppage1, second: stoppage2 }, goals };
}

// 20,000 fixed seeds: the sample is the same on every run, so the statistical checks below cannot flake.
const SAMPLE = Array.from({ length: 20_000 }, (_, i) => premierMatch(`chi-square-${i}`));

describe('virtual football match timeline', () => {
  it('documents a fixed public client seed', () => {
    expect(VIRTUAL_FOOTBALL_CLIENT_SEED).toBe('orca-virtual-football');
    expect(MS_PER_MATCH_MINUTE).toBe(1000);
  });

  it('is deterministic: the same seed and pairing give the same timeline', () => {
    expect(premierMatch('same seed')).toEqual(premierMatch('same seed'));
    expect(premierMatch('same seed')).not.toEqual(premierMatch('other seed'));
  });

  it('pins a golden timeline (seed "golden-7", Reefport United v Gullcliff Town)', () => {
    const timeline = premierMatch('golden-7');
    expect(timeline.lambda).toBeCloseTo(Math.exp(0.3 + 0.06 + 0.26), 12);
    expect(timeline.mu).toBeCloseTo(Math.exp(-0.02 - 0.09), 12);
    expect(timeline.score).toEqual({ home: 3, away: 1 });
    expect(timeline.stoppageMinutes).toEqual({ first: 2, second: 3 });
    expect(timeline.floatsUsed).toBe(11);
    expect(timeline.goals).toEqual([
      { half: 1, clock: 1681, minute: '29', side: 'home', penalty: true },
      { half: 1, clock: 2200, minute: '37', side: 'home', penalty: false },
      { half: 2, clock: 3045, minute: '51', side: 'home', penalty: false },
      { half: 2, clock: 5536, minute: '90+3', side: 'away', penalty: false },
    ]);
    expect(
      timeline.events.map(
        (e) => `${e.kind}${'side' in e ? ` ${e.side}` : ''} ${e.minute} ${e.clock}`,
      ),
    ).toEqual([
      'danger home 27 1606',
      'penalty-awarded home 28 1621',
      'danger home 28 1666',
      'goal home 29 1681',
      'danger home 37 2185',
      'goal home 37 2200',
      'half-time HT 2820',
      'danger home 51 3030',
      'goal home 51 3045',
      'danger away 90+3 5521',
      'goal away 90+3 5536',
      'full-time FT 5580',
    ]);
  });

  it('follows the float order of its JSDoc (a verifier reimplemented from the comment agrees)', () => {
    const pairings = VIRTUAL_LEAGUES.flatMap((league) =>
      league.teams
        .slice(0, 5)
        .map((t, i) => ({ league, home: t.id, away: league.teams[9 - i]!.id })),
    );
    for (let s = 0; s < 300; s += 1) {
      const { league, home, away } = pairings[s % pairings.length]!;
      const timeline = matchTimeline({ serverSeed: `verify-${s}`, home, away, league });
      const expected = verify(`verify-${s}`, home, away, league);
      expect(timeline.score).toEqual(expected.score);
      expect(timeline.stoppageMinutes).toEqual(expected.stoppageMinutes);
      expect(
        timeline.goals.map(({ side, half, clock, penalty }) => ({ side, half, clock, penalty })),
      ).toEqual(expected.goals);
    }
  });

  it('draws final scores as the Dixon–Coles grid says (chi-square over 20,000 fixed seeds)', () => {
    const { lambda, mu } = SAMPLE[0]!;
    const grid = dixonColesGrid(lambda, mu, ORCA_PREMIER.rho);
    const counts = new Map<string, number>();
    for (const { score } of SAMPLE) {
      const key = `${score.home}-${score.away}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    // One bin per score expected at least 5 times, the rest pooled into one bin.
    let chiSquare = 0;
    let bins = 0;
    let pooledExpected = 0;
    let pooledObserved = 0;
    grid.forEach((row, h) =>
      row.forEach((p, a) => {
        const expected = p * SAMPLE.length;
        const observed = counts.get(`${h}-${a}`) ?? 0;
        if (expected >= 5) {
          chiSquare += (observed - expected) ** 2 / expected;
          bins += 1;
        } else {
          pooledExpected += expected;
          pooledObserved += observed;
        }
      }),
    );
    chiSquare += (pooledObserved - pooledExpected) ** 2 / pooledExpected;
    bins += 1;
    const df = bins - 1;
    expect(df).toBeGreaterThan(20);
    // Mean df, sd √(2·df): the bound is five standard deviations above the mean.
    expect(chiSquare).toBeLessThan(df + 5 * Math.sqrt(2 * df));
  });

  it('draws stoppage minutes 0..4 and penalties at the documented share', () => {
    for (const half of ['first', 'second'] as const)
      for (let minutes = 0; minutes <= 4; minutes += 1) {
        const share =
          SAMPLE.filter((t) => t.stoppageMinutes[half] === minutes).length / SAMPLE.length;
        expect(share).toBeGreaterThan(0.19);
        expect(share).toBeLessThan(0.21);
      }
    const goals = SAMPLE.flatMap((t) => t.goals);
    const penaltyShare = goals.filter((g) => g.penalty).length / goals.length;
    expect(penaltyShare).toBeGreaterThan(PENALTY_SHARE - 0.01);
    expect(penaltyShare).toBeLessThan(PENALTY_SHARE + 0.01);
  });

  // These two collect every broken rule and compare once: an expect per goal is slow over 20,000 matches.
  it('keeps goals sorted, spaced and inside their half, and the score consistent with them', () => {
    const problems: string[] = [];
    for (const [i, { goals, score, stoppageMinutes }] of SAMPLE.entries()) {
      const count = (side: string) => goals.filter((g) => g.side === side).length;
      if (count('home') !== score.home || count('away') !== score.away)
        problems.push(`${i}: goals do not add up to the score`);
      for (const [k, goal] of goals.entries()) {
        const start = goal.half === 1 ? 0 : 2700;
        const end =
          goal.half === 1 ? 2700 + 60 * stoppageMinutes.first : 5400 + 60 * stoppageMinutes.second;
        if (goal.clock < start + 90 || goal.clock >= end)
          problems.push(`${i}: goal ${k} outside its half`);
        const previous = goals[k - 1];
        const spaced =
          !previous ||
          previous.half < goal.half ||
          (previous.half === goal.half && goal.clock - previous.clock >= 90);
        if (!spaced) problems.push(`${i}: goal ${k} out of order or within 90 s of the previous`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('puts a dangerous moment before every goal and every penalty award, and the award before the penalty', () => {
    const problems: string[] = [];
    const isAt = (
      event: MatchEvent | undefined,
      kind: string,
      side: string,
      half: number,
      clock: number,
    ) =>
      event?.kind === kind &&
      'side' in event &&
      event.side === side &&
      event.half === half &&
      event.clock === clock;
    for (const [i, { events }] of SAMPLE.entries())
      events.forEach((event, k) => {
        const next = events[k + 1];
        if (next && next.half * 10_000 + next.clock <= event.half * 10_000 + event.clock)
          problems.push(`${i}: events ${k} and ${k + 1} not strictly in order`);
        if (event.kind !== 'goal' && event.kind !== 'penalty-awarded') return;
        if (
          !isAt(events[k - 1], 'danger', event.side, event.half, event.clock - DANGER_LEAD_SECONDS)
        )
          problems.push(`${i}: no dangerous moment before ${event.kind} ${k}`);
        const award = event.clock - PENALTY_AWARD_LEAD_SECONDS;
        if (
          event.kind === 'goal' &&
          event.penalty &&
          !isAt(events[k - 2], 'penalty-awarded', event.side, event.half, award)
        )
          problems.push(`${i}: no award before penalty ${k}`);
      });
    expect(problems).toEqual([]);
    expect(SAMPLE.some((t) => t.events.some((e) => e.kind === 'penalty-awarded'))).toBe(true);
  });

  it('runs the clock at one match minute per second, with a half-time interval', () => {
    const timeline = premierMatch('golden-7');
    expect(matchClock(timeline, -1)).toMatchObject({
      phase: 'pre-match',
      minute: '',
      score: { home: 0, away: 0 },
    });
    expect(matchClock(timeline, 0)).toMatchObject({ phase: 'first-half', clock: 0, minute: '1' });
    expect(matchClock(timeline, 12_500)).toMatchObject({
      phase: 'first-half',
      clock: 750,
      minute: '13',
    });
    expect(matchClock(timeline, 46_000)).toMatchObject({
      phase: 'first-half',
      clock: 2760,
      minute: '45+2',
    });
    expect(matchClock(timeline, 47_000)).toMatchObject({
      phase: 'half-time',
      minute: 'HT',
      score: { home: 2, away: 0 },
    });
    expect(matchClock(timeline, 52_000)).toMatchObject({
      phase: 'second-half',
      clock: 2700,
      minute: '46',
    });
    expect(matchClock(timeline, 98_000)).toMatchObject({
      phase: 'second-half',
      clock: 5460,
      minute: '90+2',
    });
    expect(matchClock(timeline, 100_000)).toMatchObject({
      phase: 'full-time',
      clock: 5580,
      minute: 'FT',
      score: { home: 3, away: 1 },
    });
    expect(matchClock(timeline, 15_500, 250)).toMatchObject({
      phase: 'second-half',
      clock: 3300,
      minute: '56',
    });
  });

  it('shows each goal from its moment, stops betting from the dangerous moment, and ends on the timeline score', () => {
    for (const msPerMatchMinute of [MS_PER_MATCH_MINUTE, 250])
      for (const timeline of SAMPLE.slice(0, 2000)) {
        const score = { home: 0, away: 0 };
        for (const [k, event] of timeline.events.entries()) {
          const ms = realMs(timeline, event, msPerMatchMinute);
          if (event.kind === 'goal') {
            expect(
              matchClock(timeline, ms - msPerMatchMinute / 60, msPerMatchMinute),
            ).toMatchObject({ score, betStop: true });
            score[event.side] += 1;
            expect(matchClock(timeline, ms, msPerMatchMinute)).toMatchObject({
              score,
              betStop: false,
              minute: event.minute,
            });
          }
          if (event.kind === 'danger') {
            const awarded = timeline.events[k - 1]?.kind === 'penalty-awarded';
            expect(matchClock(timeline, ms - msPerMatchMinute / 60, msPerMatchMinute).betStop).toBe(
              awarded,
            );
            expect(matchClock(timeline, ms, msPerMatchMinute).betStop).toBe(true);
          }
        }
        expect(matchClock(timeline, 10 ** 9, msPerMatchMinute).score).toEqual(timeline.score);
      }
  });

  it('refuses bad input with clear errors', () => {
    expect(() => premierMatch('')).toThrow('the server seed must be a non-empty string');
    expect(() =>
      matchTimeline({ serverSeed: 's', home: HOME, away: HOME, league: ORCA_PREMIER }),
    ).toThrow("a team cannot play itself ('reefport-united')");
    expect(() =>
      matchTimeline({
        serverSeed: 's',
        home: HOME,
        away: 'lanternquay-town',
        league: ORCA_PREMIER,
      }),
    ).toThrow("Orca Premier has no team 'lanternquay-town'");
    expect(() =>
      matchTimeline({ serverSeed: 's', home: HOME, away: AWAY, league: ORCA_CHAMPIONSHIP }),
    ).toThrow("Orca Championship has no team 'reefport-united'");
    const timeline = premierMatch('golden-7');
    expect(() => matchClock(timeline, Number.NaN)).toThrow('elapsedRealMs must be finite');
    expect(() => matchClock(timeline, 0, 0)).toThrow('msPerMatchMinute must be a positive number');
  });
});
