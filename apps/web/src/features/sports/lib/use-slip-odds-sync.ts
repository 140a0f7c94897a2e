import type { SportEventSummary, SportsMarket } from '@orca/contracts';
import { useEffect } from 'react';
import { latestOddsIn } from './slip-selection';
import { slipActions } from './slip-store';

type Priced = Pick<SportEventSummary, 'id'> & { markets: readonly SportsMarket[] };

/** The prices a page shows reach the slip: a selection whose price moved shows the old and the new one. */
export function useSlipOddsSync(events: readonly Priced[] | undefined): void {
  useEffect(() => {
    if (!events || events.length === 0) return;
    const byId = new Map(events.map((event) => [event.id, event]));
    slipActions.updateOdds((selection) => {
      const event = byId.get(selection.eventId);
      return event ? latestOddsIn(event, selection) : undefined;
    });
  }, [events]);
}

/** A list's matches carry only their main market; that is what they can tell the slip. */
export const pricedSummaries = (events: readonly SportEventSummary[]): Priced[] =>
  events.map((event) => ({ id: event.id, markets: event.mainMarket ? [event.mainMarket] : [] }));
