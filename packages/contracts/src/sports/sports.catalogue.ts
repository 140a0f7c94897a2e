import { z } from 'zod';

/*
 * The sportsbook's market catalogue (issue 23). Market, outcome and status codes are those of Sportradar's
 * Unified Odds Feed (UOF, research A2), so a UOF adapter maps one to one and Orca's own producers speak the
 * same language. A market in an event is identified by its market id and its specifier string
 * (`18` + `total=2.5`); `marketKey` joins the two into one key.
 */

/** UOF `marketStatus`. Only odds_change sets active, deactivated, suspended and handed over (and bet_stop suspends). */
export const MARKET_STATUS = {
  /** Shown and bettable. */
  active: 1,
  /** Hidden, bets refused. */
  deactivated: 0,
  /** Shown, bets refused. */
  suspended: -1,
  /** The prematch producer passed the market to the live producer. */
  handedOver: -2,
  settled: -3,
  cancelled: -4,
} as const;
export type MarketStatus = (typeof MARKET_STATUS)[keyof typeof MARKET_STATUS];

/** UOF market ids of the markets Orca prices (packages/games/src/sports/markets.ts). */
export const MARKET = {
  matchResult: 1,
  nextGoal: 8,
  doubleChance: 10,
  drawNoBet: 11,
  handicap: 16,
  total: 18,
  bothTeamsToScore: 29,
  correctScore: 41,
  /** Two-way winner including overtime (UOF 219): The Odds API's h2h outside football. */
  winner: 219,
} as const;
export type MarketId = (typeof MARKET)[keyof typeof MARKET];

export const SPECIFIER_KEYS = ['goalnr', 'hcp', 'score', 'total'] as const;
export type SpecifierKey = (typeof SPECIFIER_KEYS)[number];

/**
 * UOF market 41 "Correct score [{score}]" is a flex-score market: the `score` specifier is the score when the
 * line opened (`score=0:0` before kick-off) and an outcome is the goals still to come, so outcome `1:0` of the
 * line `score=1:1` wins on a final 2:1. After a goal the line is deactivated and a new one opens at the new
 * score. Outcome ids are UOF's fixed list, 28 results of at most six further goals (away goals, then home
 * goals, ascending; 112 is unused). More than six further goals is no outcome: every selection loses.
 */
const CORRECT_SCORE_OUTCOMES: Record<number, string> = {
  110: '0:0',
  114: '1:0',
  116: '2:0',
  118: '3:0',
  120: '4:0',
  122: '5:0',
  124: '6:0',
  126: '0:1',
  128: '1:1',
  130: '2:1',
  132: '3:1',
  134: '4:1',
  136: '5:1',
  138: '0:2',
  140: '1:2',
  142: '2:2',
  144: '3:2',
  146: '4:2',
  148: '0:3',
  150: '1:3',
  152: '2:3',
  154: '3:3',
  156: '0:4',
  158: '1:4',
  160: '2:4',
  162: '0:5',
  164: '1:5',
  166: '0:6',
};

export interface MarketDefinition {
  /** UOF's English name template; `{$competitor1}` is the home side. */
  name: string;
  /** The specifier keys every line of the market carries, sorted; none for a market with one line. */
  specifiers: readonly SpecifierKey[];
  /** Outcome id → name template, as UOF numbers them. */
  outcomes: Readonly<Record<number, string>>;
}

