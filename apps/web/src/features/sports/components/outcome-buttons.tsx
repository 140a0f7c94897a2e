import type { SportEventSummary, SportsMarket } from '@orca/contracts';
import { useTranslation } from 'react-i18next';
import { selectionKey } from '../lib/bet-slip';
import { isBettable } from '../lib/market-groups';
import { MAIN_MARKET_SHORT, outcomeName } from '../lib/market-names';
import { selectionOf } from '../lib/slip-selection';
import { slipActions, useSlip } from '../lib/slip-store';
import { OddsButton } from './odds-button';

/** A market's outcomes as odds buttons that add to and take from the slip. */
export function OutcomeButtons({
  event,
  market,
  isShort = false,
}: {
  event: Pick<SportEventSummary, 'id' | 'home' | 'away' | 'phase' | 'betStop'>;
  market: SportsMarket;
  /** 1 / X / 2 instead of the teams' names (a list of matches). */
  isShort?: boolean;
}) {
  const { t } = useTranslation();
  const { selections } = useSlip();
  const chosen = new Set(selections.map(selectionKey));
  const teams = { home: event.home.name, away: event.away.name };
  return (
    <>
      {market.outcomes.map((outcome) => {
        const name = outcomeName(market.marketId, market.specifiers, outcome.id, teams);
        const shortName = isShort ? MAIN_MARKET_SHORT[outcome.id] : undefined;
        const key = selectionKey({
          eventId: event.id,
          marketId: market.marketId,
          specifiers: market.specifiers,
          outcomeId: outcome.id,
        });
        const bettable = isBettable(market, outcome, event.betStop);
        return (
          <OddsButton
            key={outcome.id}
            label={shortName ?? t(name.key, name.params)}
            odds={outcome.odds}
            isSelected={chosen.has(key)}
            isBettable={bettable}
            isCompact={isShort}
            onToggle={() => {
              if (chosen.has(key)) slipActions.remove(key);
              else if (bettable && outcome.odds)
                slipActions.toggle(
                  selectionOf(event, market, { id: outcome.id, odds: outcome.odds }),
                );
            }}
          />
        );
      })}
    </>
  );
}
