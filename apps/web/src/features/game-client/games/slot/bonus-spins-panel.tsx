import { useTranslation } from 'react-i18next';
import { GameIcon } from '../../components/game-icon';
import type { BonusSpinsOutcome, FreeSpinsState } from './bonus-spins';

/**
 * A free-spins bonus on this slot: how many spins are left, what they have won, and the button
 * that plays the next one; after the last, where the winnings went.
 */
export function BonusSpinsPanel({
  spins,
  outcome,
  isBusy,
  accent,
  money,
  onPlay,
  onDismiss,
}: {
  spins: FreeSpinsState | null;
  outcome: BonusSpinsOutcome | null;
  isBusy: boolean;
  accent: string;
  money: (amount: string) => string;
  onPlay: () => void;
  onDismiss: () => void;
}) {
  const { t } = useTranslation();
  if (outcome && !isBusy) {
    const hasWon = outcome.winnings !== '0.00';
    const text = !hasWon
      ? t('gameClient.slot.bonusSpins.doneNothing')
      : outcome.winsTo === 'bonus'
        ? t('gameClient.slot.bonusSpins.doneBonus', {
            amount: money(outcome.winnings),
            multiplier: outcome.wageringMultiplier,
          })
        : t('gameClient.slot.bonusSpins.doneCash', { amount: money(outcome.winnings) });
    return (
      <div
        role="status"
        data-testid="bonus-spins-outcome"
        className="mx-auto mb-2 flex max-w-5xl items-start gap-3 rounded-xl border border-emerald-400/40 bg-emerald-500/15 px-3 py-2 text-sm text-emerald-50"
      >
        <div className="min-w-0 flex-1">
          <p className="font-extrabold" data-testid="bonus-spins-counter">
            {t('gameClient.slot.bonusSpins.counter', { count: outcome.leftOnGame })}
          </p>
          <p className="font-semibold">{text}</p>
        </div>
        <button
          type="button"
          onClick={onDismiss}
          aria-label={t('gameClient.slot.bonusSpins.dismiss')}
          className="grid h-7 w-7 shrink-0 place-items-center rounded-lg text-emerald-100 hover:bg-white/10"
        >
          <GameIcon name="close" className="h-4 w-4" />
        </button>
      </div>
    );
  }
  if (!spins || spins.left === 0) return null;
  return (
    <div
      data-testid="bonus-spins"
      className="mx-auto mb-2 flex max-w-5xl flex-wrap items-center gap-x-3 gap-y-1 rounded-xl border px-3 py-2 text-sm text-white"
      style={{ borderColor: accent, background: 'rgba(0,0,0,0.55)' }}
    >
      <div className="min-w-0 flex-1">
        <p className="font-extrabold" aria-live="polite" data-testid="bonus-spins-counter">
          {t('gameClient.slot.bonusSpins.counter', { count: spins.leftOnGame })}
        </p>
        <p className="text-xs text-slate-300">
          {t('gameClient.slot.bonusSpins.terms', { bet: money(spins.bet) })}{' '}
          <span className="font-semibold text-emerald-300" data-testid="bonus-spins-winnings">
            {t('gameClient.slot.bonusSpins.winnings', { amount: money(spins.winnings) })}
          </span>
        </p>
      </div>
      <button
        type="button"
        onClick={onPlay}
        disabled={isBusy}
        className="h-9 shrink-0 rounded-lg px-4 text-sm font-extrabold text-black disabled:opacity-50"
        style={{ background: accent }}
      >
        {t('gameClient.slot.bonusSpins.play')}
      </button>
    </div>
  );
}
