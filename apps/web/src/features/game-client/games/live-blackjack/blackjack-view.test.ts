import type { BlackjackSeatView, LiveCard } from '@orca/contracts';
import { describe, expect, it } from 'vitest';
import {
  blackjackResultLine,
  cardsTotal,
  chipsOfBlackjackBet,
  currentSeat,
  dealerCards,
  dealerTotalText,
  enabledActions,
  hintShown,
  isDecisionWindowOpen,
  isHandActive,
  seatReturn,
  sharedCardsOf,
  stepKeyOf,
  toBlackjackRequest,
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

  it('reads the seat bet as one chip and sends the circle as one bet', () => {
    const chips = chipsOfBlackjackBet({ kind: 'blackjack', amount: '5.00' });
    expect(chips).toEqual([{ key: 'stake', bet: 'stake', amountMinor: 500n }]);
    expect(chipsOfBlackjackBet({ kind: 'roulette', bets: [] })).toEqual([]);
    expect(chipsOfBlackjackBet(undefined)).toEqual([]);
    expect(toBlackjackRequest([...chips, ...chips])).toEqual({
      kind: 'blackjack',
      amount: '10.00',
    });
  });

  it('reads the table again on every step of the round', () => {
    expect(stepKeyOf(null, null)).toBeNull();
    expect(stepKeyOf({ roundId: 'r1', phase: 'betting' }, null)).toBe('r1:betting::');
    expect(stepKeyOf({ roundId: 'r1', phase: 'result' }, { stake: '5.00', isSettled: true })).toBe(
      'r1:result:5.00:true',
    );
  });

  it("shows a decision's answer until a table read has caught up with it", () => {
    const decided = { roundId: 'r1', seat: seat({ decisions: 2 }) };
    const read = (decisions: number) => ({
      roundId: 'r1',
      seat: { liveRoundId: 'r1', blackjack: seat({ decisions }) } as never,
    });
    expect(currentSeat(decided, read(1), null, 'r1')?.decisions).toBe(2);
    expect(currentSeat(decided, read(2), null, 'r1')?.decisions).toBe(2);
    expect(currentSeat(decided, read(3), null, 'r1')?.decisions).toBe(3);
    expect(currentSeat(decided, null, null, 'r1')?.decisions).toBe(2);
    expect(currentSeat(decided, null, null, 'r2')).toBeNull();
    expect(currentSeat(null, null, { blackjack: seat({ decisions: 4 }) }, 'r1')?.decisions).toBe(4);
  });

  it('takes decisions only before the window closes, and rings the active split hand', () => {
    const closesAt = '2030-01-01T00:00:10.000Z';
    const at = Date.parse(closesAt);
    expect(isDecisionWindowOpen({ phase: 'decisions', decisionsCloseAt: closesAt }, at - 1)).toBe(
      true,
    );
    expect(isDecisionWindowOpen({ phase: 'decisions', decisionsCloseAt: closesAt }, at)).toBe(
      false,
    );
    expect(isDecisionWindowOpen({ phase: 'decisions', decisionsCloseAt: null }, 0)).toBe(false);
    expect(isDecisionWindowOpen(null, 0)).toBe(false);
    const split = seat({ hands: [hand({}), hand({})], activeHand: 1 });
    expect(isHandActive(split, true, 1)).toBe(true);
    expect(isHandActive(split, true, 0)).toBe(false);
    expect(isHandActive(split, false, 1)).toBe(false);
    expect(isHandActive(seat({ hands: [hand({})] }), true, 0)).toBe(false);
    expect(hintShown(true, seat({ hint: 'hit' }))).toBe('hit');
    expect(hintShown(false, seat({ hint: 'hit' }))).toBeNull();
    expect(hintShown(true, seat({ hint: 'hit', isFinished: true }))).toBeNull();
  });

  it('totals the dealer and the shared cards as the table shows them', () => {
    const deal = { playerCards: [card('9'), card('7')], dealerUpCard: card('K') };
    expect(sharedCardsOf(deal, null)).toEqual(deal.playerCards);
    expect(sharedCardsOf(null, { playerCards: [card('A')] })).toEqual([card('A')]);
    expect(sharedCardsOf(null, null)).toEqual([]);
    expect(dealerTotalText([], null)).toBeNull();
    expect(dealerTotalText([card('A'), null], null)).toBe('1/11');
    expect(dealerTotalText([card('K'), card('7')], { dealerTotal: 17 })).toBe('17');
  });

  it('says my outcome once settled, a timed-out seat after the window', () => {
    const t = (key: string, options?: Record<string, unknown>) =>
      options ? `${key} ${JSON.stringify(options)}` : key;
    const money = (amount: string) => `€${amount}`;
    expect(blackjackResultLine({ win: '10.00' }, null, 'result', t, money)).toBe(
      'live.won {"amount":"€10.00"}',
    );
    expect(blackjackResultLine({ win: '0.00' }, null, 'result', t, money)).toBe('live.lost');
    const timedOut = seat({ isTimedOut: true });
    expect(blackjackResultLine(null, timedOut, 'result', t, money)).toBe(
      'liveCards.blackjack.timedOut',
    );
    expect(blackjackResultLine(null, timedOut, 'decisions', t, money)).toBe('');
    expect(blackjackResultLine(null, null, 'betting', t, money)).toBe('');
  });
});
