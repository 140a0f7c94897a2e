import type { DiceDirection } from '@orca/games/fast/dice';
import { useTranslation } from 'react-i18next';
import { NumberField, RecentResults } from '../../components/controls';
import { GameIcon } from '../../components/game-icon';
import { formatInput, formatNumber } from '../../lib/format-game';
import { clampTarget, type DiceDraftField, type diceOdds, type Roll } from './dice-view';

export type DiceDrafts = Partial<Record<DiceDraftField, string>>;

/** The last rolls, the roll on show with its result, the target slider and the three linked fields. */
export function DiceStage({
  rolls,
  shown,
  direction,
  targetHundredths,
  odds,
  drafts,
  isBusy,
  language,
  money,
  onTargetChange,
  onDraftChange,
  onDraftCommit,
  onSwap,
}: {
  rolls: Roll[];
  shown: Roll | null;
  direction: DiceDirection;
  targetHundredths: number;
  odds: ReturnType<typeof diceOdds>;
  drafts: DiceDrafts;
  isBusy: boolean;
  language: string;
  money: (amount: string) => string;
  onTargetChange: (targetHundredths: number) => void;
  onDraftChange: (drafts: DiceDrafts) => void;
  onDraftCommit: (field: DiceDraftField) => void;
  onSwap: () => void;
}) {
  const { t } = useTranslation();
  const target = targetHundredths / 100;
  // The result line waits for the roll to join the list: until then the number is still landing.
  const settled = shown && rolls[0]?.id === shown.id ? shown : null;
  return (
    <div className="flex flex-1 flex-col gap-4 p-3 sm:gap-6 sm:p-8">
      <RecentResults
        label={t('gameClient.controls.recent')}
        items={rolls.map((roll) => ({
          id: roll.id,
          text: formatNumber(roll.rollHundredths / 100, language),
          isWin: roll.isWin,
        }))}
      />
      <div className="mx-auto flex w-full max-w-4xl flex-1 flex-col justify-center gap-4 sm:gap-8">
        <div className="flex flex-col items-center gap-1 sm:gap-2">
          <p className="text-xs font-semibold tracking-[0.25em] text-slate-400 uppercase">
            {t('gameClient.dice.result')}
          </p>
          <p
            key={shown?.id ?? 'none'}
            aria-live="polite"
            className={`gc-pop text-5xl font-black tabular-nums sm:text-7xl ${shown ? (shown.isWin ? 'text-emerald-300 drop-shadow-[0_0_24px_rgba(52,211,153,0.45)]' : 'text-rose-400') : 'text-white/25'}`}
          >
            {shown ? formatNumber(shown.rollHundredths / 100, language) : '—'}
          </p>
          <p
            className={`min-h-5 text-sm font-bold ${settled?.isWin ? 'text-emerald-300' : 'text-rose-300'}`}
          >
            {settled
              ? settled.isWin
                ? t('gameClient.controls.youWin', { amount: money(settled.win) })
                : t('gameClient.controls.noWin')
              : ''}
          </p>
        </div>
        <div className="rounded-2xl border border-white/10 bg-black/40 px-4 pt-9 pb-3 sm:px-6 sm:pt-10 sm:pb-4">
          <div className="relative">
            {shown && (
              <div
                className="pointer-events-none absolute -top-10 z-10 -translate-x-1/2 transition-[left] duration-500 ease-out"
                style={{ left: `${shown.rollHundredths / 100}%` }}
              >
                <span
                  className={`block rounded-lg px-2 py-1 text-xs font-black tabular-nums shadow-lg ${shown.isWin ? 'bg-emerald-400 text-emerald-950' : 'bg-rose-500 text-white'}`}
                >
                  {formatNumber(shown.rollHundredths / 100, language)}
                </span>
                <span
                  className={`mx-auto block h-0 w-0 border-x-[6px] border-t-[6px] border-x-transparent ${shown.isWin ? 'border-t-emerald-400' : 'border-t-rose-500'}`}
                />
              </div>
            )}
            <div
              className="relative h-3 overflow-hidden rounded-full bg-rose-500/90"
              aria-hidden="true"
            >
              <div
                className="absolute inset-y-0 bg-emerald-400"
                style={{ left: `${odds.winFrom}%`, right: `${100 - odds.winTo}%` }}
              />
            </div>
            <input
              type="range"
              min={0}
              max={10_000}
              step={1}
              value={targetHundredths}
              disabled={isBusy}
              aria-label={t('gameClient.dice.target')}
              aria-valuetext={`${direction === 'over' ? t('gameClient.dice.rollOver') : t('gameClient.dice.rollUnder')} ${formatNumber(target, language)}`}
              onChange={(event) =>
                onTargetChange(clampTarget(direction, Number(event.target.value)))
              }
              className="gc-range absolute inset-x-0 -top-2 h-7 w-full"
            />
          </div>
          <div
            className="mt-2 flex justify-between text-[11px] font-semibold text-slate-500 tabular-nums"
            aria-hidden="true"
          >
            {[0, 25, 50, 75, 100].map((mark) => (
              <span key={mark}>{mark}</span>
            ))}
          </div>
        </div>
        <div className="grid grid-cols-3 gap-2 sm:gap-3">
          <NumberField
            label={t('gameClient.dice.multiplier')}
            value={drafts.multiplier ?? formatInput(odds.multiplier, language, 4)}
            suffix="×"
            disabled={isBusy}
            onChange={(event) => onDraftChange({ multiplier: event.target.value })}
            onBlur={() => onDraftCommit('multiplier')}
            onKeyDown={(event) => event.key === 'Enter' && onDraftCommit('multiplier')}
          />
          <div className="relative">
            <NumberField
              label={
                direction === 'over'
                  ? t('gameClient.dice.rollOver')
                  : t('gameClient.dice.rollUnder')
              }
              value={drafts.target ?? formatInput(target, language)}
              disabled={isBusy}
              onChange={(event) => onDraftChange({ target: event.target.value })}
              onBlur={() => onDraftCommit('target')}
              onKeyDown={(event) => event.key === 'Enter' && onDraftCommit('target')}
            />
            <button
              type="button"
              onClick={onSwap}
              disabled={isBusy}
              aria-label={t('gameClient.dice.swap')}
              className="absolute right-1.5 bottom-1.5 rounded-md bg-white/10 p-1 text-slate-200 hover:bg-white/20"
            >
              <GameIcon name="swap" className="h-4 w-4" />
            </button>
          </div>
          <NumberField
            label={t('gameClient.dice.chance')}
            value={drafts.chance ?? formatInput(odds.count / 100, language)}
            suffix="%"
            disabled={isBusy}
            onChange={(event) => onDraftChange({ chance: event.target.value })}
            onBlur={() => onDraftCommit('chance')}
            onKeyDown={(event) => event.key === 'Enter' && onDraftCommit('chance')}
          />
        </div>
      </div>
    </div>
  );
}
