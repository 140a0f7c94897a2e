import type {
  BlackjackSeatView,
  LiveBets,
  LiveBlackjackTable,
  LiveCard,
  LiveSeat,
  LiveTableView,
} from '@orca/contracts';
import { BLACKJACK_ACTIONS } from '@orca/contracts';
import { blackjackHandValue } from '@orca/games/live/blackjack';
import { fromMinor, toMinor } from '../../lib/money';
import { chipOf, sumChips, type SlipChip } from '../live/chips';
import {
  outcomeLine,
  type LiveSeatOptions,
  type ResultOf,
  type Translate,
} from '../live/live-table-view';

export type BlackjackAction = (typeof BLACKJACK_ACTIONS)[number];
export type BlackjackHandView = BlackjackSeatView['hands'][number];

/** A hand's total as players read it: a soft total shows both counts ("7/17"), 21 and hard totals one. */
export function totalText(hand: Pick<BlackjackHandView, 'total' | 'isSoft'>): string {
  return hand.isSoft && hand.total < 21 ? `${hand.total - 10}/${hand.total}` : String(hand.total);
}

/** The total of cards on screen (the shared deal, the dealer's hand), by the engine's count. */
export function cardsTotal(cards: readonly LiveCard[]): { total: number; isSoft: boolean } {
  return blackjackHandValue(cards);
}

/**
 * Which decision buttons work now: only the moves the server lists as legal for the active hand,
 * and none once the seat has finished, the window has closed or a decision is on its way.
 */
export function enabledActions(
  seat: Pick<BlackjackSeatView, 'legalActions' | 'isFinished'> | null,
  isWindowOpen: boolean,
  isBusy: boolean,
): Record<BlackjackAction, boolean> {
  const canDecide = seat !== null && !seat.isFinished && isWindowOpen && !isBusy;
  return Object.fromEntries(
    BLACKJACK_ACTIONS.map((action) => [
      action,
      canDecide && (seat?.legalActions.includes(action) ?? false),
    ]),
  ) as Record<BlackjackAction, boolean>;
}

/**
 * The dealer's cards as the table shows them: the whole hand once the dealer has played (the
 * round's result), the up card and a face-down hole card while seats decide, nothing before the deal.
 */
export function dealerCards(
  view: Pick<LiveTableView, 'result' | 'deal'> | null,
  deal: LiveTableView['deal'],
): (LiveCard | null)[] {
  if (view?.result?.kind === 'blackjack') return view.result.dealerCards;
  const shown = view?.deal ?? deal;
  return shown ? [shown.dealerUpCard, null] : [];
}

/** What the seat won in all, and whether every hand is settled. */
export function seatReturn(
  seat: Pick<BlackjackSeatView, 'hands'> | null,
): { win: string; stake: string } | null {
  if (!seat || seat.hands.length === 0 || seat.hands.some((hand) => hand.result === null))
    return null;
  const sum = (amounts: (string | null)[]) =>
    fromMinor(amounts.reduce((total, amount) => total + (toMinor(amount ?? '0') ?? 0n), 0n));
  return {
    win: sum(seat.hands.map((hand) => hand.win)),
    stake: sum(seat.hands.map((hand) => hand.stake)),
  };
}

/** The one spot of a blackjack seat: chips on it add up to the seat's single bet. */
export type BlackjackSpot = 'stake';
type BlackjackChip = SlipChip<BlackjackSpot>;

/** A seat's blackjack bet as one chip (what Repeat sends again); none for another table's bets. */
export const chipsOfBlackjackBet = (bets: LiveBets | undefined): BlackjackChip[] =>
  bets?.kind === 'blackjack' ? [chipOf<BlackjackSpot>('stake', 'stake', bets.amount)] : [];

/** The bet request for the chips in the circle: their sum as the seat's one bet. */
export const toBlackjackRequest = (chips: readonly BlackjackChip[]) => ({
  kind: 'blackjack' as const,
  amount: fromMinor(sumChips(chips)),
});

