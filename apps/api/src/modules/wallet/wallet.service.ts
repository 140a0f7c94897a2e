import type { Executor } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { createBonusMoney, FREE_SPIN_BET_KIND } from './bonus-money.ts';
import {
  adjustmentOperation,
  depositOperation,
  promoWinOperation,
  rewardOperation,
} from './credit-operations.ts';
import type { Operation } from './ledger.model.ts';
import type { LedgerService } from './ledger.service.ts';
import {
  sportsCashOutOperation,
  sportsPayoutOperation,
  sportsPromoOperation,
  sportsRefundOperation,
  sportsReversalOperation,
  sportsStakeOperation,
  type SportsMoneyCall,
  type SportsMoneyResult,
} from './sports-operations.ts';
import {
  accountsOf,
  betOperation,
  jackpotWinOperation,
  refsOf,
  rollbackOperation,
  toBalance,
  winOperation,
  type RoundCall,
  type WalletBalance,
} from './round-operations.ts';

export { GroupConflict } from './ledger.group.ts';
export { isRetryable } from '../../db/transaction.ts';
export type { WalletBalance } from './round-operations.ts';
export { createWithdrawalLedger, type WithdrawalLedger } from './withdrawal-ledger.ts';

/**
 * The bonus domain's answer to "what is the most each of these players may stake now" (the active
 * bonus's max bet), keyed `${playerId}:${currency}`; a player without one is absent. Asked inside
 * the bet's transaction once the player's accounts are locked; one indexed read (decision 015).
 */
export type BetGate = (
  tx: Executor,
  players: readonly { playerId: bigint; currency: string }[],
) => Promise<Map<string, bigint>>;

/**
 * The seamless-wallet operations every game uses, in-house or external: bet, win, rollback,
 * each idempotent by the provider's transaction id and tied to a round.
 */
