import type { SportEventSummary, SportsMarket } from '@orca/contracts';
import { useTranslation } from 'react-i18next';
import { isBuilderOutcome } from '../lib/bet-builder';
import { selectionKey } from '../lib/bet-slip';
import { builderActions, useBuilder } from '../lib/builder-store';
import { isBettable } from '../lib/market-groups';
import { outcomeName } from '../lib/market-names';
import { selectionOf } from '../lib/slip-selection';
import { OddsButton } from './odds-button';

/** A market's outcomes in bet-builder mode: a click adds to or takes from the match's builder, not the slip. */
export function BuilderOutcomeButtons({
  event,
  market,
}: {
  event: Pick<SportEventSummary, 'id' | 'home' | 'away' | 'phase' | 'betStop'>;
  market: SportsMarket;
}) {
  const { t } = useTranslation();
  const { picks } = useBuilder(event.id);
  const chosen = new Set(picks.map(selectionKey));
  const teams = { home: event.home.name, away: event.away.name };
  return (
    <>
      {market.outcomes.map((outcome) => {
        const name = outcomeName(market.marketId, market.specifiers, outcome.id, teams);
        const key = selectionKey({
          eventId: event.id,
          marketId: market.marketId,
          specifiers: market.specifiers,
          outcomeId: outcome.id,
        });
        const isEligible = isBuilderOutcome(market.marketId, market.specifiers, outcome.id);
        const bettable = isBettable(market, outcome, event.betStop);
        return (
          <OddsButton
            key={outcome.id}
            label={t(name.key, name.params)}
            odds={outcome.odds}
            isSelected={chosen.has(key)}
            isBettable={bettable && isEligible}
            offLabel={bettable && !isEligible ? t('sports.builder.notPickable') : undefined}
            onToggle={() => {
              if (chosen.has(key) || (bettable && isEligible && outcome.odds))
                builderActions.toggle(
                  event.id,
                  selectionOf(event, market, { id: outcome.id, odds: outcome.odds ?? '' }),
                );
            }}
          />
        );
      })}
    </>
  );
}
