import type { Executor } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { AccountRef } from './ledger.model.ts';
import type { LedgerService } from './ledger.service.ts';

/**
 * Withdrawal money movements, run inside the cashier's transaction so the withdrawal's status
 * and its ledger legs commit together: hold at request, then release or pay out, exactly once.
 */
export function createWithdrawalLedger(ledger: LedgerService) {
  const refs = (playerId: bigint, currency: string) => ({
    cash: { kind: 'player_cash', playerId, currency } as AccountRef,
    payable: { kind: 'house_withdrawals_payable', currency } as AccountRef,
    clearing: { kind: 'house_payment_clearing', currency } as AccountRef,
  });

  return {
    /**
     * Locks the player's cash account for the rest of the ledger transaction: the lock every
     * money movement of that player takes first, so checks that add up the player's withdrawals
     * see every request that committed before and none can slip in until this one commits.
     */
    async lockPlayer(tx: Executor, playerId: bigint, currency: string) {
      await ledger.hold(tx, [refs(playerId, currency).cash]);
    },

    /** Reserves the amount. Produces insufficient_funds. */
    async hold(
      tx: Executor,
      w: { id: string; playerId: bigint; currency: string; amountMinor: bigint },
    ) {
      const { cash, payable } = refs(w.playerId, w.currency);
      await ledger.executeIn(tx, {
        key: `withdrawal-hold:${w.id}`,
        kind: 'withdrawal_hold',
        playerId: w.playerId,
        reference: w.id,
        payload: { amountMinor: w.amountMinor, currency: w.currency },
        accounts: [cash, payable],
        plan: (balanceOf) => {
          if (balanceOf(cash) < w.amountMinor) throw new AppError('insufficient_funds');
          return {
            legs: [
              { from: cash, to: payable, amountMinor: w.amountMinor, kind: 'withdrawal_hold' },
            ],
            result: null,
          };
        },
      });
    },

    async release(
      tx: Executor,
      w: { id: string; playerId: bigint; currency: string; amountMinor: bigint },
    ) {
      const { cash, payable } = refs(w.playerId, w.currency);
      await ledger.executeIn(tx, {
        key: `withdrawal-release:${w.id}`,
        kind: 'withdrawal_release',
        playerId: w.playerId,
        reference: w.id,
        payload: { amountMinor: w.amountMinor, currency: w.currency },
        accounts: [cash, payable],
        plan: () => ({
          legs: [
            { from: payable, to: cash, amountMinor: w.amountMinor, kind: 'withdrawal_release' },
          ],
          result: null,
        }),
      });
    },

    /** The money leaves the casino: the reserved amount goes to the payment clearing account. */
    async payout(
      tx: Executor,
      w: { id: string; playerId: bigint; currency: string; amountMinor: bigint },
    ) {
      const { cash, payable, clearing } = refs(w.playerId, w.currency);
      await ledger.executeIn(tx, {
        key: `withdrawal-payout:${w.id}`,
        kind: 'withdrawal_payout',
        playerId: w.playerId,
        reference: w.id,
        payload: { amountMinor: w.amountMinor, currency: w.currency },
        accounts: [cash, payable, clearing],
        plan: () => ({
          legs: [
            { from: payable, to: clearing, amountMinor: w.amountMinor, kind: 'withdrawal_payout' },
          ],
          result: null,
        }),
      });
    },
  };
}

export type WithdrawalLedger = ReturnType<typeof createWithdrawalLedger>;
