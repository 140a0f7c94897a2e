import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fromMinor } from '../../lib/money';
import { Chip } from '../live/chip-rack';
import { chipLabel } from '../live/chips';
import { baseOddsOf, DICE_SHOW_TOTALS, totalKey, type DiceMultiplier } from './dice-show-view';

/** How long the dice tumble before they settle and the result may be shown. */
const ROLL_MS = 1_800;
const TUMBLE_STEP_MS = 120;

/** Pip positions on a 3 × 3 grid (0 … 8, row by row) for each face. */
const PIPS: Record<number, readonly number[]> = {
  1: [4],
  2: [0, 8],
  3: [0, 4, 8],
  4: [0, 2, 6, 8],
  5: [0, 2, 4, 6, 8],
  6: [0, 2, 3, 5, 6, 8],
};

/*
 * The dice's sizes and colours are inline styles: they are this game's alone, and as utility
 * classes they would grow the one stylesheet every page loads.
 */
const DIE_STYLE = {
  width: 'clamp(3.5rem, 16vw, 5rem)',
  height: 'clamp(3.5rem, 16vw, 5rem)',
  padding: '12%',
  gridTemplateRows: 'repeat(3, 1fr)',
  boxShadow: 'inset 0 -4px 0 rgba(0,0,0,0.18)',
} as const;
const PIP_STYLE = { width: '62%', aspectRatio: '1' } as const;
const STAGE_STYLE = {
  minHeight: 'clamp(7rem, 24vw, 9rem)',
  background: 'radial-gradient(ellipse at center, #7f1d1d 0%, #3b0a0a 70%)',
} as const;
const PLAIN_FILL = '#7f1d1d';
const LUCKY_FILL = '#b45309';

/** One die showing `face`; `isLit` rings it gold when its total had a multiplier. */
export function Die({ face, isLit = false }: { face: number; isLit?: boolean }) {
  const pips = PIPS[face] ?? [];
  return (
    <span
      className={`grid grid-cols-3 place-items-center rounded-xl bg-slate-50 ${isLit ? 'ring-4 ring-amber-300' : ''}`}
      style={DIE_STYLE}
      data-face={face}
    >
      {Array.from({ length: 9 }, (_, i) => (
        <span
          key={i}
          className={`rounded-full ${pips.includes(i) ? 'bg-slate-900' : ''}`}
          style={PIP_STYLE}
        />
      ))}
    </span>
  );
}

const isReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

/**
 * The three dice. A new roll tumbles for ROLL_MS and then settles on the result, when `onLanded`
 * says the result may be shown; a roll already on show when the table opened is drawn at rest.
 * While betting has closed and the roll is not in yet the dice shake in place.
 */
export function DiceStage({
  roundId,
  dice,
  isInstant,
  isWaiting,
  isLit,
  onLanded,
}: {
  roundId: string | null;
  dice: readonly [number, number, number] | null;
  isInstant: boolean;
  isWaiting: boolean;
  isLit: boolean;
  onLanded: (roundId: string) => void;
}) {
  const { t } = useTranslation();
  const [tumble, setTumble] = useState<readonly number[] | null>(null);
  const [settled, setSettled] = useState<{ roundId: string; dice: readonly number[] } | null>(null);
  const rolledRef = useRef<string | null>(null);
  // A roll plays to its end whatever re-renders happen meanwhile; only leaving the table stops it.
  const timersRef = useRef<{
    interval?: ReturnType<typeof setInterval>;
    timer?: ReturnType<typeof setTimeout>;
  }>({});
  useEffect(
    () => () => {
      clearInterval(timersRef.current.interval);
      clearTimeout(timersRef.current.timer);
    },
    [],
  );
  // The dice as text, so a new array of the same roll (every poll parses the result again) is no new roll.
  const diceKey = dice?.join('-') ?? null;
  const onLandedRef = useRef(onLanded);
  useEffect(() => {
    onLandedRef.current = onLanded;
  }, [onLanded]);

  useEffect(() => {
    if (roundId === null || diceKey === null || rolledRef.current === roundId) return;
    rolledRef.current = roundId;
    const rolled = diceKey.split('-').map(Number);
    if (isInstant) {
      // Joined while the result was on show: no roll to watch (drawn at rest below).
      onLandedRef.current(roundId);
      return;
    }
    const isReduced = isReducedMotion();
    let step = 0;
    const interval = isReduced
      ? undefined
      : setInterval(() => {
          step += 1;
          setTumble(rolled.map((d, i) => ((d + step * (i + 2)) % 6) + 1));
        }, TUMBLE_STEP_MS);
    const timer = setTimeout(
      () => {
        clearInterval(interval);
        setTumble(null);
        setSettled({ roundId, dice: rolled });
        onLandedRef.current(roundId);
      },
      isReduced ? 60 : ROLL_MS,
    );
    timersRef.current = { interval, timer };
  }, [roundId, diceKey, isInstant]);

  const atRest = isInstant && roundId !== null && dice !== null ? { roundId, dice } : null;
  const shown = settled?.roundId === roundId ? settled : (atRest ?? settled);
  const faces = tumble ?? shown?.dice ?? [1, 2, 3];
  const isRolling = tumble !== null || isWaiting;
  return (
    <div
      className="flex items-center justify-center gap-3 rounded-2xl p-4"
      style={STAGE_STYLE}
      role="img"
      aria-label={
        shown && !isRolling
          ? t('live.dice.diceShow', { dice: shown.dice.join(', ') })
          : t('live.dice.diceRolling')
      }
      data-testid="dice-stage"
      data-settled={shown && !isRolling ? shown.dice.join('-') : ''}
    >
      {faces.map((face, i) => (
        <span key={i} className={isRolling ? 'animate-pulse' : ''}>
          <Die face={face} isLit={isLit && !isRolling} />
        </span>
      ))}
    </div>
  );
}