export const MARKETS: Readonly<Record<MarketId, MarketDefinition>> = {
  1: {
    name: '1x2',
    specifiers: [],
    outcomes: { 1: '{$competitor1}', 2: 'draw', 3: '{$competitor2}' },
  },
  8: {
    name: '{!goalnr} goal',
    specifiers: ['goalnr'],
    outcomes: { 6: '{$competitor1}', 7: 'none', 8: '{$competitor2}' },
  },
  10: {
    name: 'Double chance',
    specifiers: [],
    outcomes: {
      9: '{$competitor1} or draw',
      10: '{$competitor1} or {$competitor2}',
      11: 'draw or {$competitor2}',
    },
  },
  11: {
    name: 'Draw no bet',
    specifiers: [],
    outcomes: { 4: '{$competitor1}', 5: '{$competitor2}' },
  },
  16: {
    name: 'Handicap',
    specifiers: ['hcp'],
    // The line is the home side's; the away side gets its negation (research A2).
    outcomes: { 1714: '{$competitor1} ({+hcp})', 1715: '{$competitor2} ({-hcp})' },
  },
  18: {
    name: 'Total',
    specifiers: ['total'],
    outcomes: { 12: 'over {total}', 13: 'under {total}' },
  },
  29: {
    name: 'Both teams to score',
    specifiers: [],
    outcomes: { 74: 'yes', 76: 'no' },
  },
  41: {
    name: 'Correct score [{score}]',
    specifiers: ['score'],
    outcomes: CORRECT_SCORE_OUTCOMES,
  },
  219: {
    name: 'Winner (incl. overtime)',
    specifiers: [],
    // A tie after overtime is void (both outcomes refunded), as books settle a moneyline.
    outcomes: { 4: '{$competitor1}', 5: '{$competitor2}' },
  },
};

export const MarketIdSchema = z.literal(Object.values(MARKET));

export function isMarketId(id: number): id is MarketId {
  return Object.hasOwn(MARKETS, id);
}

/** Whether the catalogue defines `outcomeId` for market `marketId`. */
export function isCatalogueOutcome(marketId: number, outcomeId: number): boolean {
  return isMarketId(marketId) && Object.hasOwn(MARKETS[marketId].outcomes, outcomeId);
}

/* ---------- Specifiers ---------- */

/** A score as UOF writes it, home first: `1:0`. */
export interface Score {
  home: number;
  away: number;
}

/** Parsed specifiers: lines (`total`, `hcp`) are multiples of 0.25, `goalnr` counts from 1. */
export interface Specifiers {
  goalnr?: number;
  hcp?: number;
  score?: Score;
  total?: number;
}

/** A specifier string or value Orca cannot read; `message` says which part and why. */
export class SpecifierError extends Error {
  override name = 'SpecifierError';
}

/** Handicaps stay within ±99; totals reach 999 (a basketball total is about 230 points). */
const LINE_MAX = { hcp: 99, total: 999 } as const;
const GOALNR_MAX = 99;
const SCORE_MAX = 99;

function parseLine(key: 'hcp' | 'total', text: string): number {
  // No exponents, no hex, no spaces: the digits are the value.
  if (!/^[+-]?\d{1,3}(\.\d{1,4})?$/.test(text))
    throw new SpecifierError(`${key}: "${text}" is not a decimal number`);
  return checkLine(key, Number(text));
}

function checkLine(key: 'hcp' | 'total', value: number): number {
  if (!Number.isFinite(value) || !Number.isInteger(value * 4))
    throw new SpecifierError(`${key}: ${value} is not a multiple of 0.25`);
  if (Math.abs(value) > LINE_MAX[key])
    throw new SpecifierError(`${key}: ${value} is beyond ±${LINE_MAX[key]}`);
  if (key === 'total' && value < 0) throw new SpecifierError(`total: ${value} is negative`);
  return value === 0 ? 0 : value;
}

function checkGoalnr(value: number): number {
  if (!Number.isInteger(value) || value < 1 || value > GOALNR_MAX)
    throw new SpecifierError(`goalnr: ${value} is not a goal number 1..${GOALNR_MAX}`);
  return value;
}

function checkScore(score: Score): Score {
  const valid = (goals: number) => Number.isInteger(goals) && goals >= 0 && goals <= SCORE_MAX;
  if (!valid(score.home) || !valid(score.away))
    throw new SpecifierError(`score: ${score.home}:${score.away} is not a score`);
  return { home: score.home, away: score.away };
}

