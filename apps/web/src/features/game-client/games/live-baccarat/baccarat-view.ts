import type { LiveBets, LiveHistory, LiveSeat, LiveTableView } from '@orca/contracts';
import { VERIFIER_PATH } from '../../../../lib/verify-link';
import { chipOf, spotBets, type SlipChip } from '../live/chips';
import { outcomeLine, type LiveSeatOptions, type Translate } from '../live/live-table-view';
import { dealFrame, type BaccaratResult, type DealFrame } from './baccarat-deal';
import { betsBySpot, spotOutcome, type BaccaratKind } from './baccarat-spots';

type BaccaratChip = SlipChip<BaccaratKind>;

/** The side bets above the main spots, left to right, and the main spots below them. */
export const SIDE_SPOTS = ['player-pair', 'tie', 'banker-pair'] as const;
export const MAIN_SPOTS = ['player', 'banker'] as const;
/** The spots in the order the rules list what they pay. */
export const RULE_SPOTS = ['player', 'banker', 'tie', 'player-pair', 'banker-pair'] as const;

/** A seat's baccarat bets as chips on their spots; none for another table's bets. */
export const chipsOfBaccaratBets = (bets: LiveBets | undefined): BaccaratChip[] =>
  betsBySpot(bets).map((bet) => chipOf(bet.kind, bet.kind, bet.amount));

/** The bet request for the chips on the felt: one bet per spot. */
export const toBaccaratRequest = (chips: readonly BaccaratChip[]) => ({
  kind: 'baccarat' as const,
  bets: spotBets(chips).map(({ bet, amount }) => ({ kind: bet, amount })),
});

/**
 * What is on the felt now: the hand dealt as far as the time since its reveal began on this
 * screen (`revealStart` on the local clock; null before the result), nothing before the result.
 */
export function frameAt(
  result: BaccaratResult | null,
  revealStart: number | null,
  localNow: number,
): DealFrame | null {
  if (!result || revealStart === null) return null;
  return dealFrame(result, localNow - revealStart);
}

/** My win once the winner is called and the seat settled (the screen never tells it sooner). */
export const calledWin = (
  seat: Pick<LiveSeat, 'isSettled' | 'win'> | null,
  isCalled: boolean,
): string | null => (seat?.isSettled && isCalled ? seat.win : null);

/** How a spot did on the hand, once the winner is called. */
export const calledOutcome = (
  kind: BaccaratKind,
  result: BaccaratResult | null,
  isCalled: boolean,
): 'win' | 'push' | 'loss' | null => (result && isCalled ? spotOutcome(kind, result) : null);

/** The line under the hands once the winner is called: who won on which totals, and my outcome. */
export function baccaratResultLine(
  result: BaccaratResult | null,
  isCalled: boolean,
  win: string | null,
  t: Translate,
  money: (amount: string) => string,
): string {
  if (!result || !isCalled) return '';
  const call =
    result.winner === 'tie'
      ? t('liveCards.baccarat.tieWins', { total: result.playerTotal })
      : t('liveCards.baccarat.sideWins', {
          side: t(`liveCards.baccarat.sides.${result.winner}`),
          winner: result.winner === 'player' ? result.playerTotal : result.bankerTotal,
          loser: result.winner === 'player' ? result.bankerTotal : result.playerTotal,
        });
  return [call, outcomeLine(win, t, money)].filter(Boolean).join(' · ');
}

/** The shoe's commitment for the fairness dialog; null before a shoe is dealt. */
export function shoeFairnessRows(
  view: Pick<LiveTableView, 'shoe' | 'roundNo'> | null,
  t: Translate,
): [string, string][] | null {
  if (!view?.shoe) return null;
  return [
    [t('liveCards.baccarat.fair.shoe'), `#${view.shoe.id}`],
    [t('liveCards.baccarat.fair.shoeHash'), view.shoe.serverSeedHash],
    [t('liveCards.baccarat.fair.shoeClientSeed'), view.shoe.clientSeed],
    [t('liveCards.baccarat.shoe.cardsLeft'), String(view.shoe.cardsLeft)],
    [t('live.fair.round'), `#${view.roundNo}`],
  ];
}

/** The declared RTP of a spot, when the table declares one. */
export const rtpOfSpot = (view: Pick<LiveTableView, 'rtp'> | null, kind: BaccaratKind) =>
  view?.rtp.find((r) => r.bet === kind)?.rtpPercent;

/** The verifier pre-filled with a finished shoe's seeds (its first hand; each hand's recall gives its position). */
export function previousShoeLink(shoe: NonNullable<LiveHistory['previousShoe']>): string {
  const query = new URLSearchParams({
    game: 'baccarat',
    serverSeed: shoe.serverSeed,
    clientSeed: shoe.clientSeed,
    nonce: '0',
    serverSeedHash: shoe.serverSeedHash,
  });
  return `${VERIFIER_PATH}?${query.toString()}`;
}

/** How the seat hook reads and sends this table's bets; the rack's first chip picked until the player picks another. */
export const BACCARAT_SEAT: LiveSeatOptions<BaccaratKind> = {
  chipsOf: chipsOfBaccaratBets,
  toRequest: toBaccaratRequest,
  defaultChipIndex: 0,
};