/** This round's totals with a multiplier, revealed when betting closes and before the dice settle. */
export function LuckyTotals({ lucky }: { lucky: readonly DiceMultiplier[] }) {
  const { t } = useTranslation();
  return (
    <div
      className="flex min-h-9 flex-wrap items-center gap-1.5 rounded-xl border border-amber-300/40 bg-amber-300/10 px-2 py-1"
      data-testid="lucky-totals"
      aria-live="polite"
    >
      <span className="text-[11px] font-bold tracking-wide text-amber-200 uppercase">
        {t('live.dice.lucky')}
      </span>
      {lucky.length === 0 ? (
        <span className="text-xs text-slate-300">{t('live.dice.luckySoon')}</span>
      ) : (
        lucky.map((l) => (
          <span
            key={l.total}
            className="flex items-center gap-1 rounded-full bg-black/40 py-0.5 pr-2 pl-0.5"
          >
            <TotalBadge total={l.total} />
            <span className="text-xs font-black text-amber-300 tabular-nums">{l.multiplier}×</span>
          </span>
        ))
      )}
    </div>
  );
}

/** A total as a small badge (last results, the multiplied totals). */
export function TotalBadge({ total, multiplier }: { total: number; multiplier?: number | null }) {
  return (
    <span
      className={`inline-flex h-7 min-w-7 items-center justify-center rounded-md px-1.5 text-xs font-black text-white tabular-nums ${multiplier ? 'ring-2 ring-amber-300' : ''}`}
      style={{ background: multiplier ? LUCKY_FILL : PLAIN_FILL }}
    >
      {total}
      {multiplier ? <sup className="ml-0.5 text-[9px]">{multiplier}×</sup> : null}
    </span>
  );
}

/**
 * The sixteen totals to bet on, each with its odds (or this round's multiplier, in gold) and my
 * stake on it; the rolled total ringed once the dice have settled.
 */
export function TotalSpots({
  stakes,
  lucky,
  winning,
  isDisabled,
  money,
  onBet,
}: {
  stakes: Map<string, bigint>;
  lucky: ReadonlyMap<number, number>;
  winning: number | null;
  isDisabled: boolean;
  money: (amount: string) => string;
  onBet: (total: number) => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <div className="grid grid-cols-4 gap-2" role="group" aria-label={t('live.dice.spots')}>
      {DICE_SHOW_TOTALS.map((total) => {
        const stake = stakes.get(totalKey(total));
        const multiplier = lucky.get(total);
        const odds = t('live.dice.odds', { odds: baseOddsOf(total) });
        const label = [
          t('live.dice.spot', { total }),
          multiplier ? t('live.dice.spotLucky', { multiplier }) : odds,
          stake ? t('live.roulette.staked', { amount: money(fromMinor(stake)) }) : null,
        ]
          .filter(Boolean)
          .join(' · ');
        return (
          <button
            key={total}
            type="button"
            aria-label={label}
            data-spot={totalKey(total)}
            data-lucky={multiplier ?? undefined}
            onClick={() => onBet(total)}
            disabled={isDisabled}
            className={`relative flex h-16 flex-col items-center justify-center rounded-xl border-2 font-black text-white shadow-lg transition hover:brightness-110 disabled:cursor-not-allowed ${multiplier ? 'border-amber-300' : 'border-white/10'} ${winning === total ? 'ring-4 ring-white/70' : ''}`}
            style={{ background: multiplier ? LUCKY_FILL : PLAIN_FILL }}
          >
            <span className="text-2xl leading-none tabular-nums">{total}</span>
            <span
              className={`mt-1 text-[11px] font-bold tabular-nums ${multiplier ? 'text-amber-200' : 'opacity-75'}`}
            >
              {multiplier ? `${multiplier}×` : odds}
            </span>
            {stake ? (
              <span className="absolute -top-2 -right-2" aria-hidden="true">
                <Chip
                  label={chipLabel(fromMinor(stake), i18n.language)}
                  colour="#111827"
                  size="sm"
                />
              </span>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}
