import type { SportEventSummary, SportsMarket } from '@orca/contracts';
import type { SlipSelection } from './bet-slip';
import { eventName } from './event-lists';

/** The slip's entry for one outcome of one market of an event, at the price shown. */
export function selectionOf(
  event: Pick<SportEventSummary, 'id' | 'home' | 'away' | 'phase'>,
  market: Pick<SportsMarket, 'marketId' | 'specifiers'>,
  outcome: { id: number; odds: string },
): SlipSelection {
  return {
    eventId: event.id,
    eventName: eventName(event),
    home: event.home.name,
    away: event.away.name,
    marketId: market.marketId,
    specifiers: market.specifiers,
    outcomeId: outcome.id,
    odds: outcome.odds,
    newOdds: null,
    isLive: event.phase === 'live',
  };
}

/** The price an event's markets show now for a slip selection of that event; undefined when the event is another. */
export function latestOddsIn(
  event: Pick<SportEventSummary, 'id'> & { markets: readonly SportsMarket[] },
  selection: SlipSelection,
): string | null | undefined {
  if (selection.eventId !== event.id) return undefined;
  const market = event.markets.find(
    (m) => m.marketId === selection.marketId && m.specifiers === selection.specifiers,
  );
  const outcome = market?.outcomes.find((o) => o.id === selection.outcomeId);
  return outcome?.odds ?? undefined;
}
