import {
  BET_STOP_REASON,
  BetSettlementMessageSchema,
  BetStopMessageSchema,
  FIXTURE_CHANGE_TYPE,
  FixtureChangeMessageSchema,
  formatSpecifiers,
  MARKET,
  MARKET_STATUS,
  MARKETS,
  type MarketId,
  MATCH_STATUS,
  OddsChangeMessageSchema,
  SETTLEMENT_CERTAINTY,
  SPORT_EVENT_STATUS,
  type SportEventStatus,
  type SportsEventMessage,
} from '@orca/contracts';
import { additiveOdds, powerOdds, proportionalOdds, shinOdds } from '@orca/games/sports/margins';
import {
  asianHandicap,
  bothTeamsToScore,
  doubleChance,
  drawNoBet,
  excludingPush,
  matchResult,
  nextGoal,
  totalGoals,
} from '@orca/games/sports/markets';
import {
  HALF_TIME_BREAK_MINUTES,
  MS_PER_MATCH_MINUTE,
  type MatchMoment,
  type MatchTimeline,
} from '@orca/games/sports/match-timeline';
import { dixonColesGrid, inPlayGrid, type ScoreGrid } from '@orca/games/sports/score-grid';
import { settleFromScore } from './score-settlement.ts';

/*
 * The feed messages Orca Virtual Football's producer emits for one match, as a pure function of the match's
 * timeline (match-timeline.ts): the whole match at once, sequence 1..n, so a server can send each message when
 * its timestamp comes and a test can replay the match through feed.state.ts. Nothing here is wired yet.
 *
 * Timestamps are real time at the match's pace (`msPerMatchMinute`, with the half-time interval), the same
 * clock `matchClock` shows players, so a sender sends each message when its timestamp comes.
 */

export type MarginMethod = 'proportional' | 'additive' | 'power' | 'shin';

export interface ProducerInput {
  eventId: string;
  producer: number;
  timeline: MatchTimeline;
  /** Epoch ms of kick-off. */
  kickOff: number;
  /** The overround: every offered book sums to 1 + margin before rounding. */
  margin: number;
  method?: MarginMethod;
  /** The operator's margin and method per market id, where it differs from `margin` and `method`. */
  margins?: Readonly<Partial<Record<number, { margin: number; method: MarginMethod }>>>;
  /** Real ms per match minute (match-timeline.ts); the default plays 90 minutes in about 90 s. */
  msPerMatchMinute?: number;
}

/** In play the odds are repriced every this many match minutes, so a price never lags the clock for long. */
export const IN_PLAY_REPRICE_MINUTES = 5;

const TOTAL_LINES = [0.5, 1.5, 2.5, 3.5, 4.5] as const;
/** Half, whole and quarter lines; the line is the home side's (UOF). */
const HANDICAP_LINES = [-1.5, -1, -0.75, -0.5, -0.25, 0.25, 0.5, 1] as const;
/** A correct-score outcome less likely than this is shown without a price rather than at an absurd one. */
const CORRECT_SCORE_MIN_PROBABILITY = 0.001;
const CORRECT_SCORE_RESULTS = Object.entries(MARKETS[MARKET.correctScore].outcomes).map(
  ([id, text]) => {
    const [home = 0, away = 0] = text.split(':').map(Number);
    return { id: Number(id), home, away };
  },
);
const HALF_SECONDS = 45 * 60;
const MATCH_SECONDS = 2 * HALF_SECONDS;
/** Decimal places of the odds strings (the schema's limit). */
const ODDS_DECIMALS = 4;

type Score = { home: number; away: number };
type OddsMarket = Extract<SportsEventMessage, { type: 'odds_change' }>['markets'][number];
type SettledMarket = Extract<SportsEventMessage, { type: 'bet_settlement' }>['markets'][number];
/** A message before its header (producer, event, sequence, timestamp) is stamped. */
type Body = { moment: MatchMoment | null } & (
  | Omit<Extract<SportsEventMessage, { type: 'fixture_change' }>, keyof Header>
  | Omit<Extract<SportsEventMessage, { type: 'odds_change' }>, keyof Header>
  | Omit<Extract<SportsEventMessage, { type: 'bet_stop' }>, keyof Header>
  | Omit<Extract<SportsEventMessage, { type: 'bet_settlement' }>, keyof Header>
);
interface Header {
  producer: number;
  eventId: string;
  timestamp: number;
  sequence: number;
}

const SCHEMAS = {
  fixture_change: FixtureChangeMessageSchema,
  odds_change: OddsChangeMessageSchema,
  bet_stop: BetStopMessageSchema,
  bet_settlement: BetSettlementMessageSchema,
} as const;

