import {
  CP_UNITS_PER_CP,
  LEVEL_MAX,
  LEVEL_REQUIRED_CP,
  levelOf,
  type LedgerTransferEvent,
} from '@orca/contracts';
import { describe, expect, it } from 'vitest';
import { rewardDeltas, wagersOf, type GameTerms } from './rewards.consumer.ts';
import { pickHost } from './rewards.standing.ts';

const player = (kind: 'player_cash' | 'player_bonus', playerId = 7n) => ({
  accountKind: kind,
  playerId,
});
const house = (kind: 'house_game' | 'house_jackpot' | 'house_payment_clearing') => ({
  accountKind: kind,
  playerId: null,
});
let nextId = 1n;
function transfer(
  kind: LedgerTransferEvent['kind'],
  debit: LedgerTransferEvent['debit'],
  credit: LedgerTransferEvent['credit'],
  amountMinor: bigint,
  options: { currency?: string; gameId?: string | null; at?: string } = {},
): LedgerTransferEvent {
  nextId += 1n;
  return {
    type: 'ledger.transfer',
    transferId: nextId,
    operationId: nextId,
    operationKind: kind,
    kind,
    currency: options.currency ?? 'EUR',
    amountMinor,
    debit,
    credit,
    playerId: debit.playerId ?? credit.playerId,
    roundId: null,
    gameId: options.gameId === undefined ? 'slot-a' : options.gameId,
    at: new Date(options.at ?? '2026-11-23T12:00:00Z'),
  };
}

const terms: GameTerms = new Map([
  ['slot-a', { rtpBasisPoints: 9600, group: 'slots' as const }],
  ['crash-a', { rtpBasisPoints: 9900, group: 'virtual' as const }],
  ['roulette-a', { rtpBasisPoints: 9730, group: 'table' as const }],
]);

describe('levels', () => {
  it('reaches each level at exactly its required CP and not one unit before', () => {
    for (let level = 1; level <= LEVEL_MAX; level += 1) {
      const required = BigInt(LEVEL_REQUIRED_CP[level]!) * CP_UNITS_PER_CP;
      expect(levelOf(required), `level ${level}`).toBe(level);
      expect(levelOf(required - 1n), `just below level ${level}`).toBe(level - 1);
      expect(levelOf(required + 1n), `just above level ${level}`).toBe(level);
    }
    expect(levelOf(0n)).toBe(0);
    expect(levelOf(-5n)).toBe(0);
    expect(levelOf(BigInt(LEVEL_REQUIRED_CP[LEVEL_MAX]! * 10) * CP_UNITS_PER_CP)).toBe(LEVEL_MAX);
  });
});

describe('CP and cashback from ledger transfers', () => {
  it('counts stakes into games by group and currency, exactly, and takes a rollback back', () => {
    const wagers = wagersOf([
      // 25 × 1 EUR on a slot: exactly one CP; 20 cents of cashback at 96 % RTP (25 × 4 % × 20 %).
      ...Array.from({ length: 25 }, () =>
        transfer('bet', player('player_cash'), house('house_game'), 100n),
      ),
      // 1 EUR on a crash game counts 20 %: 0.008 CP, as does the roulette stake.
      transfer('bet', player('player_cash'), house('house_game'), 100n, { gameId: 'crash-a' }),
      // Bonus money earns CP but no cashback.
      transfer('bet', player('player_bonus'), house('house_game'), 100n, { gameId: 'roulette-a' }),
      // A stake rolled back takes its CP and cashback back.
      transfer('bet', player('player_cash'), house('house_game'), 300n),
      transfer('rollback', house('house_game'), player('player_cash'), 300n),
      // Not play: a deposit, a win, a house-to-house transfer, a bet on no game.
      transfer('deposit', house('house_payment_clearing'), player('player_cash'), 10_000n, {
        gameId: null,
      }),
      transfer('win', house('house_game'), player('player_cash'), 5_000n),
      transfer('jackpot_contribution', house('house_game'), house('house_jackpot'), 5n),
      // 250 NOK (25 EUR) on a slot: one CP; 50 PLN (10 EUR) on a crash game: 0.08 CP.
      transfer('bet', player('player_cash', 8n), house('house_game'), 25_000n, { currency: 'NOK' }),
      transfer('bet', player('player_cash', 9n), house('house_game'), 5_000n, {
        currency: 'PLN',
        gameId: 'crash-a',
        at: '2026-11-24T00:00:00Z',
      }),
    ]);
    const { accounts, days } = rewardDeltas(wagers, terms);
    // CP written with three decimals, as units.
    const cpOf = (cp: string) => (BigInt(cp.replace('.', '')) * CP_UNITS_PER_CP) / 1000n;
    expect(accounts).toEqual([
      {
        playerId: 7n,
        cpUnits: cpOf('1.000') + cpOf('0.008') * 2n,
        // 25 stakes × 100 × 400 × 20 + 100 × 100 × 20 (crash at 99 %); the bonus stake earns none.
        cashbackUnits: 25n * 100n * 400n * 20n + 100n * 100n * 20n,
      },
      { playerId: 8n, cpUnits: cpOf('1.000'), cashbackUnits: (25_000n * 400n * 20n) / 10n },
      { playerId: 9n, cpUnits: cpOf('0.080'), cashbackUnits: (5_000n * 100n * 20n) / 5n },
    ]);
    expect(days).toEqual([
      {
        playerId: 7n,
        day: '2026-11-23',
        currency: 'EUR',
        cpUnits: cpOf('1.016'),
        wageredMinor: 2_700n,
      },
      {
        playerId: 8n,
        day: '2026-11-23',
        currency: 'NOK',
        cpUnits: cpOf('1.000'),
        wageredMinor: 25_000n,
      },
      {
        playerId: 9n,
        day: '2026-11-24',
        currency: 'PLN',
        cpUnits: cpOf('0.080'),
        wageredMinor: 5_000n,
      },
    ]);
  });

  it('gives no CP for a game the catalogue does not know', () => {
    const { accounts } = rewardDeltas(
      wagersOf([
        transfer('bet', player('player_cash'), house('house_game'), 100n, { gameId: 'gone' }),
      ]),
      terms,
    );
    expect(accounts).toEqual([]);
  });
});

describe('VIP hosts', () => {
  it('picks the host with the fewest members, the lowest id on a tie, and none when there is no host', () => {
    const hosts = [
      { id: 3n, username: 'c' },
      { id: 1n, username: 'a' },
      { id: 2n, username: 'b' },
    ];
    expect(
      pickHost(
        hosts,
        new Map([
          ['1', 2],
          ['2', 1],
          ['3', 1],
        ]),
      )?.id,
    ).toBe(2n);
    expect(pickHost(hosts, new Map())?.id).toBe(1n);
    expect(pickHost([], new Map())).toBeNull();
  });
});
