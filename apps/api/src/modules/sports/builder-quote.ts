import {
  MARKET,
  MARKET_STATUS,
  MARKETS,
  marketKey,
  parseMarketSpecifiers,
  SpecifierError,
  SPORTS_BUILDER_MARGIN,
  SPORTS_BUILDER_MAX_LEGS,
} from '@orca/contracts';
import {
  builderCondition,
  builderOdds,
  impliedGrid,
  jointProbability,
  type BuilderSelection,
} from '@orca/games/sports/bet-builder';
import { VIRTUAL_LEAGUES } from '@orca/games/sports/leagues';
import type { Rational } from '@orca/games/sports/rational';
import { AppError } from '../../platform/errors.ts';
import type { EventBook } from './feed.types.ts';
import type { SportEventRow } from './sports.repository.ts';

/*
 * A bet builder's price (Sportsbook II): the selections of one match priced together from the final-score grid
 * the match's own 1X2 implies (games/sports/bet-builder.ts), with the builder margin. Every selection must be
 * open for betting exactly as in a single; the price is what the house would take now.
 */

export interface BuilderLegInput {
  marketId: number;
  specifiers: string;
  outcomeId: number;
}

/** `1:0` in the catalogue's correct-score outcome names: the goals still to come. */
function goalsOf(marketId: number, outcomeId: number): { home: number; away: number } | undefined {
  if (marketId !== MARKET.correctScore) return undefined;
  const name = MARKETS[MARKET.correctScore].outcomes[outcomeId];
  const match = name ? /^(\d+):(\d+)$/.exec(name) : null;
  return match ? { home: Number(match[1]), away: Number(match[2]) } : undefined;
}

/** The book's fair chances of a home and an away win: its 1X2 with the margin taken out proportionally. */
function fairResult(book: EventBook): { home: number; away: number } | null {
  const market = book.markets[marketKey(MARKET.matchResult, '')];
  if (!market || market.status !== MARKET_STATUS.active) return null;
  const implied = [1, 2, 3].map((id) => {
    const outcome = market.outcomes[id];
    return outcome?.active && outcome.odds !== null ? 1 / Number(outcome.odds) : null;
  });
  if (implied.some((p) => p === null)) return null;
  const [home, draw, away] = implied as [number, number, number];
  const total = home + draw + away;
  return { home: home / total, away: away / total };
}

/**
 * Each selection open for betting on the event's book, as a single's would have to be. Produces
 * selection_unavailable, market_suspended.
 */
export function assertBuilderOpen(
  event: SportEventRow,
  legs: readonly BuilderLegInput[],
  blocked: ReadonlySet<string> | undefined,
): void {
  if (event.phase !== 'not_started' && event.phase !== 'live')
    throw new AppError('selection_unavailable');
  const book = event.book as EventBook;
  for (const leg of legs) {
    const key = marketKey(leg.marketId, leg.specifiers);
    const market = book.markets[key];
    const outcome = market?.outcomes[leg.outcomeId];
    if (!market || !outcome || market.status === MARKET_STATUS.deactivated)
      throw new AppError('selection_unavailable');
    if (
      market.status !== MARKET_STATUS.active ||
      !outcome.active ||
      outcome.odds === null ||
      blocked?.has('*') ||
      blocked?.has(key)
    )
      throw new AppError('market_suspended');
  }
}

/**
 * The builder's odds for these selections of the event, or an AppError: builder_unavailable when the match has
 * no book to price from, builder_selection_invalid (with the selection's place) for one that cannot be in a
 * builder, builder_contradiction when they cannot all win, builder_out_of_range when
 * their price is too short or too long to offer. The caller checks each selection is open for betting.
 */
export function builderPrice(event: SportEventRow, legs: readonly BuilderLegInput[]): Rational {
  if (legs.length < 2 || legs.length > SPORTS_BUILDER_MAX_LEGS)
    throw new AppError('validation_error', {
      params: { field: 'selections', reason: `2 to ${SPORTS_BUILDER_MAX_LEGS} selections` },
    });
  const seen = new Set<string>();
  const selections = legs.map((leg, index): BuilderSelection => {
    let specifiers;
    try {
      specifiers = parseMarketSpecifiers(leg.marketId, leg.specifiers, { canonical: true });
    } catch (error) {
      if (error instanceof SpecifierError)
        throw new AppError('builder_selection_invalid', { data: { selection: index } });
      throw error;
    }
    const key = marketKey(leg.marketId, leg.specifiers);
    const goals = goalsOf(leg.marketId, leg.outcomeId);
    const selection: BuilderSelection = {
      marketId: leg.marketId,
      specifiers,
      outcomeId: leg.outcomeId,
      ...(goals ? { goals } : {}),
    };
    // Two selections of one line are the same question asked twice (or a contradiction): one per line.
    if (seen.has(key) || builderCondition(selection) === null)
      throw new AppError('builder_selection_invalid', { data: { selection: index } });
    seen.add(key);
    return selection;
  });
  const result = fairResult(event.book as EventBook);
  const rho = VIRTUAL_LEAGUES.find((league) => league.id === event.tournamentId)?.rho ?? 0;
  const grid = result
    ? impliedGrid({
        ...result,
        score: { home: event.homeScore, away: event.awayScore },
        rho,
      })
    : null;
  if (!grid) throw new AppError('builder_unavailable');
  const probability = jointProbability(grid, selections);
  // Below a millionth no score the grid holds makes every selection win: they contradict each other.
  if (probability < 1e-6) throw new AppError('builder_contradiction');
  const odds = builderOdds(probability, SPORTS_BUILDER_MARGIN);
  if (!odds) throw new AppError('builder_out_of_range');
  return odds;
}
