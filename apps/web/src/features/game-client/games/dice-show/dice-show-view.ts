import type { LiveBets, LiveTableView } from '@orca/contracts';
import {
  DICE_SHOW_COUNT_WEIGHTS,
  DICE_SHOW_LEVEL_WEIGHTS,
  DICE_SHOW_PAYTABLE,
  DICE_SHOW_TOTALS,
  diceShowBetName,
  diceShowRow,
} from '@orca/games/live/dice-show';
import { chipOf, spotBets, type SlipChip } from '../live/chips';
import {
  landedResult,
  lastResultsOf,
  outcomeLine,
  type LiveSeatOptions,
  type ResultOf,
  type ShownSpin,
  type TablePhase,
  type Translate,
} from '../live/live-table-view';
import { shares } from '../live/show-shares';

export { DICE_SHOW_PAYTABLE, DICE_SHOW_TOTALS };
type Chip = SlipChip<number>;
export type DiceResult = ResultOf<'dice_show'>;
export type DiceRoll = ShownSpin<DiceResult>;
export type DiceMultiplier = DiceResult['lucky'][number];

/** The spot of a total on the table (chips on it add up). */
export const totalKey = (total: number) => `t-${total}`;

/** A plain win on a total pays this many to 1. */
export const baseOddsOf = (total: number): number => diceShowRow(total).odds;

/** The bet request for the chips on the table: one bet per total. */
export const toDiceRequest = (chips: readonly Chip[]) => ({
  kind: 'dice_show' as const,
  bets: spotBets(chips).map(({ bet, amount }) => ({ total: bet, amount })),
});

/** A seat's dice show bets as chips on their totals (what "repeat" sends again); none for another table's. */
export function chipsOfDiceBets(bets: LiveBets | null | undefined): Chip[] {
  if (bets?.kind !== 'dice_show') return [];
  return bets.bets.map((b) => chipOf(totalKey(b.total), b.total, b.amount));
}

/**
 * This round's multiplied totals on the table: from the draw (betting closed, the dice not yet
 * settled) until the next round opens, so the last round's are never taken for the new one's.
 */
export const luckyOnTable = (roll: DiceRoll | null, isLastRound: boolean): DiceMultiplier[] =>
  roll && !isLastRound ? roll.result.lucky : [];

export const luckyMap = (lucky: readonly DiceMultiplier[]): ReadonlyMap<number, number> =>
  new Map(lucky.map((l) => [l.total, l.multiplier]));

/** The rolled total's multiplier when it had one, else null. */
export const luckyHit = (result: DiceResult): number | null =>
  result.lucky.find((l) => l.total === result.total)?.multiplier ?? null;

/**
 * The line under the dice once they have settled: the dice and total, its multiplier when it had
 * one and my outcome, marked as the last round's while the next round takes bets.
 */
export function diceResultLine(
  roll: DiceRoll | null,
  isLanded: boolean,
  isLastRound: boolean,
  phase: TablePhase,
  win: string | null,
  t: Translate,
  money: (amount: string) => string,
): string {
  if (!roll || !isLanded || phase === 'closing') return '';
  const { dice, total } = roll.result;
  const hit = luckyHit(roll.result);
  const parts = [
    t('live.dice.resultIs', { dice: dice.join(' + '), total }),
    hit === null ? null : t('live.dice.hit', { multiplier: hit }),
    outcomeLine(win, t, money),
  ].filter((p): p is string => p !== null);
  const line = parts.join(' · ');
  return isLastRound ? t('live.lastRound', { result: line }) : line;
}

/** The total lit on the table: this round's, once the dice have settled. */
export const winningTotal = (
  roll: DiceRoll | null,
  isLanded: boolean,
  isLastRound: boolean,
): number | null => landedResult(roll, isLanded, isLastRound)?.total ?? null;

/**
 * The last results, newest first: the total and its multiplier when it had one. The round whose
 * dice are still rolling (`rolling`) is left out, so the strip does not tell it first.
 */
export const lastDiceResults = (
  view: LiveTableView | null,
  rolling: string | null = null,
): { total: number; multiplier: number | null }[] =>
  lastResultsOf(view, 'dice_show', rolling).map((result) => ({
    total: result.total,
    multiplier: luckyHit(result),
  }));

/** The published draw: how many totals get a multiplier, and each level's chance. */
export const COUNT_SHARES = shares(DICE_SHOW_COUNT_WEIGHTS);
export const LEVEL_SHARES = shares(DICE_SHOW_LEVEL_WEIGHTS);

/** The declared RTP of a bet on a total, without trailing zeros ("96.0069"); a dash before the table is read. */
export const rtpOfTotal = (view: Pick<LiveTableView, 'rtp'> | null, total: number): string =>
  view?.rtp.find((r) => r.bet === diceShowBetName(total))?.rtpPercent.replace(/\.?0+$/, '') ?? '—';

/** How the seat hook reads and sends this table's bets; the rack's second chip picked until the player picks another. */
export const DICE_SEAT: LiveSeatOptions<number> = {
  chipsOf: chipsOfDiceBets,
  toRequest: toDiceRequest,
  defaultChipIndex: 1,
};