/**
 * Every message of the match in order: the fixture; pre-match odds for 1X2, totals 1.5/2.5/3.5, both teams to
 * score and handicaps −1/+1 from the Dixon–Coles grid; a bet stop at each dangerous moment and the odds
 * reopening after each goal (priced on the in-play grid from the nominal time left and the score); a bet stop
 * at full time; the settlement of every market from the final score. Each message is parsed by its schema, so
 * a message the contracts refuse throws here.
 */
export function producerMessages(input: ProducerInput): SportsEventMessage[] {
  const { timeline } = input;
  const price = pricers(input);
  const bodies: Body[] = [
    {
      moment: null,
      type: 'fixture_change',
      changeType: FIXTURE_CHANGE_TYPE.new,
      startTime: input.kickOff,
    },
    {
      moment: null,
      type: 'odds_change',
      sportEventStatus: eventStatus(SPORT_EVENT_STATUS.notStarted, MATCH_STATUS.notStarted, {
        home: 0,
        away: 0,
      }),
      markets: offer(
        dixonColesGrid(timeline.lambda, timeline.mu, timeline.rho),
        { timeline, remaining: 1, score: { home: 0, away: 0 } },
        price,
      ),
    },
  ];
  const score = { home: 0, away: 0 };
  const inPlay = (moment: MatchMoment, matchStatus: number): Body => ({
    moment,
    type: 'odds_change',
    sportEventStatus: eventStatus(SPORT_EVENT_STATUS.live, matchStatus, score, moment),
    markets: offer(
      inPlayGrid(
        timeline.lambda,
        timeline.mu,
        { remaining: remaining(moment), homeGoals: score.home, awayGoals: score.away },
        timeline.rho,
      ),
      { timeline, remaining: remaining(moment), score },
      price,
    ),
  });
  for (const event of withReprices(timeline)) {
    if (event.kind === 'reprice')
      bodies.push(
        inPlay(event, event.half === 1 ? MATCH_STATUS.firstHalf : MATCH_STATUS.secondHalf),
      );
    else if (event.kind === 'half-time') bodies.push(inPlay(event, MATCH_STATUS.halftime));
    else if (event.kind === 'danger')
      bodies.push({
        moment: event,
        type: 'bet_stop',
        markets: 'all',
        reason:
          event.side === 'home'
            ? BET_STOP_REASON.possibleGoalHome
            : BET_STOP_REASON.possibleGoalAway,
      });
    else if (event.kind === 'goal') {
      // The goal decides the open next-goal line at once; the old correct-score line closes (it settles at
      // full time) and the new score's line opens with the odds that follow.
      const goalnr = score.home + score.away + 1;
      bodies.push({
        moment: event,
        type: 'bet_settlement',
        certainty: SETTLEMENT_CERTAINTY.liveScouted,
        markets: [nextGoalSettlement(goalnr, event.side)],
      });
      bodies.push({
        moment: event,
        type: 'odds_change',
        markets: [correctScoreClosed(score)],
      });
      score[event.side] += 1;
      bodies.push(
        inPlay(event, event.half === 1 ? MATCH_STATUS.firstHalf : MATCH_STATUS.secondHalf),
      );
    } else if (event.kind === 'full-time') {
      bodies.push({
        moment: event,
        type: 'bet_stop',
        markets: 'all',
        reason: BET_STOP_REASON.matchEnded,
      });
      bodies.push({
        moment: event,
        type: 'odds_change',
        sportEventStatus: eventStatus(SPORT_EVENT_STATUS.ended, MATCH_STATUS.ended, score, event),
        markets: [],
      });
      bodies.push({
        moment: event,
        type: 'bet_settlement',
        certainty: SETTLEMENT_CERTAINTY.confirmed,
        markets: settle(timeline),
      });
      // Results confirmed: the seed is revealed with this status.
      bodies.push({
        moment: event,
        type: 'odds_change',
        sportEventStatus: eventStatus(SPORT_EVENT_STATUS.closed, MATCH_STATUS.ended, score, event),
        markets: [],
      });
    }
  }
  const pace = input.msPerMatchMinute ?? MS_PER_MATCH_MINUTE;
  return bodies.map(({ moment, ...body }, index) => {
    const header: Header = {
      producer: input.producer,
      eventId: input.eventId,
      timestamp: input.kickOff + realMsOf(timeline, moment, pace),
      sequence: index + 1,
    };
    return SCHEMAS[body.type].parse({ ...body, ...header });
  });
}