export function createWalletService(ledger: LedgerService, options: { betGate?: BetGate } = {}) {
  /** In the caller's transaction when one is given (a round and its money commit together), else its own. */
  const run = <T>(tx: Executor | undefined, op: Operation<T>) =>
    tx ? ledger.executeIn(tx, op) : ledger.execute(op);
  const gate = options.betGate;

  /**
   * Locks the player's accounts, then asks the gate for the max bet: a bonus activates by moving
   * money into the bonus account, so once the accounts are held no activation can slip in
   * between the read and the stake.
   */
  async function placeBet(
    tx: Executor,
    call: RoundCall & { amountMinor: bigint; jackpotContributionMinor?: bigint },
  ) {
    if (!gate) return ledger.executeIn(tx, betOperation(call, null));
    const { cash, bonus } = accountsOf(call.playerId, call.currency);
    await ledger.hold(tx, [cash, bonus]);
    const limits = await gate(tx, [{ playerId: call.playerId, currency: call.currency }]);
    return ledger.executeIn(
      tx,
      betOperation(call, limits.get(`${call.playerId}:${call.currency}`) ?? null),
    );
  }

  async function sportsMoney(tx: Executor, op: Operation<SportsMoneyResult>) {
    const { result, isReplay } = await ledger.executeIn(tx, op);
    return {
      balanceCashMinor: BigInt(result.balanceCashMinor),
      movedMinor: BigInt(result.movedMinor),
      isReplay,
    };
  }

  return {
    balance: (playerId: bigint, currency: string) => ledger.balances(playerId, currency),
    /** The largest stake a round may take now (the active bonus's max bet), or null when nothing caps it. */
    async maxBetOf(playerId: bigint, currency: string): Promise<bigint | null> {
      if (!gate) return null;
      const limits = await inTransaction(ledger.db, (own) => gate(own, [{ playerId, currency }]));
      return limits.get(`${playerId}:${currency}`) ?? null;
    },
    /** Several players' balances in one read, keyed `${playerId}:${currency}`. */
    balancesOfPlayers: (playerIds: bigint[], tx?: Executor) =>
      ledger.balancesOfPlayers(playerIds, tx),

    /** Takes a stake (see betOperation). Produces insufficient_funds, bet_rolled_back, bonus_max_bet, duplicate_transaction. */
    async bet(
      call: RoundCall & { amountMinor: bigint; jackpotContributionMinor?: bigint },
      tx?: Executor,
    ): Promise<WalletBalance & { isReplay: boolean }> {
      const { result, isReplay } = tx
        ? await placeBet(tx, call)
        : await inTransaction(ledger.db, (own) => placeBet(own, call));
      return { ...toBalance(result), isReplay };
    },

    /** Pays a win, split between cash and bonus like the round's stakes (see winOperation). Produces transaction_not_found, bet_rolled_back, duplicate_transaction, invalid_transaction, win_limit_exceeded. */
    async win(
      call: RoundCall & { amountMinor: bigint; winMinorMax?: bigint },
      tx?: Executor,
    ): Promise<WalletBalance & { isReplay: boolean }> {
      const { result, isReplay } = await run(tx, winOperation(call));
      return { ...toBalance(result), isReplay };
    },

    /**
     * Bets and wins of new rounds of many players, planned in memory and written together when
     * flushed (see LedgerGroup). Its bet and win throw what the one-by-one calls produce, but
     * duplicate_transaction: a key seen before makes flush throw GroupConflict instead.
     */
    async group(tx: Executor, players: { playerId: bigint; currency: string }[]) {
      const group = await ledger.group(tx, refsOf(players));
      // Read once the group holds the accounts (see placeBet): one statement for every player.
      const limits = gate ? await gate(tx, players) : new Map<string, bigint>();
      return {
        bet: (
          call: RoundCall & { amountMinor: bigint; jackpotContributionMinor?: bigint },
        ): WalletBalance =>
          toBalance(
            group.stage(
              betOperation(call, limits.get(`${call.playerId}:${call.currency}`) ?? null),
            ),
          ),
        win: (call: RoundCall & { amountMinor: bigint }): WalletBalance =>
          toBalance(group.stage(winOperation(call))),
        attempt: group.attempt,
        flush: group.flush,
      };
    },

    /**
     * Returns a bet's stake exactly as it was taken, at most once. A rollback for a bet never seen
     * is stored, so that bet is refused if it arrives later. Produces round_closed when the round
     * already paid a win, invalid_transaction when the bet is another player's or another round's.
     */
    async rollback(
      call: RoundCall,
      tx?: Executor,
    ): Promise<WalletBalance & { isReplay: boolean; isBetFound: boolean }> {
      const { result, isReplay } = await run(tx, rollbackOperation(call));
      return { ...toBalance(result), isReplay, isBetFound: result.isBetFound };
    },

    /**
     * Pays the whole jackpot pool of the currency to a player whose round hit it (split like a win
     * by where the round's stakes came from), and reseeds the
     * pool from the house in the same operation. Produces transaction_not_found (no bet in the round).
     */
    async jackpotWin(
      call: RoundCall & { reseedMinor: bigint },
      tx?: Executor,
    ): Promise<WalletBalance & { isReplay: boolean; amountMinor: bigint }> {
      const { result, isReplay } = await run(tx, jackpotWinOperation(call));
      return { ...toBalance(result), isReplay, amountMinor: BigInt(result.amountMinor) };
    },

    /** Locks the players' accounts at once, in the order every group does, before settling many of their rounds in `tx`. */
    hold: (tx: Executor, players: { playerId: bigint; currency: string }[]) =>
      ledger.hold(tx, refsOf(players)),

    /** Part of a wallet transaction that, if it throws, is undone while the rest goes on. Produces insufficient_funds for an overdrawn balance. */
    savepoint: ledger.savepoint,

    /**
     * An operator's manual adjustment of a player's cash, against the house adjustments account,
     * in the caller's transaction; idempotent by the adjustment's id. A debit never takes the
     * balance below zero. Produces insufficient_funds, duplicate_transaction.
     */
    async adjust(
      tx: Executor,
      call: { id: string; playerId: bigint; currency: string; amountMinor: bigint },
    ): Promise<{ operationId: bigint; balanceCashMinor: bigint; isReplay: boolean }> {
      const { result, isReplay } = await ledger.executeIn(tx, adjustmentOperation(call));
      return {
        operationId: await ledger.operationIdOf(tx, `adjustment:${call.id}`),
        balanceCashMinor: BigInt(result.balanceCashMinor),
        isReplay,
      };
    },

    /**
     * Pays a loyalty reward (a level reward, daily cashback, a challenge prize) to the player's
     * cash from the house rewards-cost account, in the caller's transaction so the claim's record
     * and its money commit together. Idempotent by `key`: a replay returns the first result.
     */
    async reward(
      tx: Executor,
      call: {
        key: string;
        playerId: bigint;
        currency: string;
        amountMinor: bigint;
        reference: string;
      },
    ): Promise<{ balanceCashMinor: bigint; isReplay: boolean }> {
      const { result, isReplay } = await ledger.executeIn(tx, rewardOperation(call));
      return { balanceCashMinor: BigInt(result.balanceCashMinor), isReplay };
    },

    /**
     * Pays a provider's network-promotion prize (decision 017) to the player's cash from the house
     * provider-promotions account, which the operator invoices the provider for, in the caller's
     * transaction with the promotion's record. Idempotent by `key`: a replay returns the first
     * result, the same key with another payload is duplicate_transaction.
     */
    async promoWin(
      tx: Executor,
      call: {
        key: string;
        playerId: bigint;
        currency: string;
        amountMinor: bigint;
        reference: string;
        payload: Record<string, unknown>;
      },
    ): Promise<{ balanceCashMinor: bigint; isReplay: boolean }> {
      const { result, isReplay } = await ledger.executeIn(tx, promoWinOperation(call));
      return { balanceCashMinor: BigInt(result.balanceCashMinor), isReplay };
    },

    /** The sportsbook's money, in the caller's transaction with the bet's rows (sports-operations.ts). */
    sports: {
      stake: (tx: Executor, call: SportsMoneyCall) => sportsMoney(tx, sportsStakeOperation(call)),
      payout: (tx: Executor, call: SportsMoneyCall) => sportsMoney(tx, sportsPayoutOperation(call)),
      refund: (tx: Executor, call: SportsMoneyCall) => sportsMoney(tx, sportsRefundOperation(call)),
      cashOut: (tx: Executor, call: SportsMoneyCall) =>
        sportsMoney(tx, sportsCashOutOperation(call)),
      reverse: (tx: Executor, call: SportsMoneyCall) =>
        sportsMoney(tx, sportsReversalOperation(call)),
      /** A free bet's stake or a boost's extra between the promotions account and the sportsbook. */
      promo: async (
        tx: Executor,
        call: SportsMoneyCall & { direction: 'to_sportsbook' | 'to_promotions' },
      ) => {
        await ledger.executeIn(tx, sportsPromoOperation(call));
      },
    },

    /** Bonus money's movements (grant, convert, forfeit, free spins): see bonus-money.ts. */
    bonusMoney: createBonusMoney(ledger),

    /**
     * The game rounds (ids) among these staked by the house for a free spin rather than by the player:
     * a challenge or a race must not go to money the player never staked.
     */
    freeSpinRounds: (tx: Executor, roundIds: readonly string[]): Promise<Set<string>> =>
      ledger.roundsWithOperationKind(tx, roundIds, FREE_SPIN_BET_KIND),

    /** Every currency the player holds money in (cash and bonus), for the back office. */
    playerBalances: (playerId: bigint) => ledger.playerBalances(playerId),

    /** Wins less stakes (refunds counted back) since a moment, in minor units: negative is a loss. For the reality check. */
    async playResultSince(playerId: bigint, currency: string, since: Date): Promise<bigint> {
      const moved = await ledger.playMovementsSince(playerId, currency, since);
      return moved.creditedMinor - moved.debitedMinor;
    },

    /** The postings into and out of a player's accounts, newest first. */
    playerPostings: ledger.playerPostings,

    /** Credits a confirmed deposit from the payment clearing account. Idempotent by the payment's key. */
    async deposit(
      call: {
        key: string;
        playerId: bigint;
        currency: string;
        amountMinor: bigint;
        reference?: string;
      },
      tx?: Executor,
    ): Promise<WalletBalance & { isReplay: boolean }> {
      const { result, isReplay } = await run(tx, depositOperation(call));
      return { ...toBalance(result), isReplay };
    },
  };
}

export type WalletService = ReturnType<typeof createWalletService>;