function parseValue(key: SpecifierKey, text: string): Specifiers {
  switch (key) {
    case 'total':
    case 'hcp':
      return { [key]: parseLine(key, text) };
    case 'goalnr':
      if (!/^\d{1,2}$/.test(text))
        throw new SpecifierError(`goalnr: "${text}" is not a whole number`);
      return { goalnr: checkGoalnr(Number(text)) };
    case 'score': {
      const match = /^(\d{1,2}):(\d{1,2})$/.exec(text);
      if (!match) throw new SpecifierError(`score: "${text}" is not home:away`);
      return { score: checkScore({ home: Number(match[1]), away: Number(match[2]) }) };
    }
  }
}

function isSpecifierKey(key: string): key is SpecifierKey {
  return (SPECIFIER_KEYS as readonly string[]).includes(key);
}

/**
 * Reads a specifier string: `key=value` pairs joined by `|`, in any order, `''` for none. Values may be written
 * loosely (`total=2.50`, `hcp=+1`); `formatSpecifiers` gives the one canonical spelling. Throws a
 * SpecifierError naming the bad pair.
 */
export function parseSpecifiers(text: string): Specifiers {
  if (text === '') return {};
  const specifiers: Specifiers = {};
  for (const pair of text.split('|')) {
    const equals = pair.indexOf('=');
    if (equals <= 0) throw new SpecifierError(`"${pair}" is not key=value`);
    const key = pair.slice(0, equals);
    if (!isSpecifierKey(key)) throw new SpecifierError(`"${key}" is not a specifier Orca knows`);
    if (key in specifiers) throw new SpecifierError(`${key} is given twice`);
    Object.assign(specifiers, parseValue(key, pair.slice(equals + 1)));
  }
  return specifiers;
}

/**
 * The canonical specifier string: keys sorted, `|` between pairs, numbers in their shortest form (`total=2.5`,
 * `hcp=-1`, `hcp=0.25`, never `+` or trailing zeros), `score=1:0`. Equal specifiers give equal strings, so
 * the string keys markets and bets. Throws a SpecifierError on a value parseSpecifiers would refuse.
 */
export function formatSpecifiers(specifiers: Specifiers): string {
  const pairs: string[] = [];
  for (const key of SPECIFIER_KEYS) {
    switch (key) {
      case 'total':
      case 'hcp': {
        const value = specifiers[key];
        if (value !== undefined) pairs.push(`${key}=${checkLine(key, value)}`);
        break;
      }
      case 'goalnr':
        if (specifiers.goalnr !== undefined) pairs.push(`goalnr=${checkGoalnr(specifiers.goalnr)}`);
        break;
      case 'score':
        if (specifiers.score !== undefined) {
          const { home, away } = checkScore(specifiers.score);
          pairs.push(`score=${home}:${away}`);
        }
        break;
    }
  }
  return pairs.join('|');
}

/**
 * The specifiers of a line of market `marketId`, checked against the catalogue: exactly the market's keys.
 * With `canonical`, the text must also be spelled as formatSpecifiers spells it (feed messages are).
 */
export function parseMarketSpecifiers(
  marketId: number,
  text: string,
  { canonical = false }: { canonical?: boolean } = {},
): Specifiers {
  if (!isMarketId(marketId)) throw new SpecifierError(`market ${marketId} is not in the catalogue`);
  const specifiers = parseSpecifiers(text);
  const expected = MARKETS[marketId].specifiers;
  const given = Object.keys(specifiers).sort();
  if (given.join('|') !== expected.join('|'))
    throw new SpecifierError(
      `market ${marketId} takes ${expected.length ? expected.join(', ') : 'no specifiers'}, got "${text}"`,
    );
  if (canonical && formatSpecifiers(specifiers) !== text)
    throw new SpecifierError(`"${text}" is not canonical: "${formatSpecifiers(specifiers)}"`);
  return specifiers;
}

/** One key for a market line in an event: `1`, `18?total=2.5`, UOF's selection-key style (research A2). */
export function marketKey(marketId: number, specifiers: string): string {
  return specifiers === '' ? String(marketId) : `${marketId}?${specifiers}`;
}