/**
 * Real ms from kick-off to the moment at the match's pace: the first half's seconds, the half-time interval,
 * then the second half's (the inverse of matchClock, rounded up so the clock shows the moment when it is sent).
 */
export function realMsOf(
  timeline: MatchTimeline,
  moment: MatchMoment | null,
  msPerMatchMinute = MS_PER_MATCH_MINUTE,
): number {
  if (moment === null) return 0;
  const firstHalfSeconds = HALF_SECONDS + 60 * timeline.stoppageMinutes.first;
  const seconds =
    moment.half === 1
      ? moment.clock
      : firstHalfSeconds + 60 * HALF_TIME_BREAK_MINUTES + moment.clock - HALF_SECONDS;
  return Math.ceil((seconds * msPerMatchMinute) / 60);
}

type Reprice = MatchMoment & { kind: 'reprice' };

/**
 * The timeline's moments with a reprice at kick-off, at the start of the second half and every
 * IN_PLAY_REPRICE_MINUTES of nominal time, except inside the 90 s before a goal: a reprice there would reopen
 * markets a dangerous moment or a penalty award has stopped.
 */
function withReprices(timeline: MatchTimeline): (MatchTimeline['events'][number] | Reprice)[] {
  const reprices: Reprice[] = [];
  const at = (half: 1 | 2, clock: number) =>
    reprices.push({ kind: 'reprice', half, clock, minute: String(Math.floor(clock / 60) + 1) });
  at(1, 0);
  for (let minute = IN_PLAY_REPRICE_MINUTES; minute < 45; minute += IN_PLAY_REPRICE_MINUTES)
    at(1, minute * 60);
  at(2, HALF_SECONDS);
  for (let minute = 45 + IN_PLAY_REPRICE_MINUTES; minute < 90; minute += IN_PLAY_REPRICE_MINUTES)
    at(2, minute * 60);
  const quiet = reprices.filter(
    (r) =>
      !timeline.goals.some(
        (goal) => goal.half === r.half && r.clock <= goal.clock && goal.clock - r.clock <= 90,
      ),
  );
  // A reprice sorts before a timeline moment at the same clock (kick-off before anything else).
  return [...quiet, ...timeline.events].sort(
    (x, y) => x.half - y.half || x.clock - y.clock || (x.kind === 'reprice' ? -1 : 1),
  );
}

/**
 * The share of the goal expectancy left: nominal time left over 90 minutes. Stoppage counts as no time left,
 * because the stoppage minutes are part of the timeline a live price must not read ahead of.
 */
function remaining(moment: MatchMoment): number {
  const nominal =
    moment.half === 1
      ? Math.min(moment.clock, HALF_SECONDS)
      : Math.min(moment.clock, MATCH_SECONDS);
  return (MATCH_SECONDS - nominal) / MATCH_SECONDS;
}

function eventStatus(
  status: SportEventStatus['status'],
  matchStatus: number,
  score: Score,
  moment?: MatchMoment,
): SportEventStatus {
  const base = { status, matchStatus, homeScore: score.home, awayScore: score.away };
  return moment === undefined ? base : { ...base, clock: { matchTime: matchTime(moment.clock) } };
}

