import { useTranslation } from 'react-i18next';
import { GameIcon } from '../../components/game-icon';
import type { BonusSpinsOutcome, FreeSpinsState } from './bonus-spins';
import { BonusSpinsPanel } from './bonus-spins-panel';
import { withAlpha } from './colour';

interface SlotControlsProps {
  accent: string;
  money: (amount: string) => string;
  bonusSpins: FreeSpinsState | null;
  bonusOutcome: BonusSpinsOutcome | null;
  bet: string;
  isBusy: boolean;
  isBonusSpin: boolean;
  canBetDown: boolean;
  canBetUp: boolean;
  winAmount: string | null;
  /** Whether the title sells its feature (the buy button shows). */
  canBuy: boolean;
  onBetStep: (step: -1 | 1) => void;
  onSpin: () => void;
  onPaytable: () => void;
  onBuy: () => void;
  onBonusOutcomeDismiss: () => void;
}

/** The bar under the reels: bet stepper, paytable, spin (skip while a round shows), win, buy. */
export function SlotControls({
  accent,
  money,
  bonusSpins,
  bonusOutcome,
  bet,
  isBusy,
  isBonusSpin,
  canBetDown,
  canBetUp,
  winAmount,
  canBuy,
  onBetStep,
  onSpin,
  onPaytable,
  onBuy,
  onBonusOutcomeDismiss,
}: SlotControlsProps) {
  const { t } = useTranslation();
  return (
    <section
      aria-label={t('gameClient.controls.label')}
      className="border-t border-white/10 bg-black/45 px-3 py-2 backdrop-blur sm:px-6 sm:py-3"
    >
      <BonusSpinsPanel
        spins={bonusSpins}
        outcome={bonusOutcome}
        isBusy={isBusy}
        accent={accent}
        money={money}
        onPlay={onSpin}
        onDismiss={onBonusOutcomeDismiss}
      />
      <div className="mx-auto grid max-w-5xl grid-cols-[1fr_auto_1fr] items-center gap-x-3 gap-y-2 [grid-template-areas:'bet_bet_win'_'table_spin_buy'] sm:grid-cols-[auto_auto_1fr_auto_1fr_auto_auto] sm:gap-x-4 sm:[grid-template-areas:'bet_table_._spin_._win_buy']">
        <div className="flex items-center justify-self-start rounded-xl border border-white/10 bg-black/50 [grid-area:bet]">
          <button
            type="button"
            onClick={() => onBetStep(-1)}
            disabled={isBusy || isBonusSpin || !canBetDown}
            aria-label={t('gameClient.slot.betDown')}
            className="grid h-10 w-10 place-items-center rounded-l-xl text-white hover:bg-white/10 disabled:opacity-40"
          >
            <GameIcon name="minus" className="h-4 w-4" />
          </button>
          <div className="min-w-[5.5rem] px-1 text-center">
            <span className="block text-[10px] leading-none font-semibold tracking-wider text-slate-400 uppercase">
              {isBonusSpin ? t('gameClient.slot.bonusSpins.bet') : t('gameClient.slot.bet')}
            </span>
            <span
              className="block text-base font-extrabold text-white tabular-nums"
              aria-live="polite"
            >
              {money(bet)}
            </span>
          </div>
          <button
            type="button"
            onClick={() => onBetStep(1)}
            disabled={isBusy || isBonusSpin || !canBetUp}
            aria-label={t('gameClient.slot.betUp')}
            className="grid h-10 w-10 place-items-center rounded-r-xl text-white hover:bg-white/10 disabled:opacity-40"
          >
            <GameIcon name="plus" className="h-4 w-4" />
          </button>
        </div>
        <button
          type="button"
          onClick={onPaytable}
          aria-label={t('gameClient.slot.paytableOpen')}
          className="grid h-10 w-10 place-items-center justify-self-start rounded-xl border border-white/10 bg-black/50 text-white [grid-area:table] hover:bg-white/10"
        >
          <GameIcon name="table" className="h-5 w-5" />
        </button>
        <button
          type="button"
          onClick={onSpin}
          aria-label={isBusy ? t('gameClient.slot.skip') : t('gameClient.slot.spin')}
          className="relative grid h-16 w-16 place-items-center rounded-full text-black shadow-[0_0_0_4px_rgba(0,0,0,0.5),0_10px_30px_-6px_var(--gc-glow)] transition [grid-area:spin] active:scale-95 sm:h-20 sm:w-20"
          style={{
            background: `radial-gradient(circle at 50% 30%, #fff8, transparent 60%), ${accent}`,
          }}
        >
          <GameIcon
            name={isBusy ? 'forward' : 'play'}
            className={`h-7 w-7 sm:h-8 sm:w-8 ${isBusy ? '' : 'translate-x-0.5'}`}
          />
        </button>
        <div className="min-w-[5.5rem] justify-self-end text-right [grid-area:win]">
          <span className="block text-[10px] leading-none font-semibold tracking-wider text-slate-400 uppercase">
            {t('gameClient.slot.win')}
          </span>
          <span
            className={`block text-base font-extrabold tabular-nums ${winAmount ? 'text-emerald-300' : 'text-slate-500'}`}
          >
            {winAmount ? money(winAmount) : '—'}
          </span>
        </div>
        <div className="justify-self-end [grid-area:buy]">
          {canBuy && (
            <button
              type="button"
              onClick={onBuy}
              disabled={isBusy || isBonusSpin}
              className="inline-flex h-10 items-center gap-1.5 rounded-xl border px-3 text-xs font-extrabold tracking-wide text-white uppercase transition hover:brightness-125 disabled:opacity-40 sm:text-sm"
              style={{ borderColor: accent, background: withAlpha(accent, 0.18) }}
            >
              <GameIcon name="bolt" className="h-4 w-4" />
              {t('gameClient.slot.buy')}
            </button>
          )}
        </div>
      </div>
    </section>
  );
}
