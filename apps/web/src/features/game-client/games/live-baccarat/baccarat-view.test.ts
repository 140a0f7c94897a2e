import type { LiveCard } from '@orca/contracts';
import { describe, expect, it } from 'vitest';
import { winnerAtMs, type BaccaratResult } from './baccarat-deal';
import {
  baccaratResultLine,
  calledOutcome,
  calledWin,
  chipsOfBaccaratBets,
  frameAt,
  previousShoeLink,
  rtpOfSpot,
  shoeFairnessRows,
  toBaccaratRequest,
} from './baccarat-view';

const card = (rank: LiveCard['rank']): LiveCard => ({ index: 0, rank, suit: 'hearts' });
const hand: BaccaratResult = {
  kind: 'baccarat',
  player: [card('9'), card('K')],
  banker: [card('3'), card('2')],
  playerTotal: 9,
  bankerTotal: 5,
  winner: 'player',
  isNatural: true,
  isPlayerPair: false,
  isBankerPair: false,
  shoeId: '1',
  position: 4,
  isLastHand: false,
};
const t = (key: string, options?: Record<string, unknown>) =>
  options ? `${key} ${JSON.stringify(options)}` : key;
const money = (amount: string) => `€${amount}`;

describe('live baccarat view', () => {
  it('reads the seat bets as chips and sends one bet per spot', () => {
    const chips = chipsOfBaccaratBets({
      kind: 'baccarat',
      bets: [
        { kind: 'banker', amount: '5.00' },
        { kind: 'tie', amount: '1.00' },
      ],
    });
    expect(chips).toEqual([
      { key: 'banker', bet: 'banker', amountMinor: 500n },
      { key: 'tie', bet: 'tie', amountMinor: 100n },
    ]);
    expect(chipsOfBaccaratBets(undefined)).toEqual([]);
    expect(toBaccaratRequest([...chips, ...chips])).toEqual({
      kind: 'baccarat',
      bets: [
        { kind: 'banker', amount: '10.00' },
        { kind: 'tie', amount: '2.00' },
      ],
    });
  });

  it('deals the hand from when its reveal began, nothing before the result', () => {
    expect(frameAt(null, 0, 1_000)).toBeNull();
    expect(frameAt(hand, null, 1_000)).toBeNull();
    expect(frameAt(hand, 1_000, 1_000)?.player).toHaveLength(1);
    expect(frameAt(hand, 0, winnerAtMs(hand))?.isCalled).toBe(true);
    expect(frameAt(hand, Number.NEGATIVE_INFINITY, 0)?.isCalled).toBe(true);
  });

  it('tells my win and the spots that won only once the winner is called', () => {
    const settled = { isSettled: true, win: '10.00' };
    expect(calledWin(settled, true)).toBe('10.00');
    expect(calledWin(settled, false)).toBeNull();
    expect(calledWin({ isSettled: false, win: null }, true)).toBeNull();
    expect(calledWin(null, true)).toBeNull();
    expect(calledOutcome('player', hand, true)).toBe('win');
    expect(calledOutcome('banker', hand, true)).toBe('loss');
    expect(calledOutcome('player', hand, false)).toBeNull();
    expect(calledOutcome('player', null, true)).toBeNull();
  });

  it('says who won on which totals, then my outcome', () => {
    const call =
      'liveCards.baccarat.sideWins {"side":"liveCards.baccarat.sides.player","winner":9,"loser":5}';
    expect(baccaratResultLine(hand, true, null, t, money)).toBe(call);
    expect(baccaratResultLine(hand, true, '0.00', t, money)).toBe(`${call} · live.lost`);
    expect(baccaratResultLine(hand, true, '20.00', t, money)).toBe(
      `${call} · live.won {"amount":"€20.00"}`,
    );
    expect(
      baccaratResultLine({ ...hand, winner: 'tie', bankerTotal: 9 }, true, null, t, money),
    ).toBe('liveCards.baccarat.tieWins {"total":9}');
    expect(baccaratResultLine(hand, false, '20.00', t, money)).toBe('');
  });

  it("lists the shoe's commitment, the spots' RTP and the previous shoe on the verifier", () => {
    const shoe = { id: '7', serverSeedHash: 'h', clientSeed: 'c', cardsLeft: 300 };
    expect(shoeFairnessRows({ shoe, roundNo: 12 }, t)).toEqual([
      ['liveCards.baccarat.fair.shoe', '#7'],
      ['liveCards.baccarat.fair.shoeHash', 'h'],
      ['liveCards.baccarat.fair.shoeClientSeed', 'c'],
      ['liveCards.baccarat.shoe.cardsLeft', '300'],
      ['live.fair.round', '#12'],
    ]);
    expect(shoeFairnessRows({ shoe: null, roundNo: 12 }, t)).toBeNull();
    expect(rtpOfSpot({ rtp: [{ bet: 'banker', rtpPercent: '98.9421' }] }, 'banker')).toBe(
      '98.9421',
    );
    expect(rtpOfSpot(null, 'tie')).toBeUndefined();
    const link = previousShoeLink({
      id: '6',
      serverSeed: 's',
      clientSeed: 'c',
      serverSeedHash: 'h',
    });
    expect(link).toMatch(/\?game=baccarat&serverSeed=s&clientSeed=c&nonce=0&serverSeedHash=h$/);
  });
});