/** Changes with every step of the round that changes my hands: the table is read again on each. */
export const stepKeyOf = (
  view: Pick<LiveTableView, 'roundId' | 'phase'> | null,
  seat: Pick<LiveSeat, 'stake' | 'isSettled'> | null,
): string | null =>
  view ? `${view.roundId}:${view.phase}:${seat?.stake ?? ''}:${seat?.isSettled ?? ''}` : null;

/**
 * My hands as the screen shows them: a decision's answer is newer than the last table read until
 * the table is read again after it; else the table read's (with the hint), else the view's seat.
 */
export function currentSeat(
  decided: { roundId: string; seat: BlackjackSeatView } | null,
  table: Pick<LiveBlackjackTable, 'roundId' | 'seat'> | null,
  viewSeat: Pick<LiveSeat, 'blackjack'> | null,
  roundId: string | null,
): BlackjackSeatView | null {
  const tableSeat =
    table && table.roundId === roundId && table.seat?.liveRoundId === roundId
      ? table.seat.blackjack
      : null;
  if (
    decided &&
    decided.roundId === roundId &&
    (tableSeat === null || decided.seat.decisions > tableSeat.decisions)
  )
    return decided.seat;
  return tableSeat ?? viewSeat?.blackjack ?? null;
}

/** Whether decisions are taken now: the decisions phase before its close on the server clock. */
export const isDecisionWindowOpen = (
  view: Pick<LiveTableView, 'phase' | 'decisionsCloseAt'> | null,
  serverNow: number,
): boolean =>
  view?.phase === 'decisions' &&
  view.decisionsCloseAt !== null &&
  serverNow < Date.parse(view.decisionsCloseAt);

/** The hand ringed as the one deciding: only with split hands, while the window is open. */
export const isHandActive = (
  seat: Pick<BlackjackSeatView, 'isFinished' | 'activeHand' | 'hands'>,
  isWindowOpen: boolean,
  index: number,
): boolean =>
  !seat.isFinished && isWindowOpen && index === seat.activeHand && seat.hands.length > 1;

/** The basic-strategy move shown, when asked for and the seat still plays. */
export const hintShown = (
  isHintOn: boolean,
  seat: Pick<BlackjackSeatView, 'isFinished' | 'hint'> | null,
): BlackjackAction | null => (isHintOn && seat && !seat.isFinished ? seat.hint : null);

/** The two cards every seat shares: the deal while seats decide, the result's after. */
export const sharedCardsOf = (
  deal: LiveTableView['deal'],
  result: Pick<ResultOf<'blackjack'>, 'playerCards'> | null,
): LiveCard[] => deal?.playerCards ?? (result ? result.playerCards : []);

/** The dealer's total as the badge says it: the final total once played, else the shown cards' count. */
export function dealerTotalText(
  dealer: readonly (LiveCard | null)[],
  result: Pick<ResultOf<'blackjack'>, 'dealerTotal'> | null,
): string | null {
  const shown = dealer.flatMap((card) => (card ? [card] : []));
  if (shown.length === 0) return null;
  return result ? String(result.dealerTotal) : totalText(cardsTotal(shown));
}

/** The line under the hands: my outcome once every hand is settled, a timed-out seat after the window. */
export function blackjackResultLine(
  returned: { win: string } | null,
  seat: Pick<BlackjackSeatView, 'isTimedOut'> | null,
  phase: LiveTableView['phase'] | null,
  t: Translate,
  money: (amount: string) => string,
): string {
  if (returned) return outcomeLine(returned.win, t, money) ?? '';
  return seat?.isTimedOut && phase !== 'decisions' ? t('liveCards.blackjack.timedOut') : '';
}

/** How the seat hook reads and sends this table's bets; the rack's first chip picked until the player picks another. */
export const BLACKJACK_SEAT: LiveSeatOptions<BlackjackSpot> = {
  chipsOf: chipsOfBlackjackBet,
  toRequest: toBlackjackRequest,
  defaultChipIndex: 0,
};
