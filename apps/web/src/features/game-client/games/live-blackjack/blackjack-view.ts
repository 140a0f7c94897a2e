import type { BlackjackSeatView, LiveCard, LiveTableView } from '@orca/contracts';
import { BLACKJACK_ACTIONS } from '@orca/contracts';
import { blackjackHandValue } from '@orca/games/live/blackjack';
import { fromMinor, toMinor } from '../../lib/money';

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
