import type { Executor } from '../../db/client.ts';
import { AppError, assert } from '../../platform/errors.ts';
import type { AccountRef } from './ledger.model.ts';
import type { LedgerService } from './ledger.service.ts';

/**
 * The money movements of bonuses (decision 015), each in the caller's transaction so a bonus's
 * status change and its money commit together, each idempotent by `bonus:<op>:<instance>`. The
 * house side is always `house_bonus_cost`: what bonuses cost the casino, for NGR.
 */
/** The operation kind of a free spin's stake, which the house pays: rounds it stakes are not the player's money. */
export const FREE_SPIN_BET_KIND = 'free_spin_bet';

export function createBonusMoney(ledger: LedgerService) {
  const refs = (playerId: bigint, currency: string) => ({
    cash: { kind: 'player_cash', playerId, currency } as AccountRef,
    bonus: { kind: 'player_bonus', playerId, currency } as AccountRef,
    cost: { kind: 'house_bonus_cost', currency } as AccountRef,
    game: { kind: 'house_game', currency } as AccountRef,
  });

  async function operation<T>(
    tx: Executor,
    key: string,
    run: () => Promise<{ result: T; isReplay: boolean }>,
  ): Promise<T & { operationId: bigint }> {
    const { result } = await run();
    return { ...result, operationId: await ledger.operationIdOf(tx, key) };
  }

  return {
    /** An activated bonus's money: house_bonus_cost → the player's bonus account. */
    grant(
      tx: Executor,
      b: { instanceId: bigint; playerId: bigint; currency: string; amountMinor: bigint },
    ) {
      assert(b.amountMinor > 0n, 'a bonus grants a positive amount');
      const { bonus, cost } = refs(b.playerId, b.currency);
      const key = `bonus:grant:${b.instanceId}`;
      return operation(tx, key, () =>
        ledger.executeIn(tx, {
          key,
          kind: 'bonus_grant',
          playerId: b.playerId,
          reference: `bonus:${b.instanceId}`,
          payload: { instanceId: b.instanceId, amountMinor: b.amountMinor, currency: b.currency },
          accounts: [bonus, cost],
          plan: () => ({
            legs: [{ from: cost, to: bonus, amountMinor: b.amountMinor, kind: 'bonus_grant' }],
            result: { amountMinor: b.amountMinor.toString() },
          }),
        }),
      );
    },

    /**
     * Completed wagering: the bonus account converts to cash, at most `maxConversionMinor` (null:
     * no cap); what is over the cap goes back to the house. Returns both amounts.
     */
    convert(
      tx: Executor,
      b: {
        instanceId: bigint;
        playerId: bigint;
        currency: string;
        maxConversionMinor: bigint | null;
      },
    ) {
      const { cash, bonus, cost } = refs(b.playerId, b.currency);
      const key = `bonus:convert:${b.instanceId}`;
      return operation(tx, key, () =>
        ledger.executeIn(tx, {
          key,
          kind: 'bonus_convert',
          playerId: b.playerId,
          reference: `bonus:${b.instanceId}`,
          payload: {
            instanceId: b.instanceId,
            currency: b.currency,
            maxConversionMinor: b.maxConversionMinor,
          },
          accounts: [cash, bonus, cost],
          plan: (balanceOf) => {
            const held = balanceOf(bonus);
            const converted =
              b.maxConversionMinor !== null && held > b.maxConversionMinor
                ? b.maxConversionMinor
                : held;
            const excess = held - converted;
            return {
              legs: [
                { from: bonus, to: cash, amountMinor: converted, kind: 'bonus_convert' },
                { from: bonus, to: cost, amountMinor: excess, kind: 'bonus_forfeit' },
              ],
              result: { convertedMinor: converted.toString(), forfeitedMinor: excess.toString() },
            };
          },
        }),
      );
    },

    /**
     * A bonus ends without converting (forfeit, expiry, depletion): whatever its account holds goes
     * back to the house. `step` names the operation ('forfeit', 'expire').
     */
    forfeit(
      tx: Executor,
      b: { instanceId: bigint; playerId: bigint; currency: string; step: 'forfeit' | 'expire' },
    ) {
      const { bonus, cost } = refs(b.playerId, b.currency);
      const key = `bonus:${b.step}:${b.instanceId}`;
      return operation(tx, key, () =>
        ledger.executeIn(tx, {
          key,
          kind: 'bonus_forfeit',
          playerId: b.playerId,
          reference: `bonus:${b.instanceId}`,
          payload: { instanceId: b.instanceId, currency: b.currency },
          accounts: [bonus, cost],
          plan: (balanceOf) => ({
            legs: [{ from: bonus, to: cost, amountMinor: balanceOf(bonus), kind: 'bonus_forfeit' }],
            result: { forfeitedMinor: balanceOf(bonus).toString() },
          }),
        }),
      );
    },

    /**
     * Money that reached the bonus account with no bonus to hold it (a win of a round whose bonus
     * ended): back to the house, at most what the account holds. Keyed by the transfer that brought it.
     */
    forfeitOrphan(
      tx: Executor,
      b: { transferId: string; playerId: bigint; currency: string; amountMinor: bigint },
    ) {
      const { bonus, cost } = refs(b.playerId, b.currency);
      const key = `bonus:orphan:${b.transferId}`;
      return operation(tx, key, () =>
        ledger.executeIn(tx, {
          key,
          kind: 'bonus_forfeit',
          playerId: b.playerId,
          reference: `transfer:${b.transferId}`,
          payload: { transferId: b.transferId, currency: b.currency, amountMinor: b.amountMinor },
          accounts: [bonus, cost],
          plan: (balanceOf) => {
            const amount = balanceOf(bonus) < b.amountMinor ? balanceOf(bonus) : b.amountMinor;
            return {
              legs: [{ from: bonus, to: cost, amountMinor: amount, kind: 'bonus_forfeit' }],
              result: { forfeitedMinor: amount.toString() },
            };
          },
        }),
      );
    },

    /**
     * A free spin's stake: from the house's bonus cost into the game, never from the player.
     * Keyed like any bet of the round (`bet:<provider>:<transaction>`), so its win finds it.
     */
    freeSpinBet(
      tx: Executor,
      s: {
        provider: string;
        transactionId: string;
        roundId: string;
        playerId: bigint;
        currency: string;
        amountMinor: bigint;
        instanceId: bigint;
      },
    ) {
      assert(s.amountMinor > 0n, 'a free spin stakes a positive amount');
      const { cost, game } = refs(s.playerId, s.currency);
      return ledger.executeIn(tx, {
        key: `bet:${s.provider}:${s.transactionId}`,
        kind: FREE_SPIN_BET_KIND,
        playerId: s.playerId,
        reference: `${s.provider}:${s.roundId}`,
        payload: {
          instanceId: s.instanceId,
          roundId: s.roundId,
          amountMinor: s.amountMinor,
          currency: s.currency,
        },
        accounts: [cost, game],
        plan: () => ({
          legs: [{ from: cost, to: game, amountMinor: s.amountMinor, kind: 'bet' }],
          result: { amountMinor: s.amountMinor.toString() },
        }),
      });
    },

    /** A free spin's win: back to the house's bonus cost; the engine adds it to the free spins' winnings. Produces transaction_not_found. */
    freeSpinWin(
      tx: Executor,
      s: {
        provider: string;
        transactionId: string;
        roundId: string;
        playerId: bigint;
        currency: string;
        amountMinor: bigint;
        instanceId: bigint;
      },
    ) {
      assert(s.amountMinor >= 0n, 'a win is not negative');
      const { cost, game } = refs(s.playerId, s.currency);
      return ledger.executeIn(tx, {
        key: `win:${s.provider}:${s.transactionId}`,
        kind: 'free_spin_win',
        playerId: s.playerId,
        reference: `${s.provider}:${s.roundId}`,
        payload: {
          instanceId: s.instanceId,
          roundId: s.roundId,
          amountMinor: s.amountMinor,
          currency: s.currency,
        },
        accounts: [cost, game],
        related: { kinds: ['free_spin_bet'] },
        plan: (_balanceOf, earlier) => {
          if (earlier.length === 0) throw new AppError('transaction_not_found');
          return {
            legs: [{ from: game, to: cost, amountMinor: s.amountMinor, kind: 'win' }],
            result: { amountMinor: s.amountMinor.toString() },
          };
        },
      });
    },

    /** Free spins whose campaign pays their winnings straight to cash. */
    freeSpinPayout(
      tx: Executor,
      b: { instanceId: bigint; playerId: bigint; currency: string; amountMinor: bigint },
    ) {
      assert(b.amountMinor > 0n, 'a payout is positive');
      const { cash, cost } = refs(b.playerId, b.currency);
      const key = `bonus:fs-cash:${b.instanceId}`;
      return operation(tx, key, () =>
        ledger.executeIn(tx, {
          key,
          kind: 'bonus_convert',
          playerId: b.playerId,
          reference: `bonus:${b.instanceId}`,
          payload: { instanceId: b.instanceId, amountMinor: b.amountMinor, currency: b.currency },
          accounts: [cash, cost],
          plan: () => ({
            legs: [{ from: cost, to: cash, amountMinor: b.amountMinor, kind: 'bonus_convert' }],
            result: { amountMinor: b.amountMinor.toString() },
          }),
        }),
      );
    },
  };
}

export type BonusMoney = ReturnType<typeof createBonusMoney>;