function matchTime(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** Offered odds strings for fair probabilities, or null when the selection set cannot be priced (see offer). */
export type Pricer = (probabilities: number[]) => string[] | null;
/** The pricer of each market id: the operator's margin for it, or the match's. */
type Pricers = (marketId: number) => Pricer;

function pricers(input: ProducerInput): Pricers {
  const byMarket = new Map<number, Pricer>();
  const fallback = pricer(input.margin, input.method ?? 'proportional');
  return (marketId) => {
    const own = input.margins?.[marketId];
    if (!own) return fallback;
    const cached = byMarket.get(marketId) ?? pricer(own.margin, own.method);
    byMarket.set(marketId, cached);
    return cached;
  };
}

/**
 * Rounds each price to the nearest 4th decimal (Number#toFixed), so a book's Σ 1/odds from the strings is off
 * 1 + margin by at most Σ 0.00005 / (o·(o − 0.00005)). A selection already decided (probability 0 or 1), a
 * margin the method refuses for this book, or a price rounding to 1.0000 takes the market off (null).
 */
export function pricer(margin: number, method: MarginMethod): Pricer {
  const odds = {
    proportional: (p: number[]) => proportionalOdds(p, margin),
    additive: (p: number[]) => additiveOdds(p, margin),
    power: (p: number[]) => powerOdds(p, margin).odds,
    shin: (p: number[]) => shinOdds(p, margin).odds,
  }[method];
  return (probabilities) => {
    if (!probabilities.every((p) => p > 0 && p < 1)) return null;
    let raw: number[];
    try {
      raw = odds(probabilities);
    } catch (error) {
      // The margin functions refuse a book whose margin would push a price to 1.00 or below.
      if (error instanceof RangeError) return null;
      throw error;
    }
    const strings = raw.map((o) => o.toFixed(ODDS_DECIMALS));
    return strings.every((s) => Number(s) > 1) ? strings : null;
  };
}

interface PricingState {
  timeline: MatchTimeline;
  /** Share of the match's goal expectancy still to come. */
  remaining: number;
  score: Score;
}

interface Line {
  id: MarketId;
  specifiers: string;
  outcomes: number[];
  probabilities: number[];
  /** Probability of no listed outcome (correct score beyond six further goals): priced, never offered. */
  rest?: number;
  /** Outcomes offered without a price because they are too unlikely to quote. */
  unpriced?: Set<number>;
}

/** Two-way lines that can push are priced conditional on no push; one certain to push has no price. */
function pushable(win: number, lose: number): number[] {
  return win + lose > 0 ? excludingPush(win, lose) : [0, 0];
}

/** Every line Orca offers for the state: 1X2, double chance, draw no bet, totals, both teams to score, handicaps, next goal and correct score. */
function lines(grid: ScoreGrid, state: PricingState): Line[] {
  const result = matchResult(grid);
  const chance = doubleChance(grid);
  const noBet = drawNoBet(grid);
  const btts = bothTeamsToScore(grid);
  const goals = state.score.home + state.score.away;
  const next = nextGoal(state.timeline.lambda, state.timeline.mu, state.remaining);
  const further = CORRECT_SCORE_RESULTS.map(
    ({ home, away }) => grid[state.score.home + home]?.[state.score.away + away] ?? 0,
  );
  const listed = further.reduce((sum, p) => sum + p, 0);
  return [
    {
      id: MARKET.matchResult,
      specifiers: '',
      outcomes: [1, 2, 3],
      probabilities: [result.home, result.draw, result.away],
    },
    // Each double chance is the complement of one 1X2 outcome, priced as that two-way book.
    ...(
      [
        [9, chance.homeOrDraw],
        [10, chance.homeOrAway],
        [11, chance.drawOrAway],
      ] as const
    ).map(([outcome, p]): Line => ({
      id: MARKET.doubleChance,
      specifiers: '',
      outcomes: [outcome],
      probabilities: [p],
      rest: 1 - p,
    })),
    {
      id: MARKET.drawNoBet,
      specifiers: '',
      outcomes: [4, 5],
      probabilities: pushable(noBet.home, noBet.away),
    },
    ...TOTAL_LINES.map((total): Line => {
      const { over, under } = totalGoals(grid, total);
      return {
        id: MARKET.total,
        specifiers: formatSpecifiers({ total }),
        outcomes: [12, 13],
        probabilities: [over, under],
      };
    }),
    {
      id: MARKET.bothTeamsToScore,
      specifiers: '',
      outcomes: [74, 76],
      probabilities: [btts.yes, btts.no],
    },
    ...HANDICAP_LINES.map((hcp): Line => {
      const { win, lose } = asianHandicap(grid, hcp);
      return {
        id: MARKET.handicap,
        specifiers: formatSpecifiers({ hcp }),
        outcomes: [1714, 1715],
        probabilities: pushable(win, lose),
      };
    }),
    {
      id: MARKET.nextGoal,
      specifiers: formatSpecifiers({ goalnr: goals + 1 }),
      outcomes: [6, 7, 8],
      probabilities: [next.home, next.none, next.away],
    },
    {
      id: MARKET.correctScore,
      specifiers: formatSpecifiers({ score: state.score }),
      outcomes: CORRECT_SCORE_RESULTS.map((r) => r.id),
      probabilities: further,
      rest: Math.max(0, 1 - listed),
      unpriced: new Set(
        CORRECT_SCORE_RESULTS.filter(
          (_, i) => (further[i] ?? 0) < CORRECT_SCORE_MIN_PROBABILITY,
        ).map((r) => r.id),
      ),
    },
  ];
}

/** Each line active with its prices, or deactivated (no odds) when it cannot be priced, e.g. already decided. */
function offer(grid: ScoreGrid, state: PricingState, price: Pricers): OddsMarket[] {
  const byKey = new Map<string, OddsMarket>();
  for (const line of lines(grid, state)) {
    const key = `${line.id}?${line.specifiers}`;
    const rest = line.rest !== undefined && line.rest > 0 ? [line.rest] : [];
    const unpriced = line.unpriced ?? new Set<number>();
    const priced = line.outcomes.filter((id) => !unpriced.has(id));
    const probabilities = line.outcomes.flatMap((id, i) =>
      unpriced.has(id) ? [] : [line.probabilities[i] ?? 0],
    );
    // Unpriced outcomes' probability joins the rest, so the priced ones still carry the whole margin.
    const unpricedMass = line.outcomes.reduce(
      (sum, id, i) => (unpriced.has(id) ? sum + (line.probabilities[i] ?? 0) : sum),
      0,
    );
    const restMass = (rest[0] ?? 0) + unpricedMass;
    const odds =
      priced.length === 0
        ? null
        : price(line.id)([...probabilities, ...(restMass > 0 ? [restMass] : [])]);
    const market = byKey.get(key) ?? {
      id: line.id,
      specifiers: line.specifiers,
      status: MARKET_STATUS.active,
      outcomes: [],
    };
    byKey.set(key, market);
    if (odds === null) {
      market.status = MARKET_STATUS.deactivated;
      market.outcomes.push(...line.outcomes.map((id) => ({ id, active: false })));
      continue;
    }
    let next = 0;
    for (const id of line.outcomes) {
      if (unpriced.has(id)) market.outcomes.push({ id, active: false });
      else market.outcomes.push({ id, odds: odds[next++], active: true });
    }
  }
  // A line with a deactivated part (one double chance unpriceable) is off whole, without odds.
  return [...byKey.values()].map((market) =>
    market.status === MARKET_STATUS.deactivated
      ? { ...market, outcomes: market.outcomes.map(({ id }) => ({ id, active: false })) }
      : market,
  );
}

function won(winner: boolean) {
  return { result: winner ? (1 as const) : (0 as const) };
}

/** The next-goal line decided by a goal of `side`. */
function nextGoalSettlement(goalnr: number, side: 'home' | 'away' | null): SettledMarket {
  return {
    id: MARKET.nextGoal,
    specifiers: formatSpecifiers({ goalnr }),
    outcomes: [
      { id: 6, ...won(side === 'home') },
      { id: 7, ...won(side === null) },
      { id: 8, ...won(side === 'away') },
    ],
  };
}

/** The correct-score line of a score no longer current: off, until it settles at full time. */
function correctScoreClosed(score: Score): OddsMarket {
  return {
    id: MARKET.correctScore,
    specifiers: formatSpecifiers({ score }),
    status: MARKET_STATUS.deactivated,
    outcomes: CORRECT_SCORE_RESULTS.map(({ id }) => ({ id, active: false })),
  };
}

/**
 * Every line Orca offers settled from the final score (score-settlement.ts, the back office's manual results
 * use the same rules). The flex correct-score lines are the scores the match passed through, from its goals.
 */
function settle(timeline: MatchTimeline): SettledMarket[] {
  const score = timeline.score;
  const goals = score.home + score.away;
  const flexLines: Score[] = [{ home: 0, away: 0 }];
  for (const goal of timeline.goals) {
    const last = flexLines.at(-1) ?? { home: 0, away: 0 };
    flexLines.push(
      goal.side === 'home' ? { ...last, home: last.home + 1 } : { ...last, away: last.away + 1 },
    );
  }
  const lines: [MarketId, string][] = [
    [MARKET.matchResult, ''],
    [MARKET.doubleChance, ''],
    [MARKET.drawNoBet, ''],
    ...TOTAL_LINES.map((total): [MarketId, string] => [MARKET.total, formatSpecifiers({ total })]),
    [MARKET.bothTeamsToScore, ''],
    ...HANDICAP_LINES.map((hcp): [MarketId, string] => [
      MARKET.handicap,
      formatSpecifiers({ hcp }),
    ]),
    [MARKET.nextGoal, formatSpecifiers({ goalnr: goals + 1 })],
    ...flexLines.map((line): [MarketId, string] => [
      MARKET.correctScore,
      formatSpecifiers({ score: line }),
    ]),
  ];
  return lines.map(([id, specifiers]) => {
    const verdict = settleFromScore(id, specifiers, score);
    // Every line here follows from the match's own goals, so the score always decides it.
    if (verdict.kind !== 'settle') throw new Error(`${id}?${specifiers}: ${verdict.why}`);
    return { id, specifiers, outcomes: verdict.outcomes };
  });
}
