import { ODDS_CHANGE_POLICIES, type OddsChangePolicy } from '@orca/contracts';
import { formatOdds } from '@orca/games/sports/odds-format';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { formatMoney } from '../../../lib/format';
import { useBalance } from '../../../lib/queries/player';
import { useSession } from '../../../lib/session';
import { useShell } from '../../../lib/shell-context';
import {
  hasChanges,
  multipleBlocker,
  parseStakeMinor,
  potentialReturn,
  relatedEventIds,
  selectionKey,
  singlesTotals,
  totalOdds,
} from '../lib/bet-slip';
import { ODDS_FORMATS } from '../lib/odds-text';
import { slipActions, useSlip } from '../lib/slip-store';
import {
  bankerIndexes,
  canToggleBanker,
  chosenSystem,
  SYSTEM_MIN_SELECTIONS,
  systemBlocker,
  systemOptions,
  systemLabel,
} from '../lib/system-bet';
import { systemTotals } from '../lib/system-totals';
import { useSportsPromos } from '../api/sports-promos';
import { promoBlocker } from '../lib/slip-promos';
import { SlipPromoPicker } from './slip-promo-picker';
import { SlipSelectionItem } from './slip-selection-item';
import { useSlipPlacement } from './use-slip-placement';

/**
 * The bet slip: the picks, Single, Multiple and (from three picks) System tabs, stakes and potential returns as they are typed, the
 * odds-change policy and the odds format, and Place bet (a visitor is asked to log in first).
 */
