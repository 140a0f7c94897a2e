import type { LiveBets, LiveTableView, RouletteBetInput } from '@orca/contracts';
import {
  MULTIPLIER_ROULETTE_COUNT_WEIGHTS,
  MULTIPLIER_ROULETTE_MULTIPLIER_WEIGHTS,
  MULTIPLIER_ROULETTE_ODDS,
} from '@orca/games/live/multiplier-roulette';
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
import { betKey } from '../live-roulette/roulette-layout';

export { MULTIPLIER_ROULETTE_ODDS };
type Chip = SlipChip<RouletteBetInput>;
export type MultiplierSpin = ShownSpin<ResultOf<'multiplier_roulette'>>;
export type LuckyNumber = ResultOf<'multiplier_roulette'>['lucky'][number];

/** The bet request for the chips on the felt: one bet per spot, under this table's kind. */
export const toMultiplierRequest = (chips: readonly Chip[]) => ({
  kind: 'multiplier_roulette' as const,
  bets: spotBets(chips),
});

/** A seat's bets as chips on their spots (what "repeat" sends again and the table shows placed). */
export function chipsOfMultiplierBets(bets: LiveBets | null | undefined): Chip[] {
  if (!bets || bets.kind !== 'multiplier_roulette') return [];
  return bets.bets.map(({ bet, amount }) => chipOf(betKey(bet), bet, amount));
}

/**
 * This round's lucky numbers on the felt: from the draw (betting closed, the ball not yet landed)
 * until the next round opens. The last round's are not lit while the next one takes bets, so no
 * one mistakes them for the new round's.
 */
export function luckyOnFelt(spin: MultiplierSpin | null, isLastRound: boolean): LuckyNumber[] {
  return spin && !isLastRound ? spin.result.lucky : [];
}

export const luckyMap = (lucky: readonly LuckyNumber[]): ReadonlyMap<number, number> =>
  new Map(lucky.map((l) => [l.number, l.multiplier]));

/** The pocket's multiplier when the ball landed on a lucky number, else null. */
export const luckyHit = (result: ResultOf<'multiplier_roulette'>): number | null =>
  result.lucky.find((l) => l.number === result.pocket)?.multiplier ?? null;

/**
 * The line under the wheel once the ball has landed: the pocket, its multiplier when it was lucky
 * and my outcome, marked as the last round's while the next round takes bets.
 */
export function multiplierResultLine(
  spin: MultiplierSpin | null,
  isLanded: boolean,
  isLastRound: boolean,
  phase: TablePhase,
  win: string | null,
  t: Translate,
  money: (amount: string) => string,
): string {
  if (!spin || !isLanded || phase === 'closing') return '';
  const { pocket, colour } = spin.result;
  const hit = luckyHit(spin.result);
  const parts = [
    t('live.roulette.resultIs', { number: pocket, colour: t(`live.roulette.colours.${colour}`) }),
    hit === null ? null : t('live.multiplier.hit', { multiplier: hit }),
    outcomeLine(win, t, money),
  ].filter((p): p is string => p !== null);
  const line = parts.join(' · ');
  return isLastRound ? t('live.lastRound', { result: line }) : line;
}

/** The pocket lit on the felt: this round's, once the ball has landed in it. */
export const winningPocket = (
  spin: MultiplierSpin | null,
  isLanded: boolean,
  isLastRound: boolean,
): number | null => landedResult(spin, isLanded, isLastRound)?.pocket ?? null;

/**
 * The last results drawn, newest first: the pocket and its multiplier when it was lucky. The
 * round whose ball is still rolling (`rolling`) is left out, so the strip does not tell it first.
 */
export const lastMultiplierResults = (
  view: LiveTableView | null,
  rolling: string | null = null,
): { pocket: number; multiplier: number | null }[] =>
  lastResultsOf(view, 'multiplier_roulette', rolling).map((result) => ({
    pocket: result.pocket,
    multiplier: luckyHit(result),
  }));

/** The published draw: how many numbers are lucky, and each multiplier's chance. */
export const COUNT_SHARES = shares(MULTIPLIER_ROULETTE_COUNT_WEIGHTS);
export const MULTIPLIER_SHARES = shares(MULTIPLIER_ROULETTE_MULTIPLIER_WEIGHTS);

/** The declared RTP of one bet type, without trailing zeros ("97.2973"). */
export const rtpOfBet = (view: Pick<LiveTableView, 'rtp'> | null, bet: string): string =>
  (view?.rtp.find((r) => r.bet === bet)?.rtpPercent ?? '97.2973').replace(/\.?0+$/, '');

/** How the seat hook reads and sends this table's bets; the rack's second chip picked until the player picks another. */
export const MULTIPLIER_SEAT: LiveSeatOptions<RouletteBetInput> = {
  chipsOf: chipsOfMultiplierBets,
  toRequest: toMultiplierRequest,
  defaultChipIndex: 1,
};
