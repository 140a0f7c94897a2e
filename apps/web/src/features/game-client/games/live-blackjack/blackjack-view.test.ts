import type { BlackjackSeatView, LiveCard } from '@orca/contracts';
import { describe, expect, it } from 'vitest';
import {
  cardsTotal,
  dealerCards,
  enabledActions,
  seatReturn,
  totalText,
  type BlackjackHandView,
} from './blackjack-view';

const card = (rank: LiveCard['rank'], suit: LiveCard['suit'] = 'clubs'): LiveCard => ({
  index: 0,
  rank,
  suit,
});
const hand = (over: Partial<BlackjackHandView>): BlackjackHandView => ({
  cards: [],
  total: 0,
  isSoft: false,
  isDoubled: false,
  isDone: false,
  stake: '5.00',
  result: null,
  win: null,
  ...over,
});
const seat = (over: Omit<Partial<BlackjackSeatView>, 'actions'>): BlackjackSeatView => ({
  seat: 0,
  hands: [],
  activeHand: 0,
  legalActions: [],
  hint: null,
  isFinished: false,
  decisions: 0,
  isTimedOut: false,
  ...over,
});

describe('blackjack table view', () => {
  it('reads soft totals both ways, 21 and hard totals once', () => {
    expect(totalText({ total: 17, isSoft: true })).toBe('7/17');
    expect(totalText({ total: 21, isSoft: true })).toBe('21');
    expect(totalText({ total: 15, isSoft: false })).toBe('15');
    expect(cardsTotal([card('A'), card('6')])).toEqual({ total: 17, isSoft: true });
    expect(cardsTotal([card('A'), card('6'), card('K')])).toEqual({ total: 17, isSoft: false });
  });

  it('enables only the legal moves, and none when finished, closed or busy', () => {
    const playing = seat({ legalActions: ['hit', 'stand', 'double'] });
    expect(enabledActions(playing, true, false)).toEqual({
      hit: true,
      stand: true,
      double: true,
      split: false,
    });
    expect(enabledActions(playing, false, false)).toEqual({
      hit: false,
      stand: false,
      double: false,
      split: false,
    });
    expect(enabledActions(playing, true, true)).toEqual({
      hit: false,
      stand: false,
      double: false,
      split: false,
    });
    expect(enabledActions({ ...playing, isFinished: true }, true, false).hit).toBe(false);
    expect(enabledActions(null, true, false).stand).toBe(false);
  });

  it('hides the hole card until the dealer has played', () => {
    const deal = { playerCards: [card('9'), card('7')], dealerUpCard: card('K', 'hearts') };
    expect(dealerCards({ result: null, deal: null }, null)).toEqual([]);
    expect(dealerCards({ result: null, deal }, null)).toEqual([card('K', 'hearts'), null]);
    expect(dealerCards({ result: null, deal: null }, deal)).toEqual([card('K', 'hearts'), null]);
    const dealer = [card('K', 'hearts'), card('6'), card('5')];
    expect(
      dealerCards(
        {
          result: {
            kind: 'blackjack',
            playerCards: deal.playerCards,
            dealerCards: dealer,
            dealerTotal: 21,
            isDealerBlackjack: false,
          },
          deal,
        },
        deal,
      ),
    ).toEqual(dealer);
  });

  it('sums what every hand returned once all are settled', () => {
    expect(seatReturn(null)).toBeNull();
    expect(
      seatReturn(seat({ hands: [hand({ result: 'win', win: '10.00' }), hand({ result: null })] })),
    ).toBeNull();
    expect(
      seatReturn(
        seat({
          hands: [
            hand({ result: 'win', win: '20.00', stake: '10.00', isDoubled: true }),
            hand({ result: 'loss', win: '0.00' }),
          ],
        }),
      ),
    ).toEqual({ win: '20.00', stake: '15.00' });
  });
});
