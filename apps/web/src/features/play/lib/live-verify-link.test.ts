import { RoundOutcomeSchema, type Round, type RoundOutcomeOf } from '@orca/contracts';
import { describe, expect, it } from 'vitest';
import { liveVerifyHref, liveVerifyQueryOf } from './live-verify-link';
import { isCompleteQuery } from './verify-form';

const fair: Round['fair'] = {
  serverSeedHash: 'roundhash',
  clientSeed: 'money-wheel-1:12',
  nonce: 0,
  serverSeed: null,
};
const card = (index: number, rank: '2' | 'K' | '9', suit: 'hearts' | 'spades') => ({
  index,
  rank,
  suit,
});
const live = (outcome: Record<string, unknown>): RoundOutcomeOf<'live'> => {
  const parsed = RoundOutcomeSchema.parse({
    kind: 'live',
    tableId: 't',
    liveRoundId: '9',
    roundNo: 12,
    returns: [],
    result: null,
    ...outcome,
  });
  if (parsed.kind !== 'live') throw new Error('a live outcome');
  return parsed;
};
/** The link's query, failing the test when the seat has none yet. */
const queryOf = (query: URLSearchParams | string) => {
  if (typeof query === 'string') throw new Error(`no link yet: ${query}`);
  return new URLSearchParams(liveVerifyHref(query).split('?')[1]);
};

describe('the verifier link of a live seat', () => {
  const wheel = {
    tableKind: 'money_wheel',
    bets: { kind: 'money_wheel', bets: [{ number: 10, amount: '1.00' }] },
  };
  const wheelResult = {
    kind: 'money_wheel',
    spins: [{ segmentIndex: 3, segment: { kind: 'number', number: 10 } }],
    number: 10,
    multiplier: 1,
  };

  it('waits for the result, then links the round’s revealed seed with its public client seed and nonce', () => {
    expect(liveVerifyQueryOf(live(wheel), fair)).toBe('notDrawn');
    const link = liveVerifyQueryOf(
      live({ ...wheel, result: wheelResult, returns: ['11.00'], serverSeed: 'r0und' }),
      fair,
    );
    expect(Object.fromEntries(queryOf(link))).toEqual({
      game: 'money_wheel',
      serverSeed: 'r0und',
      clientSeed: 'money-wheel-1:12',
      nonce: '0',
      serverSeedHash: 'roundhash',
    });
    expect(liveVerifyHref(new URLSearchParams('game=roulette'))).toBe(
      '/provably-fair?game=roulette',
    );
    expect(isCompleteQuery(queryOf(link))).toBe(true);
  });

  it('links live roulette as roulette', () => {
    const link = liveVerifyQueryOf(
      live({
        tableKind: 'roulette',
        bets: { kind: 'roulette', bets: [{ bet: { kind: 'red' }, amount: '1.00' }] },
        result: { kind: 'roulette', pocket: 7, colour: 'red' },
        serverSeed: 's',
      }),
      fair,
    );
    expect(queryOf(link).get('game')).toBe('roulette');
  });

  it('links a baccarat hand to its shoe’s seeds and position once the shoe is finished', () => {
    const hand = {
      kind: 'baccarat',
      player: [card(1, '9', 'hearts'), card(2, 'K', 'spades')],
      banker: [card(3, '2', 'hearts'), card(4, '2', 'spades')],
      playerTotal: 9,
      bankerTotal: 4,
      winner: 'player',
      isNatural: true,
      isPlayerPair: false,
      isBankerPair: false,
      shoeId: '5',
      position: 41,
      isLastHand: false,
    };
    const seat = {
      tableKind: 'baccarat',
      bets: { kind: 'baccarat', bets: [{ kind: 'player', amount: '5.00' }] },
      result: hand,
      serverSeed: 'round-seed',
    };
    expect(liveVerifyQueryOf(live(seat), fair)).toBe('shoeNotFinished');
    const link = liveVerifyQueryOf(
      live({
        ...seat,
        shoeServerSeed: 'sh0e',
        shoeClientSeed: 'baccarat-1:shoe:1',
        shoeServerSeedHash: 'shoehash',
      }),
      fair,
    );
    expect(Object.fromEntries(queryOf(link))).toEqual({
      game: 'baccarat',
      serverSeed: 'sh0e',
      clientSeed: 'baccarat-1:shoe:1',
      nonce: '0',
      position: '41',
      serverSeedHash: 'shoehash',
    });
    expect(isCompleteQuery(queryOf(link))).toBe(true);
  });

  it('links a blackjack seat with its seat number and decisions, or only the shared deal when its decisions were not recorded', () => {
    const result = {
      kind: 'blackjack',
      playerCards: [card(1, '9', 'hearts'), card(2, '2', 'spades')],
      dealerCards: [card(3, 'K', 'hearts'), card(4, '9', 'spades')],
      dealerTotal: 19,
      isDealerBlackjack: false,
    };
    const view = {
      seat: 17,
      hands: [],
      activeHand: 0,
      legalActions: [],
      hint: null,
      isFinished: true,
      decisions: 2,
      actions: ['hit', 'stand'],
      isTimedOut: false,
    };
    const seat = {
      tableKind: 'blackjack',
      bets: { kind: 'blackjack', amount: '2.00' },
      result,
      serverSeed: 'bj',
      blackjack: view,
    };
    const link = liveVerifyQueryOf(live(seat), fair);
    expect(queryOf(link).get('seat')).toBe('17');
    expect(queryOf(link).get('actions')).toBe('hit,stand');
    expect(isCompleteQuery(queryOf(link))).toBe(true);
    const { actions: _unrecorded, ...older } = view;
    const shared = queryOf(liveVerifyQueryOf(live({ ...seat, blackjack: older }), fair));
    expect(shared.has('seat')).toBe(false);
    expect(shared.get('game')).toBe('blackjack');
  });
});
