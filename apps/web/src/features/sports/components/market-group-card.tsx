import type { SportEvent } from '@orca/contracts';
import { useTranslation } from 'react-i18next';
import type { MarketGroup } from '../lib/market-groups';
import { marketGroupName, marketName } from '../lib/market-names';
import { OutcomeButtons } from './outcome-buttons';

/** One market group on the event page: each line (total 2.5, handicap -1) a row of odds buttons. */
export function MarketGroupCard({ event, group }: { event: SportEvent; group: MarketGroup }) {
  const { t } = useTranslation();
  const title = marketGroupName(group.marketId);
  const hasLines = group.markets.length > 1 || group.markets[0]?.specifiers !== '';
  return (
    <section className="rounded-xl border border-ink-800 bg-ink-900/80 p-3">
      <h2 className="mb-2 text-sm font-semibold text-white">{t(title.key, title.params)}</h2>
      <div className="flex flex-col gap-2">
        {group.markets.map((market) => {
          const line = marketName(market.marketId, market.specifiers);
          return (
            <div key={market.key}>
              {hasLines && (
                <p className="mb-1 text-xs text-slate-400">{t(line.key, line.params)}</p>
              )}
              <div
                className={`grid gap-1.5 ${market.outcomes.length === 3 ? 'grid-cols-3' : market.outcomes.length === 2 ? 'grid-cols-2' : 'grid-cols-2 sm:grid-cols-3'}`}
              >
                <OutcomeButtons event={event} market={market} />
              </div>
            </div>
          );
        })}
      </div>
    </section>
  );
}
