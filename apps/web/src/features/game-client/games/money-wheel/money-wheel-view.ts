import type { LiveBets, LiveTableView } from '@orca/contracts';
import { MONEY_WHEEL_NUMBER_LIST } from '@orca/contracts/games/live.schemas';
import { MONEY_WHEEL_SEGMENTS } from '@orca/games/live/money-wheel';
import { chipOf, spotBets, type SlipChip } from '../live/chips';
import {
  landedResult,
  outcomeLine,
  type LiveSeatOptions,
  type ResultOf,
  type ShownSpin,
  type Translate,
} from '../live/live-table-view';

export type WheelNumber = (typeof MONEY_WHEEL_NUMBER_LIST)[number];
type WheelChip = SlipChip<WheelNumber>;
type WheelResult = ResultOf<'money_wheel'>;
export type WheelSpinShown = ShownSpin<WheelResult>;

/** The spot of a number on the felt (chips on it add up). */
export const keyOf = (number: WheelNumber) => `n-${number}`;

/** How many of the wheel's segments show each number (the rules list them). */
export const SEGMENT_COUNTS = MONEY_WHEEL_NUMBER_LIST.map((number) => ({
  number,
  count: MONEY_WHEEL_SEGMENTS.filter((s) => s.kind === 'number' && s.number === number).length,
}));

/** A seat's money wheel bets as chips on their numbers; none for another table's bets. */
export function chipsOfWheelBets(bets: LiveBets | undefined): WheelChip[] {
  if (bets?.kind !== 'money_wheel') return [];
  return bets.bets.map((b) => chipOf(keyOf(b.number), b.number, b.amount));
}

/** The bet request for the chips on the felt: one bet per number. */
export const toWheelRequest = (chips: readonly WheelChip[]) => ({
  kind: 'money_wheel' as const,
  bets: spotBets(chips).map(({ bet, amount }) => ({ number: bet, amount })),
});

/** The step the wheel has shown of the spin on show (-1 before its first stop). */
export const stepIndexOf = (
  spin: WheelSpinShown | null,
  step: { roundId: string | null; index: number },
): number => (spin && step.roundId === spin.roundId ? step.index : -1);

/**
 * The multiplier collected by the spins shown so far; once landed, the result's (the engine caps
 * the hits that count, so the product of the segments may be more).
 */
export function shownMultiplier(
  spin: WheelSpinShown | null,
  stepIndex: number,
  isLanded: boolean,
): number {
  if (!spin) return 1;
  if (isLanded) return spin.result.multiplier;
  return spin.result.spins
    .slice(0, stepIndex + 1)
    .reduce(
      (product, s) => (s.segment.kind === 'multiplier' ? product * s.segment.multiplier : product),
      1,
    );
}

/**
 * The line under the wheel: the number, its multiplier and my outcome once landed (marked as the
 * last round's through the next round's betting), "spins again" while a multiplier has stopped.
 */
export function wheelStageLine(
  spin: WheelSpinShown | null,
  stepIndex: number,
  isLanded: boolean,
  isLastRound: boolean,
  win: string | null,
  t: Translate,
  money: (amount: string) => string,
): string {
  if (spin && isLanded) {
    const outcome = outcomeLine(win, t, money);
    const line = `${t('live.wheel.resultIs', { number: spin.result.number, multiplier: spin.result.multiplier })}${outcome ? ` · ${outcome}` : ''}`;
    return isLastRound ? t('live.lastRound', { result: line }) : line;
  }
  const lastShown = spin?.result.spins.slice(0, stepIndex + 1).at(-1);
  if (lastShown?.segment.kind === 'multiplier')
    return t('live.wheel.respin', { multiplier: shownMultiplier(spin, stepIndex, false) });
  return '';
}

/** The number lit on the felt: this round's, once the wheel has landed on it. */
export const winningNumber = (
  spin: WheelSpinShown | null,
  isLanded: boolean,
  isLastRound: boolean,
): number | null => landedResult(spin, isLanded, isLastRound)?.number ?? null;

/** The declared RTP of a bet on a number. */
export const rtpOfNumber = (view: Pick<LiveTableView, 'rtp'> | null, number: number) =>
  view?.rtp.find((r) => r.bet === String(number))?.rtpPercent;

/** How the seat hook reads and sends this table's bets; the rack's second chip picked until the player picks another. */
export const WHEEL_SEAT: LiveSeatOptions<WheelNumber> = {
  chipsOf: chipsOfWheelBets,
  toRequest: toWheelRequest,
  defaultChipIndex: 1,
};
