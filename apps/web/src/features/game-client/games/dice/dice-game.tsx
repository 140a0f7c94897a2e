import { outcomeOf } from '@orca/contracts';
import {
  DICE_RTP,
  DICE_WIN_COUNT_MAX,
  DICE_WIN_COUNT_MIN,
  diceWinCount,
  type DiceDirection,
} from '@orca/games/fast/dice';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BetField,
  NumberField,
  PlayButton,
  RecentResults,
  Segmented,
  Stat,
  useBet,
} from '../../components/controls';
import { useGameClient } from '../../components/game-client-context';
import { FastGameLayout, GameFrame, type GameTheme } from '../../components/game-frame';
import { GameIcon } from '../../components/game-icon';
import {
  formatMultiplier,
  formatInput,
  formatNumber,
  formatPercent,
  parseDecimal,
  pause,
} from '../../lib/format-game';
import { fromMinor, scaleMinor } from '../../lib/money';

const THEME: GameTheme = {
  accent: '#38bdf8',
  glow: 'rgba(14,165,233,0.55)',
  background: 'radial-gradient(ellipse at 50% -10%, #123b5c 0%, #0a1a2b 45%, #060d16 100%)',
};
const HISTORY_SIZE = 8;

/** The valid targets of a direction, in hundredths: the win chance stays between 0.01% and 98%. */
function targetBounds(direction: DiceDirection): { min: number; max: number } {
  return direction === 'over'
    ? { min: 10_000 - DICE_WIN_COUNT_MAX, max: 10_000 - DICE_WIN_COUNT_MIN }
    : { min: DICE_WIN_COUNT_MIN, max: DICE_WIN_COUNT_MAX };
}
const clampTarget = (direction: DiceDirection, value: number) => {
  const { min, max } = targetBounds(direction);
  return Math.min(max, Math.max(min, Math.round(value)));
};
const targetForCount = (direction: DiceDirection, count: number) =>
  clampTarget(direction, direction === 'over' ? 10_000 - count : count);

interface Roll {
  id: string;
  rollHundredths: number;
  isWin: boolean;
  win: string;
}

