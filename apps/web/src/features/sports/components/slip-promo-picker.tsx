import type { SportsPromo } from '@orca/contracts';
import { formatOdds, type OddsFormat } from '@orca/games/sports/odds-format';
import type { Rational } from '@orca/games/sports/rational';
import { useTranslation } from 'react-i18next';
import { promoOdds, promoReturn, type PromoBlocker } from '../lib/slip-promos';

/**
 * The slip's free bets and boosts (issue 24): the player picks one for this bet; a free bet stakes its amount
 * and keeps the stake back from a win, a boost shows the boosted odds. Why one does not fit the bet is said
 * beside it, and Place bet waits until it does or none is picked.
 */
export function SlipPromoPicker({
  promos,
  selected,
  blocker,
  onSelect,
  bet,
  money,
  oddsFormat,
}: {
  promos: readonly SportsPromo[];
  selected: SportsPromo | null;
  blocker: PromoBlocker | null;
  onSelect: (promo: SportsPromo | null) => void;
  bet: { legs: number; odds: Rational; stake: string };
  money: (amount: string) => string;
  oddsFormat: OddsFormat;
}) {
  const { t } = useTranslation();
  if (promos.length === 0) return null;
  const label = (promo: SportsPromo) => {
    const what =
      promo.kind === 'free_bet'
        ? t('sports.promo.freeBet', { amount: money(promo.amount ?? '0') })
        : promo.accaBoosts.length > 0
          ? t('sports.promo.accaBoost', {
              rows: promo.accaBoosts
                .map((row) => t('sports.promo.accaRow', { legs: row.legs, percent: row.percent }))
                .join(', '),
            })
          : t('sports.promo.boost', { percent: promo.boostPercent ?? 0 });
    return promo.minOdds === null
      ? what
      : `${what} · ${t('sports.promo.minOdds', { odds: promo.minOdds })}`;
  };
  const payout =
    selected && blocker === null ? promoReturn(selected, bet.stake, bet.legs, bet.odds) : null;
  return (
    <div
      className="flex flex-col gap-1.5 rounded-lg border border-accent-500/40 bg-accent-500/5 p-2.5"
      data-testid="slip-promos"
    >
      <label className="flex flex-col gap-1 text-xs text-slate-300">
        {t('sports.promo.title')}
        <select
          value={selected?.id ?? ''}
          onChange={(e) => onSelect(promos.find((p) => p.id === e.target.value) ?? null)}
          className="rounded-md border border-ink-600 bg-ink-950 px-2 py-1.5 text-sm text-white"
        >
          <option value="">{t('sports.promo.none')}</option>
          {promos.map((promo) => (
            <option key={promo.id} value={promo.id}>
              {label(promo)}
            </option>
          ))}
        </select>
      </label>
      {selected && blocker !== null ? (
        <p role="alert" className="text-xs text-amber-300">
          {t(`sports.promo.blocked.${blocker}`, { odds: selected.minOdds ?? '' })}
        </p>
      ) : null}
      {selected?.kind === 'free_bet' && blocker === null ? (
        <p className="text-[11px] text-slate-400">
          {t('sports.promo.freeBetNote', { amount: money(selected.amount ?? '0') })}
        </p>
      ) : null}
      {selected?.kind === 'boost' && blocker === null ? (
        <p className="flex items-center justify-between gap-2 text-xs text-slate-300">
          <span>{t('sports.promo.boostedOdds')}</span>
          <span className="text-sm font-semibold text-accent-300 tabular-nums">
            {formatOdds(promoOdds(selected, bet.legs, bet.odds), oddsFormat)}
          </span>
        </p>
      ) : null}
      {payout !== null ? (
        <p className="flex items-center justify-between gap-2 text-xs text-slate-300">
          <span>{t('sports.promo.return')}</span>
          <span
            className="text-sm font-semibold text-white tabular-nums"
            data-testid="promo-return"
          >
            {money(payout)}
          </span>
        </p>
      ) : null}
    </div>
  );
}
