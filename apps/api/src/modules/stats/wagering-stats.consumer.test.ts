import type { LedgerTransferEvent } from '@orca/contracts';
import { describe, expect, it } from 'vitest';
import { wageringDeltas } from './wagering-stats.consumer.ts';

const player = (kind: 'player_cash' | 'player_bonus', playerId = 7n) => ({
  accountKind: kind,
  playerId,
});
const house = (
  kind: 'house_game' | 'house_jackpot' | 'house_payment_clearing' | 'house_sports',
) => ({
  accountKind: kind,
  playerId: null,
});
let nextId = 1n;
function transfer(
  kind: LedgerTransferEvent['kind'],
  debit: LedgerTransferEvent['debit'],
  credit: LedgerTransferEvent['credit'],
  amountMinor: bigint,
  at = '2026-11-23T12:00:00Z',
): LedgerTransferEvent {
  nextId += 1n;
  return {
    type: 'ledger.transfer',
    transferId: nextId,
    operationId: nextId,
    operationKind: kind,
    kind,
    currency: 'EUR',
    amountMinor,
    debit,
    credit,
    playerId: debit.playerId ?? credit.playerId,
    roundId: null,
    gameId: null,
    at: new Date(at),
  };
}

describe('wagering statistics from ledger transfers', () => {
  it('sums stakes by where they came from, refunds and wins per player and UTC day, and leaves other money alone', () => {
    const deltas = wageringDeltas([
      transfer('deposit', house('house_payment_clearing'), player('player_cash'), 10_000n),
      transfer('bet', player('player_cash'), house('house_game'), 300n),
      transfer('bet', player('player_bonus'), house('house_game'), 200n),
      transfer('jackpot_contribution', house('house_game'), house('house_jackpot'), 5n),
      transfer('rollback', house('house_game'), player('player_bonus'), 200n),
      transfer('rollback', house('house_jackpot'), house('house_game'), 5n),
      transfer('win', house('house_game'), player('player_cash'), 1_000n),
      transfer('jackpot_win', house('house_jackpot'), player('player_cash'), 50n),
      transfer('bet', player('player_cash', 8n), house('house_game'), 100n, '2026-11-23T23:59:59Z'),
      transfer('bet', player('player_cash', 8n), house('house_game'), 100n, '2026-11-24T00:00:00Z'),
    ]);
    expect(deltas).toEqual([
      {
        playerId: 7n,
        day: '2026-11-23',
        currency: 'EUR',
        betCashMinor: 300n,
        betBonusMinor: 200n,
        refundMinor: 200n,
        winMinor: 1_050n,
      },
      {
        playerId: 8n,
        day: '2026-11-23',
        currency: 'EUR',
        betCashMinor: 100n,
        betBonusMinor: 0n,
        refundMinor: 0n,
        winMinor: 0n,
      },
      {
        playerId: 8n,
        day: '2026-11-24',
        currency: 'EUR',
        betCashMinor: 100n,
        betBonusMinor: 0n,
        refundMinor: 0n,
        winMinor: 0n,
      },
    ]);
  });
});

describe('sports money in the day’s figures', () => {
  it('counts a sports stake as a cash bet, a refused bet’s refund, a payout as a win and a reversal against it', () => {
    const at = '2026-11-28T10:00:00Z';
    const deltas = wageringDeltas([
      transfer('sports_stake', player('player_cash', 9n), house('house_sports'), 1_000n, at),
      transfer('sports_stake', player('player_cash', 9n), house('house_sports'), 500n, at),
      transfer('sports_refund', house('house_sports'), player('player_cash', 9n), 500n, at),
      transfer('sports_payout', house('house_sports'), player('player_cash', 9n), 2_400n, at),
      transfer('sports_reversal', player('player_cash', 9n), house('house_sports'), 2_400n, at),
    ]);
    expect(deltas).toEqual([
      {
        playerId: 9n,
        day: '2026-11-28',
        currency: 'EUR',
        betCashMinor: 1_500n,
        betBonusMinor: 0n,
        refundMinor: 500n,
        winMinor: 0n,
      },
    ]);
  });
});