export default function DiceGame() {
  const { t } = useTranslation();
  const { play, reveal, language, money } = useGameClient();
  const { bet, setBet, validBet, betMinor } = useBet();
  const [direction, setDirection] = useState<DiceDirection>('over');
  const [targetHundredths, setTargetHundredths] = useState(5050);
  const [drafts, setDrafts] = useState<{ multiplier?: string; chance?: string; target?: string }>(
    {},
  );
  const [isBusy, setIsBusy] = useState(false);
  const [rolls, setRolls] = useState<Roll[]>([]);
  const [shown, setShown] = useState<Roll | null>(null);

  const count = diceWinCount({ direction, targetHundredths });
  const multiplier = 9900 / count;
  const payout = betMinor === null ? null : scaleMinor(betMinor, 9900, count);
  const profit = payout === null || betMinor === null ? null : payout - betMinor;

  function changeDirection(next: DiceDirection) {
    if (next === direction) return;
    setDirection(next);
    setTargetHundredths(clampTarget(next, 10_000 - targetHundredths));
    setDrafts({});
  }

  function commitDraft(field: 'multiplier' | 'chance' | 'target') {
    const value = parseDecimal(drafts[field] ?? '');
    setDrafts({});
    if (!Number.isFinite(value) || value <= 0) return;
    if (field === 'target') setTargetHundredths(clampTarget(direction, value * 100));
    if (field === 'chance') setTargetHundredths(targetForCount(direction, value * 100));
    if (field === 'multiplier') setTargetHundredths(targetForCount(direction, 9900 / value));
  }

  async function handleRoll() {
    if (validBet === null || isBusy) return;
    setIsBusy(true);
    const result = await play(
      '/play/dice',
      { bet: validBet, target: targetHundredths / 100, direction },
      { isRevealDeferred: true },
    );
    if (result) {
      const outcome = outcomeOf(result.round, 'dice');
      const roll = {
        id: result.round.roundId,
        rollHundredths: outcome.rollHundredths,
        isWin: outcome.isWin,
        win: result.round.win,
      };
      setShown(roll);
      await pause(450);
      setRolls((list) => [roll, ...list].slice(0, HISTORY_SIZE));
      reveal(result);
    }
    setIsBusy(false);
  }

  const target = targetHundredths / 100;
  const winFrom = direction === 'over' ? target : 0;
  const winTo = direction === 'over' ? 100 : target;
  const settled = shown && rolls[0]?.id === shown.id ? shown : null;

  const controls = (
    <>
      <BetField value={bet} onChange={setBet} isDisabled={isBusy} />
      <Segmented
        label={t('gameClient.dice.direction')}
        value={direction}
        onChange={changeDirection}
        isDisabled={isBusy}
        options={[
          { value: 'under', label: t('gameClient.dice.rollUnder') },
          { value: 'over', label: t('gameClient.dice.rollOver') },
        ]}
      />
      <Stat
        label={t('gameClient.controls.profitOnWin')}
        value={profit === null ? '—' : money(fromMinor(profit))}
        tone="good"
      />
      <PlayButton
        onClick={() => void handleRoll()}
        disabled={isBusy || validBet === null}
        className="mt-auto"
      >
        {isBusy ? t('gameClient.dice.rolling') : t('gameClient.dice.roll')}
      </PlayButton>
    </>
  );

  const stage = (
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
                style={{ left: `${winFrom}%`, right: `${100 - winTo}%` }}
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
                setTargetHundredths(clampTarget(direction, Number(event.target.value)))
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
            value={drafts.multiplier ?? formatInput(multiplier, language, 4)}
            suffix="×"
            disabled={isBusy}
            onChange={(event) => setDrafts({ multiplier: event.target.value })}
            onBlur={() => commitDraft('multiplier')}
            onKeyDown={(event) => event.key === 'Enter' && commitDraft('multiplier')}
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
              onChange={(event) => setDrafts({ target: event.target.value })}
              onBlur={() => commitDraft('target')}
              onKeyDown={(event) => event.key === 'Enter' && commitDraft('target')}
            />
            <button
              type="button"
              onClick={() => changeDirection(direction === 'over' ? 'under' : 'over')}
              disabled={isBusy}
              aria-label={t('gameClient.dice.swap')}
              className="absolute right-1.5 bottom-1.5 rounded-md bg-white/10 p-1 text-slate-200 hover:bg-white/20"
            >
              <GameIcon name="swap" className="h-4 w-4" />
            </button>
          </div>
          <NumberField
            label={t('gameClient.dice.chance')}
            value={drafts.chance ?? formatInput(count / 100, language)}
            suffix="%"
            disabled={isBusy}
            onChange={(event) => setDrafts({ chance: event.target.value })}
            onBlur={() => commitDraft('chance')}
            onKeyDown={(event) => event.key === 'Enter' && commitDraft('chance')}
          />
        </div>
      </div>
    </div>
  );

  return (
    <GameFrame
      title={t('gameClient.dice.title')}
      theme={THEME}
      howToPlay={[t('gameClient.dice.how1'), t('gameClient.dice.how2'), t('gameClient.dice.how3')]}
      rules={
        <ul className="list-disc space-y-1 pl-5">
          <li>{t('gameClient.dice.rule1')}</li>
          <li>
            {t('gameClient.dice.rule2', {
              min: formatPercent(DICE_WIN_COUNT_MIN / 100, language),
              max: formatPercent(DICE_WIN_COUNT_MAX / 100, language, 0),
            })}
          </li>
          <li>{t('gameClient.frame.rtp', { rtp: formatPercent(DICE_RTP * 100, language) })}</li>
          <li>
            {t('gameClient.dice.example', { multiplier: formatMultiplier(2 * 0.99, language, 4) })}
          </li>
        </ul>
      }
    >
      <FastGameLayout label={t('gameClient.controls.label')} controls={controls} stage={stage} />
    </GameFrame>
  );
}
