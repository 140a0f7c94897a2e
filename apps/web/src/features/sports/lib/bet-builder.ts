import {
  MARKETS,
  parseMarketSpecifiers,
  SPORTS_BUILDER_MAX_LEGS,
  SpecifierError,
  type OddsChangePolicy,
  type PlaceSportsBet,
  type SportsBuilderQuoteRequest,
} from '@orca/contracts';
import { BUILDER_MARKETS, builderCondition } from '@orca/games/sports/bet-builder';
import type { SlipSelection } from './bet-slip';
import { selectionKey } from './bet-slip';

/*
 * The bet builder on a match page (issue 24): the player's picks of one match, priced together by the API from
 * the match's score grid. Which lines may take part is the pricing's own rule (games/sports/bet-builder.ts), read
 * here so the page greys out what the API would refuse instead of letting the player find out.
 */

/** Why a market line cannot be in a bet builder: another market, or a whole line that can push. */
export type BuilderLineBlocker = 'market' | 'line';

const BUILDER_MARKET_IDS: ReadonlySet<number> = new Set(Object.values(BUILDER_MARKETS));

/** The goals a correct-score outcome names ("1:0"), as the API reads them. */
function goalsOf(marketId: number, outcomeId: number): { home: number; away: number } | undefined {
  if (marketId !== BUILDER_MARKETS.correctScore) return undefined;
  const markets: Record<number, { outcomes: Record<number, string> } | undefined> = MARKETS;
  const match = /^(\d+):(\d+)$/.exec(markets[marketId]?.outcomes[outcomeId] ?? '');
  return match ? { home: Number(match[1]), away: Number(match[2]) } : undefined;
}

/** Whether this outcome of this line can be in a bet builder, by the pricing's own rule. */
export function isBuilderOutcome(marketId: number, specifiers: string, outcomeId: number): boolean {
  if (!BUILDER_MARKET_IDS.has(marketId)) return false;
  try {
    const parsed = parseMarketSpecifiers(marketId, specifiers);
    const goals = goalsOf(marketId, outcomeId);
    return (
      builderCondition({ marketId, specifiers: parsed, outcomeId, ...(goals ? { goals } : {}) }) !==
      null
    );
  } catch (error) {
    if (error instanceof SpecifierError) return false;
    throw error;
  }
}

/** Why none of a line's outcomes can be in a bet builder, or null when they can. */
export function builderLineBlocker(
  marketId: number,
  specifiers: string,
  outcomeIds: readonly number[],
): BuilderLineBlocker | null {
  if (!BUILDER_MARKET_IDS.has(marketId)) return 'market';
  return outcomeIds.some((id) => isBuilderOutcome(marketId, specifiers, id)) ? null : 'line';
}

const lineOf = (s: Pick<SlipSelection, 'marketId' | 'specifiers'>) =>
  `${s.marketId}|${s.specifiers}`;

/**
 * A click on an outcome in the builder: a pick already there leaves, another outcome of a picked line takes its
 * place (one selection per line, as the API asks), and a new line joins while there is room. `isFull` says the
 * click was refused for want of room.
 */
export function toggleBuilderPick(
  picks: readonly SlipSelection[],
  pick: SlipSelection,
  legsMax: number = SPORTS_BUILDER_MAX_LEGS,
): { picks: SlipSelection[]; isFull: boolean } {
  const key = selectionKey(pick);
  if (picks.some((p) => selectionKey(p) === key))
    return { picks: picks.filter((p) => selectionKey(p) !== key), isFull: false };
  const line = lineOf(pick);
  const index = picks.findIndex((p) => lineOf(p) === line);
  if (index >= 0) return { picks: picks.map((p, i) => (i === index ? pick : p)), isFull: false };
  if (picks.length >= legsMax) return { picks: [...picks], isFull: true };
  return { picks: [...picks, pick], isFull: false };
}

/** What the quote endpoint is asked for these picks, or null while there are too few to price. */
export function builderQuoteRequest(
  eventId: string,
  picks: readonly SlipSelection[],
): SportsBuilderQuoteRequest | null {
  if (picks.length < 2 || picks.length > SPORTS_BUILDER_MAX_LEGS) return null;
  return {
    eventId,
    selections: picks.map((p) => ({
      marketId: p.marketId,
      specifiers: p.specifiers,
      outcomeId: p.outcomeId,
    })),
  };
}

/** A refusal from the quote or the placement, as the builder shows it. */
export interface BuilderRefusal {
  resultCode: string;
  message: string;
  /** The pick the API named (builder_selection_invalid), by its place in the picks. */
  selection: number | null;
  /** The joint price now, when the API says the quoted one moved (odds_changed). */
  newOdds: string | null;
}

/** Reads the API's refusal envelope's data: the offending pick's place, or the builder's new price. */
export function builderRefusalOf(error: {
  resultCode: string;
  message: string;
  data: unknown;
}): BuilderRefusal {
  const data = (error.data ?? {}) as { selection?: unknown; odds?: unknown; field?: unknown };
  return {
    resultCode: error.resultCode,
    message: error.message,
    selection: typeof data.selection === 'number' ? data.selection : null,
    newOdds:
      error.resultCode === 'odds_changed' && typeof data.odds === 'string' ? data.odds : null,
  };
}

/**
 * The builder as the API places it: the joint price the player saw (builderOdds), each leg at the price its
 * market shows now (kept for the record; the joint price is what the odds-change policy judges).
 */
export function builderBet(input: {
  picks: readonly SlipSelection[];
  stake: string;
  odds: string;
  oddsChange: OddsChangePolicy;
  idempotencyKey: string;
}): PlaceSportsBet {
  return {
    type: 'builder',
    stake: input.stake,
    oddsChange: input.oddsChange,
    idempotencyKey: input.idempotencyKey,
    builderOdds: input.odds,
    selections: input.picks.map((p) => ({
      eventId: p.eventId,
      marketId: p.marketId,
      specifiers: p.specifiers,
      outcomeId: p.outcomeId,
      odds: p.newOdds ?? p.odds,
    })),
  };
}