export function BetSlip() {
  const { t, i18n } = useTranslation();
  const slip = useSlip();
  const { isLoggedIn } = useSession();
  const { openLogin } = useShell();
  const balance = useBalance();
  const currency = balance.data?.currency ?? 'EUR';
  const money = (amount: string) => formatMoney(amount, currency, i18n.language);
  const { placeSlip, result, isPlacing, dismiss } = useSlipPlacement();
  const { selections, tab } = slip;
  const related = relatedEventIds(selections);
  const blocker = multipleBlocker(selections);
  const multipleOdds = totalOdds(selections);
  const multipleReturn = potentialReturn(slip.multipleStake, multipleOdds);
  const singles = singlesTotals(selections, slip.singleStakes);
  const changed = hasChanges(selections);
  const isMultiple = tab === 'multiple';
  const isSystem = tab === 'system';
  const tabs =
    selections.length >= SYSTEM_MIN_SELECTIONS
      ? (['single', 'multiple', 'system'] as const)
      : (['single', 'multiple'] as const);
  const bankers = bankerIndexes(selections, slip.bankers);
  const bankerKeys = new Set(bankers.map((i) => selectionKey(selections[i]!)));
  const systems = systemOptions(selections.length, bankers.length);
  const system = chosenSystem(systems, slip.systemId);
  const systemBlock = systemBlocker(selections);
  const systemFigures = system ? systemTotals(selections, system, bankers, slip.systemStake) : null;
  // A free bet or boost goes on a multiple, or a single when the slip holds one selection (issue 24).
  const promos = useSportsPromos().data?.promos ?? [];
  // Kept in the slip's store, so a slip drawn again (the phone's sheet, a resize) keeps the choice.
  const promo = promos.find((p) => p.id === slip.promoId) ?? null;
  const onlyKey = selections.length === 1 ? selectionKey(selections[0]!) : null;
  const promoBet = {
    legs: selections.length,
    odds: multipleOdds,
    stake: isMultiple ? slip.multipleStake : onlyKey ? (slip.singleStakes[onlyKey] ?? '') : '',
  };
  const promoBlock = promo
    ? promoBlocker(promo, { tab, legs: promoBet.legs, odds: promoBet.odds })
    : null;
  function handlePromo(next: typeof promo) {
    slipActions.setPromo(next?.id ?? null);
    // A free bet stakes exactly its amount.
    if (next?.kind !== 'free_bet' || next.amount === null) return;
    if (isMultiple) slipActions.setMultipleStake(next.amount);
    else if (onlyKey) slipActions.setSingleStake(onlyKey, next.amount);
  }
  const hasStake = isSystem
    ? (parseStakeMinor(slip.systemStake) ?? 0n) > 0n
    : isMultiple
      ? (parseStakeMinor(slip.multipleStake) ?? 0n) > 0n
      : selections.some(
          (s) => (parseStakeMinor(slip.singleStakes[selectionKey(s)] ?? '') ?? 0n) > 0n,
        );
  const canPlace =
    selections.length > 0 &&
    hasStake &&
    !changed &&
    !isPlacing &&
    (!isMultiple || blocker === null) &&
    (!isSystem || (systemBlock === null && system !== null)) &&
    promoBlock === null;
  const systemName = (option: NonNullable<typeof system>) => {
    const label = systemLabel(option, option.free);
    return t(label.key, label.params);
  };

  function handlePlace() {
    if (!isLoggedIn) {
      openLogin();
      return;
    }
    void placeSlip(slip, promo);
  }

  return (
    <section aria-label={t('sports.slip.title')} className="flex flex-col gap-3 text-sm">
      <div className="flex items-center justify-between gap-2">
        <h2 className="font-semibold text-white">
          {t('sports.slip.titleCount', { n: selections.length })}
        </h2>
        {selections.length > 0 && (
          <button
            type="button"
            className="text-xs text-slate-400 underline hover:text-white"
            onClick={() => slipActions.clear()}
          >
            {t('sports.slip.clear')}
          </button>
        )}
      </div>

      {result?.kind === 'placed' && (
        <div
          role="status"
          className="rounded-lg border border-emerald-500/60 bg-emerald-500/10 p-3"
        >
          <p className="font-semibold text-emerald-300">
            {t('sports.slip.placed', { n: result.bets.length })}
          </p>
          <ul className="mt-1 text-xs text-slate-300">
            {result.bets.map((bet) => (
              <li key={bet.id}>
                {t('sports.slip.betId', { id: bet.id })} · {money(bet.stake)}
              </li>
            ))}
          </ul>
          <div className="mt-2 flex gap-3 text-xs">
            <Link to="/sports/my-bets" className="text-accent-300 underline">
              {t('sports.slip.toMyBets')}
            </Link>
            <button type="button" className="text-slate-400 underline" onClick={dismiss}>
              {t('sports.slip.dismiss')}
            </button>
          </div>
        </div>
      )}

      {selections.length === 0 ? (
        result?.kind !== 'placed' && <p className="text-slate-400">{t('sports.slip.empty')}</p>
      ) : (
        <>
          <div
            role="tablist"
            className={`grid gap-1 rounded-lg bg-ink-950 p-1 ${tabs.length === 3 ? 'grid-cols-3' : 'grid-cols-2'}`}
          >
            {tabs.map((value) => (
              <button
                key={value}
                type="button"
                role="tab"
                aria-selected={tab === value}
                onClick={() => slipActions.setTab(value)}
                className={`rounded-md py-1.5 text-xs font-semibold ${tab === value ? 'bg-ink-700 text-white' : 'text-slate-400 hover:text-white'}`}
              >
                {t(`sports.slip.tabs.${value}`)}
              </button>
            ))}
          </div>

          <ul className="flex flex-col gap-2">
            {selections.map((s) => (
              <SlipSelectionItem
                key={selectionKey(s)}
                selection={s}
                hasStake={tab === 'single'}
                isRelated={tab !== 'single' && related.has(s.eventId)}
                banker={
                  isSystem
                    ? {
                        isBanker: bankerKeys.has(selectionKey(s)),
                        canToggle: canToggleBanker(selections, slip.bankers, selectionKey(s)),
                      }
                    : null
                }
              />
            ))}
          </ul>

          {isMultiple && blocker !== null && (
            <p role="alert" className="rounded-lg bg-amber-500/10 p-2 text-xs text-amber-300">
              {t(blocker === 'related' ? 'sports.slip.relatedBlock' : 'sports.slip.tooFew')}
            </p>
          )}

          {isSystem && systemBlock !== null && (
            <p role="alert" className="rounded-lg bg-amber-500/10 p-2 text-xs text-amber-300">
              {t(
                systemBlock === 'related'
                  ? 'sports.slip.system.relatedBlock'
                  : 'sports.slip.system.tooFew',
              )}
            </p>
          )}

          {isSystem ? (
            <div className="flex flex-col gap-1.5 rounded-lg bg-ink-950/60 p-2.5">
              <label className="flex flex-col gap-1 text-xs text-slate-300">
                {t('sports.slip.system.choose')}
                <select
                  value={system?.id ?? ''}
                  onChange={(e) => slipActions.setSystem(e.target.value)}
                  aria-label={t('sports.slip.system.choose')}
                  className="rounded-md border border-ink-600 bg-ink-950 px-2 py-1.5 text-sm text-white"
                >
                  {systems.map((option) => (
                    <option key={option.id} value={option.id}>
                      {t('sports.slip.system.option', {
                        name: systemName(option),
                        lines: option.lines,
                      })}
                    </option>
                  ))}
                </select>
              </label>
              <p className="text-[11px] text-slate-500">
                {t(
                  bankers.length > 0
                    ? 'sports.slip.system.withBankers'
                    : 'sports.slip.system.bankerHint',
                )}
              </p>
              <Row label={t('sports.slip.system.lines')}>
                <span data-testid="system-lines">{systemFigures?.lines ?? '—'}</span>
              </Row>
              <label className="flex items-center justify-between gap-2 text-xs text-slate-300">
                {t('sports.slip.system.stakePerLine')}
                <input
                  inputMode="decimal"
                  value={slip.systemStake}
                  onChange={(e) => slipActions.setSystemStake(e.target.value)}
                  className="w-28 rounded-md border border-ink-600 bg-ink-950 px-2 py-1 text-right text-sm text-white"
                  aria-label={t('sports.slip.system.stakeInput')}
                  placeholder="0.00"
                />
              </label>
              <Row label={t('sports.slip.totalStake')}>
                <span data-testid="system-total-stake">
                  {systemFigures?.totalStake ? money(systemFigures.totalStake) : '—'}
                </span>
              </Row>
              <Row label={t('sports.slip.potentialReturn')}>
                <span data-testid="system-return">
                  {systemFigures?.potentialReturn && systemBlock === null
                    ? money(systemFigures.potentialReturn)
                    : '—'}
                </span>
              </Row>
            </div>
          ) : isMultiple ? (
            <div className="flex flex-col gap-1.5 rounded-lg bg-ink-950/60 p-2.5">
              <Row label={t('sports.slip.totalOdds')}>
                {formatOdds(multipleOdds, slip.oddsFormat)}
              </Row>
              <label className="flex items-center justify-between gap-2 text-xs text-slate-300">
                {t('sports.slip.stake')}
                <input
                  inputMode="decimal"
                  value={slip.multipleStake}
                  onChange={(e) => slipActions.setMultipleStake(e.target.value)}
                  className="w-28 rounded-md border border-ink-600 bg-ink-950 px-2 py-1 text-right text-sm text-white"
                  aria-label={t('sports.slip.multipleStake')}
                  placeholder="0.00"
                />
              </label>
              <Row label={t('sports.slip.potentialReturn')}>
                {multipleReturn && blocker === null ? money(multipleReturn) : '—'}
              </Row>
            </div>
          ) : (
            <div className="flex flex-col gap-1.5 rounded-lg bg-ink-950/60 p-2.5">
              <Row label={t('sports.slip.totalStake')}>{money(singles.stake)}</Row>
              <Row label={t('sports.slip.potentialReturn')}>{money(singles.potentialReturn)}</Row>
            </div>
          )}

          {isLoggedIn ? (
            <SlipPromoPicker
              promos={promos}
              selected={promo}
              blocker={promoBlock}
              onSelect={handlePromo}
              bet={promoBet}
              money={money}
              oddsFormat={slip.oddsFormat}
            />
          ) : null}

          <label className="flex flex-col gap-1 text-xs text-slate-300">
            {t('sports.slip.oddsChange')}
            <select
              value={slip.oddsChange}
              onChange={(e) => slipActions.setOddsChange(e.target.value as OddsChangePolicy)}
              className="rounded-md border border-ink-600 bg-ink-950 px-2 py-1.5 text-sm text-white"
            >
              {ODDS_CHANGE_POLICIES.map((policy) => (
                <option key={policy} value={policy}>
                  {t(`sports.slip.policy.${policy}`)}
                </option>
              ))}
            </select>
          </label>

          {result?.kind === 'refused' && (
            <p
              role="alert"
              className="rounded-lg border border-rose-500/60 bg-rose-500/10 p-2 text-xs text-rose-200"
            >
              {result.message}
            </p>
          )}

          {changed ? (
            <Button onClick={() => slipActions.acceptChanges()}>
              {t('sports.slip.acceptChanges')}
            </Button>
          ) : (
            <Button onClick={handlePlace} disabled={!canPlace && isLoggedIn}>
              {isPlacing ? t('sports.slip.placing') : t('sports.slip.place')}
            </Button>
          )}
          {isPlacing && selections.some((s) => s.isLive) && (
            <p role="status" className="text-xs text-slate-400">
              {t('sports.slip.delayNotice')}
            </p>
          )}
        </>
      )}

      <div className="flex items-center justify-between gap-2 border-t border-ink-800 pt-3 text-xs text-slate-400">
        <label className="flex items-center gap-2">
          {t('sports.slip.oddsFormat')}
          <select
            value={slip.oddsFormat}
            onChange={(e) => {
              const format = ODDS_FORMATS.find((f) => f === e.target.value);
              if (format) slipActions.setOddsFormat(format);
            }}
            className="rounded-md border border-ink-600 bg-ink-950 px-1.5 py-1 text-xs text-white"
          >
            {ODDS_FORMATS.map((format) => (
              <option key={format} value={format}>
                {t(`sports.oddsFormat.${format}`)}
              </option>
            ))}
          </select>
        </label>
        <Link to="/info/sports-rules" className="underline hover:text-white">
          {t('sports.rulesLink')}
        </Link>
      </div>
    </section>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <p className="flex items-center justify-between gap-2 text-xs text-slate-300">
      <span>{label}</span>
      <span className="text-sm font-semibold text-white tabular-nums">{children}</span>
    </p>
  );
}
