import { useTranslation } from 'react-i18next';
import { selectionKey, type SlipSelection } from '../lib/bet-slip';
import { marketName, outcomeName } from '../lib/market-names';
import { oddsText } from '../lib/odds-text';
import { slipActions, useSlip } from '../lib/slip-store';

/**
 * One pick in the slip: match, market, outcome, price (an old one struck through beside the new), a stake for a
 * single, a banker toggle in a system bet.
 */
export function SlipSelectionItem({
  selection,
  hasStake,
  isRelated,
  banker,
}: {
  selection: SlipSelection;
  hasStake: boolean;
  isRelated: boolean;
  /** In a system bet: whether it is a banker and whether its toggle can be pressed now; null otherwise. */
  banker: { isBanker: boolean; canToggle: boolean } | null;
}) {
  const { t } = useTranslation();
  const { oddsFormat, singleStakes } = useSlip();
  const key = selectionKey(selection);
  const market = marketName(selection.marketId, selection.specifiers);
  const outcome = outcomeName(selection.marketId, selection.specifiers, selection.outcomeId, {
    home: selection.home,
    away: selection.away,
  });
  const outcomeText = t(outcome.key, outcome.params);
  return (
    <li
      className={`rounded-lg border bg-ink-800/70 p-2.5 ${isRelated ? 'border-amber-500/70' : 'border-ink-700'}`}
    >
      <div className="flex items-start gap-2">
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-semibold text-white">{outcomeText}</p>
          <p className="truncate text-xs text-slate-400">{t(market.key, market.params)}</p>
          <p className="truncate text-xs text-slate-400">
            {selection.isLive && (
              <span className="mr-1 font-semibold text-rose-400">{t('sports.live')}</span>
            )}
            {selection.eventName}
          </p>
        </div>
        <p className="shrink-0 text-right text-sm font-semibold tabular-nums">
          {selection.newOdds === null ? (
            <span className="text-white">{oddsText(selection.odds, oddsFormat)}</span>
          ) : (
            <>
              <span className="sr-only">{t('sports.slip.oddsChangedFrom')}</span>
              <s className="block text-xs text-slate-500">{oddsText(selection.odds, oddsFormat)}</s>
              <span className="sr-only">{t('sports.slip.oddsChangedTo')}</span>
              <span className="rounded bg-amber-400 px-1 text-ink-950">
                {oddsText(selection.newOdds, oddsFormat)}
              </span>
            </>
          )}
        </p>
        <button
          type="button"
          onClick={() => slipActions.remove(key)}
          className="-mt-1 -mr-1 rounded p-1 text-slate-400 hover:bg-ink-700 hover:text-white"
          aria-label={t('sports.slip.remove', { outcome: outcomeText })}
        >
          ×
        </button>
      </div>
      {banker && (
        <button
          type="button"
          aria-pressed={banker.isBanker}
          disabled={!banker.canToggle}
          onClick={() => slipActions.toggleBanker(key)}
          aria-label={t('sports.slip.system.bankerFor', { outcome: outcomeText })}
          title={t('sports.slip.system.bankerTitle')}
          className={`mt-1.5 rounded-full border px-2 py-0.5 text-[11px] font-semibold ${
            banker.isBanker
              ? 'border-accent-400 bg-accent-500 text-ink-950'
              : 'border-ink-600 text-slate-400 hover:text-white'
          } disabled:cursor-not-allowed disabled:opacity-40`}
        >
          {t('sports.slip.system.banker')}
        </button>
      )}
      {isRelated && <p className="mt-1 text-xs text-amber-300">{t('sports.slip.relatedLeg')}</p>}
      {hasStake && (
        <label className="mt-2 flex items-center gap-2 text-xs text-slate-300">
          {t('sports.slip.stake')}
          <input
            inputMode="decimal"
            value={singleStakes[key] ?? ''}
            onChange={(e) => slipActions.setSingleStake(key, e.target.value)}
            className="w-full rounded-md border border-ink-600 bg-ink-950 px-2 py-1 text-right text-sm text-white"
            aria-label={t('sports.slip.stakeFor', { outcome: outcomeText })}
            placeholder="0.00"
          />
        </label>
      )}
    </li>
  );
}
