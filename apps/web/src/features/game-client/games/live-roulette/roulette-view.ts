import type { LiveTableView, RouletteBetInput } from '@orca/contracts';
import { spotBets, type SlipChip } from '../live/chips';
import { chipsOfBets } from './roulette-layout';
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

type RouletteChip = SlipChip<RouletteBetInput>;
export type RouletteSpin = ShownSpin<ResultOf<'roulette'>>;

/** The bet types the rules list, each with what it pays. */
export const RULE_KINDS = [
  'straight',
  'split',
  'street',
  'corner',
  'six-line',
  'dozen',
  'column',
  'red',
] as const;

/** The bet request for the chips on the felt: one bet per spot. */
export const toRouletteRequest = (chips: readonly RouletteChip[]) => ({
  kind: 'roulette' as const,
  bets: spotBets(chips),
});

/**
 * The line under the wheel once the ball has landed: the pocket and my outcome, marked as the last
 * round's while the next round takes bets; empty while the ball rolls and once bets close.
 */
export function rouletteResultLine(
  spin: RouletteSpin | null,
  isLanded: boolean,
  isLastRound: boolean,
  phase: TablePhase,
  win: string | null,
  t: Translate,
  money: (amount: string) => string,
): string {
  if (!spin || !isLanded || phase === 'closing') return '';
  const { pocket, colour } = spin.result;
  const outcome = outcomeLine(win, t, money);
  const line = `${t('live.roulette.resultIs', { number: pocket, colour: t(`live.roulette.colours.${colour}`) })}${outcome ? ` · ${outcome}` : ''}`;
  return isLastRound ? t('live.lastRound', { result: line }) : line;
}

/** The pocket lit on the felt: this round's, once the ball has landed in it. */
export const winningPocket = (
  spin: RouletteSpin | null,
  isLanded: boolean,
  isLastRound: boolean,
): number | null => landedResult(spin, isLanded, isLastRound)?.pocket ?? null;

/** The last pockets drawn, newest first, without the round whose ball still rolls. */
export const lastPockets = (view: LiveTableView | null, rolling: string | null = null): number[] =>
  lastResultsOf(view, 'roulette', rolling).map((result) => result.pocket);

/** The declared RTP every bet shares, without trailing zeros ("97.2973", "97.3"). */
export const rtpAllPercent = (view: Pick<LiveTableView, 'rtp'> | null): string =>
  (view?.rtp[0]?.rtpPercent ?? '97.2973').replace(/0+$/, '');

/** How the seat hook reads and sends this table's bets; the rack's second chip picked until the player picks another. */
export const ROULETTE_SEAT: LiveSeatOptions<RouletteBetInput> = {
  chipsOf: chipsOfBets,
  toRequest: toRouletteRequest,
  defaultChipIndex: 1,
};
