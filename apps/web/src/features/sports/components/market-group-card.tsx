import type { SportEvent } from '@orca/contracts';
import { useTranslation } from 'react-i18next';
import { builderLineBlocker } from '../lib/bet-builder';
import type { MarketGroup } from '../lib/market-groups';
import { marketGroupName, marketName } from '../lib/market-names';
import { BuilderOutcomeButtons } from './builder-outcome-buttons';
import { OutcomeButtons } from './outcome-buttons';

/**
 * One market group on the event page: each line (total 2.5, handicap -1) a row of odds buttons. In bet-builder
 * mode the buttons pick for the builder, and a market or line the builder cannot price says why.
 */
export function MarketGroupCard({
  event,
  group,
  isBuilder = false,
}: {
  event: SportEvent;
  group: MarketGroup;
  isBuilder?: boolean;
}) {
  const { t } = useTranslation();
  const title = marketGroupName(group.marketId);
  const hasLines = group.markets.length > 1 || group.markets[0]?.specifiers !== '';
  const blockerOf = (market: MarketGroup['markets'][number]) =>
    isBuilder
      ? builderLineBlocker(
          market.marketId,
          market.specifiers,
          market.outcomes.map((o) => o.id),
        )
      : null;
  const isGroupOff = isBuilder && group.markets.every((m) => blockerOf(m) === 'market');
  return (
    <section
      className={`rounded-xl border border-ink-800 bg-ink-900/80 p-3 ${isGroupOff ? 'opacity-70' : ''}`}
    >
      <h2 className="mb-2 text-sm font-semibold text-white">{t(title.key, title.params)}</h2>
      {isGroupOff && (
        <p className="-mt-1 mb-2 text-xs text-amber-300">{t('sports.builder.marketOff')}</p>
      )}
      <div className="flex flex-col gap-2">
        {group.markets.map((market) => {
          const line = marketName(market.marketId, market.specifiers);
          const blocker = blockerOf(market);
          return (
            <div key={market.key}>
              {hasLines && (
                <p className="mb-1 text-xs text-slate-400">
                  {t(line.key, line.params)}
                  {blocker === 'line' && (
                    <span className="ml-1.5 text-amber-300">· {t('sports.builder.lineOff')}</span>
                  )}
                </p>
              )}
              <div
                className={`grid gap-1.5 ${market.outcomes.length === 3 ? 'grid-cols-3' : market.outcomes.length === 2 ? 'grid-cols-2' : 'grid-cols-2 sm:grid-cols-3'}`}
              >
                {isBuilder ? (
                  <BuilderOutcomeButtons event={event} market={market} />
                ) : (
                  <OutcomeButtons event={event} market={market} />
                )}
              </div>
            </div>
          );
        })}
      </div>
    </section>
  );
}
