import {
  formatMinor,
  MARKET,
  MARKET_STATUS,
  MARKET_STATUS_NAMES,
  type SportEvent,
  type SportEventSummary,
  type SportsBet,
  type SportsMarket,
  type SportsSystemName,
} from '@orca/contracts';
import { VIRTUAL_FOOTBALL_CLIENT_SEED, matchClock } from '@orca/games/sports/match-timeline';
import { betOddsText, legStatusOf } from './bet-math.ts';
import { playerPotentialMinor, promoViewOf } from './bet-promos.ts';
import type { EventBook, MarketBook } from './feed.types.ts';
import type { EventHead, SportBetLegRow, SportBetRow, SportEventRow } from './sports.repository.ts';
import type { VirtualLeague } from './virtual-league.ts';

/*
 * What players see of events and bets. The clock and the goals come from the match's timeline read only up to
 * now (matchClock), never beyond, so no view shows a goal to come; the seed only once revealed.
 */

function marketView(key: string, market: MarketBook): SportsMarket {
  return {
    key,
    marketId: market.marketId,
    specifiers: market.specifiers,
    status: MARKET_STATUS_NAMES[market.status],
    outcomes: Object.entries(market.outcomes)
      .map(([id, outcome]) => ({ id: Number(id), odds: outcome.odds, active: outcome.active }))
      .sort((a, b) => a.id - b.id),
  };
}

/**
 * Markets a player may see: not deactivated (UOF: hidden), in catalogue order; an operator's suspension (a
 * market key, or `*` for the event) shows as suspended whatever the feed says.
 */
function visibleMarkets(book: EventBook, blocked: ReadonlySet<string> = new Set()): SportsMarket[] {
  return Object.entries(book.markets)
    .filter(([, market]) => market.status !== MARKET_STATUS.deactivated)
    .sort(
      ([, a], [, b]) =>
        a.marketId - b.marketId ||
        a.specifiers.localeCompare(b.specifiers, 'en', { numeric: true }),
    )
    .map(([key, market]) => {
      const view = marketView(key, market);
      return view.status === 'active' && (blocked.has('*') || blocked.has(key))
        ? { ...view, status: 'suspended' as const }
        : view;
    });
}

export function createSportsViews(
  league: Pick<VirtualLeague, 'matchOf'>,
  settings: { msPerMatchMinute: number; betDelayMs: number },
  now = Date.now,
) {
  function live(event: SportEventRow) {
    const match = league.matchOf(event);
    if (!match || event.phase === 'not_started' || event.phase === 'cancelled') return null;
    const clock = matchClock(
      match.timeline,
      now() - event.startsAt.getTime(),
      settings.msPerMatchMinute,
    );
    return { match, clock };
  }

  function summary(event: SportEventRow, blocked?: ReadonlySet<string>): SportEventSummary {
    const book = event.book as EventBook;
    const markets = visibleMarkets(book, blocked);
    const state = live(event);
    const ended = event.phase === 'ended' || event.phase === 'closed';
    return {
      id: event.id,
      sport: event.sport,
      tournament: { id: event.tournamentId, name: event.tournamentName },
      home: { id: event.homeId, name: event.homeName },
      away: { id: event.awayId, name: event.awayName },
      startTime: event.startsAt.toISOString(),
      phase: event.phase,
      score: { home: event.homeScore, away: event.awayScore },
      clock: state
        ? {
            phase: ended ? 'full-time' : state.clock.phase,
            minute: ended ? 'FT' : state.clock.minute,
          }
        : null,
      betStop:
        ended || (markets.length > 0 && markets.every((market) => market.status !== 'active')),
      // 1X2, or the two-way winner where there is no draw (a real feed's basketball).
      mainMarket:
        markets.find((market) => market.marketId === MARKET.matchResult) ??
        markets.find((market) => market.marketId === MARKET.winner) ??
        null,
      marketCount: markets.length,
    };
  }

  function detail(event: SportEventRow, blocked?: ReadonlySet<string>): SportEvent {
    const state = live(event);
    const revealed = event.seedRevealedAt !== null;
    const goals = state
      ? state.match.timeline.goals
          .slice(0, event.homeScore + event.awayScore)
          .map((goal) => ({ minute: goal.minute, side: goal.side, penalty: goal.penalty }))
      : [];
    return {
      ...summary(event, blocked),
      markets: visibleMarkets(event.book as EventBook, blocked),
      goals,
      serverSeedHash: event.serverSeedHash ?? '',
      serverSeed: revealed ? event.serverSeed : null,
      clientSeed: VIRTUAL_FOOTBALL_CLIENT_SEED,
      betDelayMs: settings.betDelayMs,
    };
  }

  return { summary, detail };
}

export function betView(
  bet: SportBetRow,
  legs: SportBetLegRow[],
  events: Map<string, EventHead>,
  /** The bet's automatic cash-out threshold, when it has one. */
  cashOutThresholdMinor?: bigint,
): SportsBet {
  return {
    id: bet.id.toString(),
    type: bet.type,
    status: bet.status === 'pending' ? 'open' : bet.status,
    stake: formatMinor(bet.stakeMinor),
    system:
      bet.systemSizes && bet.unitStakeMinor !== null
        ? {
            name: (bet.systemName as SportsSystemName | null) ?? null,
            sizes: bet.systemSizes,
            bankers: bet.systemBankers ?? [],
            lines: Number(bet.stakeMinor / bet.unitStakeMinor),
            unitStake: formatMinor(bet.unitStakeMinor),
          }
        : null,
    currency: bet.currency,
    totalOdds: betOddsText(bet, legs),
    potentialReturn: formatMinor(playerPotentialMinor(bet)),
    payout:
      bet.settledAt === null
        ? null
        : formatMinor(bet.paidMinor - bet.owedMinor + bet.cashedOutMinor),
    cashedOut: formatMinor(bet.cashedOutMinor),
    promo: promoViewOf(bet, legs),
    cashOutRule:
      cashOutThresholdMinor !== undefined && (bet.status === 'open' || bet.status === 'pending')
        ? { threshold: formatMinor(cashOutThresholdMinor) }
        : null,
    placedAt: bet.placedAt.toISOString(),
    settledAt: bet.settledAt?.toISOString() ?? null,
    legs: legs.map((leg) => {
      const event = events.get(leg.eventId);
      return {
        eventId: leg.eventId,
        eventName: event ? `${event.homeName} – ${event.awayName}` : leg.eventId,
        startTime: event?.startsAt.toISOString() ?? '',
        marketId: leg.marketId,
        specifiers: leg.specifiers,
        outcomeId: leg.outcomeId,
        odds: leg.odds,
        status: legStatusOf(leg),
        fair:
          event?.serverSeedHash == null
            ? null
            : {
                serverSeedHash: event.serverSeedHash,
                serverSeed: event.seedRevealedAt === null ? null : event.serverSeed,
                league: event.tournamentId,
                home: event.homeId,
                away: event.awayId,
              },
      };
    }),
  };
}
