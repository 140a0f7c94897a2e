import { bonusShareOfWin, formatMinor } from '@orca/contracts';
import type { AccountRef, Operation } from './ledger.model.ts';
import type { RelatedOperation } from './ledger.repository.ts';
import { createBonusMoney, FREE_SPIN_BET_KIND } from './bonus-money.ts';
import type { LedgerService } from './ledger.service.ts';
import type { Executor } from '../../db/client.ts';
import { AppError, assert } from '../../platform/errors.ts';
import { inTransaction } from '../../db/transaction.ts';

export { GroupConflict } from './ledger.group.ts';
export { isRetryable } from '../../db/transaction.ts';

/**
 * The bonus domain's answer to "what is the most each of these players may stake now" (the active
 * bonus's max bet), keyed `${playerId}:${currency}`; a player without one is absent. Asked inside
 * the bet's transaction once the player's accounts are locked; one indexed read (decision 015).
 */
export type BetGate = (
  tx: Executor,
  players: readonly { playerId: bigint; currency: string }[],
) => Promise<Map<string, bigint>>;

export interface WalletBalance {
  cashMinor: bigint;
  bonusMinor: bigint;
}

interface RoundCall {
  /** The game provider ('orca' for in-house games); transaction ids are unique per provider. */
  provider: string;
  transactionId: string;
  roundId: string;
  playerId: bigint;
  currency: string;
}

/** Stored results are JSON: amounts travel as strings. */
interface BetResult {
  cashMinor: string;
  bonusMinor: string;
  contributionMinor?: string;
  balanceCashMinor: string;
  balanceBonusMinor: string;
}
interface WinResult {
  balanceCashMinor: string;
  balanceBonusMinor: string;
}
interface RollbackResult {
  isBetFound: boolean;
  refundedCashMinor: string;
  refundedBonusMinor: string;
  balanceCashMinor: string;
  balanceBonusMinor: string;
}

function accountsOf(playerId: bigint, currency: string) {
  const cash: AccountRef = { kind: 'player_cash', playerId, currency };
  const bonus: AccountRef = { kind: 'player_bonus', playerId, currency };
  const game: AccountRef = { kind: 'house_game', currency };
  const jackpot: AccountRef = { kind: 'house_jackpot', currency };
  return { cash, bonus, game, jackpot };
}

const roundRef = (call: RoundCall) => `${call.provider}:${call.roundId}`;
const betKey = (provider: string, transactionId: string) => `bet:${provider}:${transactionId}`;
const rollbackKey = (provider: string, transactionId: string) =>
  `rollback:${provider}:${transactionId}`;

function toBalance(result: { balanceCashMinor: string; balanceBonusMinor: string }): WalletBalance {
  return {
    cashMinor: BigInt(result.balanceCashMinor),
    bonusMinor: BigInt(result.balanceBonusMinor),
  };
}

/**
 * Takes a stake, cash first and then bonus money; a jackpot game's share of it goes on to the
 * pool in the same operation. Its plan refuses insufficient_funds, bet_rolled_back and
 * bonus_max_bet (the round's stakes over `maxBetMinor`, the active bonus's cap; a replay answers as before).
 *
 * The bonus max bet caps what the player has at stake in the round, not each call (issue 22):
 * bonus terms state the cap per spin or per hand "including doubles and splits", and a cap per
 * call let a 5.00 blackjack seat under a 5.00 cap split and double to 20.00 in four calls of 5.00.
 * So a bet under an active cap also reads the round's earlier bets and their rollbacks (the same
 * claim statement, by the reference-and-kind index); a player with no active bonus reads nothing more.
 */
function betOperation(
  call: RoundCall & { amountMinor: bigint; jackpotContributionMinor?: bigint },
  maxBetMinor: bigint | null,
): Operation<BetResult> {
  assert(call.amountMinor > 0n, 'a bet stakes a positive amount');
  const contributionMinor = call.jackpotContributionMinor ?? 0n;
  assert(
    contributionMinor >= 0n && contributionMinor <= call.amountMinor,
    'a jackpot contribution is a share of the stake',
  );
  const { cash, bonus, game, jackpot } = accountsOf(call.playerId, call.currency);
  return {
    key: betKey(call.provider, call.transactionId),
    kind: 'bet',
    playerId: call.playerId,
    reference: roundRef(call),
    payload: {
      playerId: call.playerId,
      roundId: call.roundId,
      amountMinor: call.amountMinor,
      currency: call.currency,
      contributionMinor,
    },
    accounts: [cash, bonus, game, jackpot],
    related: {
      keys: [rollbackKey(call.provider, call.transactionId)],
      ...(maxBetMinor === null ? {} : { kinds: ['bet', 'rollback'] }),
    },
    plan: (balanceOf, related) => {
      // A rollback that came before its bet is remembered: the late bet must not take money.
      if (related.some((op) => op.key === rollbackKey(call.provider, call.transactionId)))
        throw new AppError('bet_rolled_back');
      // The active bonus's max bet, read once the player's accounts were locked: refused before any money moves.
      if (maxBetMinor !== null) {
        const [earlierCashMinor, earlierBonusMinor] = stakeSplitOf(related);
        if (earlierCashMinor + earlierBonusMinor + call.amountMinor > maxBetMinor)
          throw new AppError('bonus_max_bet', {
            params: { maxBet: formatMinor(maxBetMinor), currency: call.currency },
          });
      }
      const cashBalance = balanceOf(cash);
      const bonusBalance = balanceOf(bonus);
      if (cashBalance + bonusBalance < call.amountMinor) throw new AppError('insufficient_funds');
      const fromCash = cashBalance >= call.amountMinor ? call.amountMinor : cashBalance;
      const fromBonus = call.amountMinor - fromCash;
      return {
        legs: [
          { from: cash, to: game, amountMinor: fromCash, kind: 'bet' },
          { from: bonus, to: game, amountMinor: fromBonus, kind: 'bet' },
          { from: game, to: jackpot, amountMinor: contributionMinor, kind: 'jackpot_contribution' },
        ],
        result: {
          cashMinor: fromCash.toString(),
          bonusMinor: fromBonus.toString(),
          contributionMinor: contributionMinor.toString(),
          balanceCashMinor: (cashBalance - fromCash).toString(),
          balanceBonusMinor: (bonusBalance - fromBonus).toString(),
        },
      };
    },
  };
}

/**
 * The round's stakes still standing, by where they came from: a rolled-back bet no longer counts.
 * Decides how a win splits (decision 015: a mixed stake's winnings split in its proportion).
 */
function stakeSplitOf(
  earlier: readonly RelatedOperation[],
): [cashMinor: bigint, bonusMinor: bigint] {
  const rolledBack = new Set(
    earlier
      .filter((op) => op.kind === 'rollback' && (op.result as RollbackResult).isBetFound)
      .map((op) => op.key.slice('rollback:'.length)),
  );
  let cashMinor = 0n;
  let bonusMinor = 0n;
  for (const op of earlier) {
    if (op.kind !== 'bet' || rolledBack.has(op.key.slice('bet:'.length))) continue;
    const taken = op.result as BetResult;
    cashMinor += BigInt(taken.cashMinor);
    bonusMinor += BigInt(taken.bonusMinor);
  }
  return [cashMinor, bonusMinor];
}

/**
 * Pays a win: the share of it the round's bonus stakes earned goes to the bonus account (locked
 * until the bonus's wagering is done), the rest to cash. Its plan refuses transaction_not_found (no bet in the round),
 * invalid_transaction (the round's bets are another player's), bet_rolled_back and
 * win_limit_exceeded (more than `winMinorMax`, what the round may still pay). The plan runs only
 * for a new transaction id, so a replay of a paid win answers as before whatever the limit now.
 */
function winOperation(
  call: RoundCall & { amountMinor: bigint; winMinorMax?: bigint },
): Operation<WinResult> {
  assert(call.amountMinor >= 0n, 'a win is not negative');
  const { cash, bonus, game } = accountsOf(call.playerId, call.currency);
  return {
    key: `win:${call.provider}:${call.transactionId}`,
    kind: 'win',
    playerId: call.playerId,
    reference: roundRef(call),
    payload: {
      playerId: call.playerId,
      roundId: call.roundId,
      amountMinor: call.amountMinor,
      currency: call.currency,
    },
    accounts: [cash, bonus, game],
    related: { kinds: ['bet', 'rollback'] },
    plan: (balanceOf, earlier) => {
      if (!earlier.some((op) => op.kind === 'bet')) throw new AppError('transaction_not_found');
      if (earlier.some((op) => op.playerId !== call.playerId))
        throw new AppError('invalid_transaction');
      if (earlier.some((op) => op.kind === 'rollback' && (op.result as RollbackResult).isBetFound))
        throw new AppError('bet_rolled_back');
      if (call.winMinorMax !== undefined && call.amountMinor > call.winMinorMax)
        throw new AppError('win_limit_exceeded');
      const toBonus = bonusShareOfWin(call.amountMinor, ...stakeSplitOf(earlier));
      const toCash = call.amountMinor - toBonus;
      return {
        legs: [
          { from: game, to: cash, amountMinor: toCash, kind: 'win' },
          { from: game, to: bonus, amountMinor: toBonus, kind: 'win' },
        ],
        result: {
          balanceCashMinor: (balanceOf(cash) + toCash).toString(),
          balanceBonusMinor: (balanceOf(bonus) + toBonus).toString(),
        },
      };
    },
  };
}

const refsOf = (players: { playerId: bigint; currency: string }[]): AccountRef[] =>
  players.flatMap(({ playerId, currency }) => Object.values(accountsOf(playerId, currency)));

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
      const { cash, bonus, game, jackpot } = accountsOf(call.playerId, call.currency);
      const { result, isReplay } = await run<RollbackResult>(tx, {
        key: rollbackKey(call.provider, call.transactionId),
        kind: 'rollback',
        playerId: call.playerId,
        reference: roundRef(call),
        payload: { playerId: call.playerId, roundId: call.roundId, currency: call.currency },
        accounts: [cash, bonus, game, jackpot],
        related: { keys: [betKey(call.provider, call.transactionId)], kinds: ['win'] },
        plan: (balanceOf, related) => {
          const bet = related.find((op) => op.key === betKey(call.provider, call.transactionId));
          const cashBalance = balanceOf(cash);
          const bonusBalance = balanceOf(bonus);
          if (!bet) {
            return {
              legs: [],
              result: {
                isBetFound: false,
                refundedCashMinor: '0',
                refundedBonusMinor: '0',
                balanceCashMinor: cashBalance.toString(),
                balanceBonusMinor: bonusBalance.toString(),
              },
            };
          }
          // The bet id is the caller's word: a bet of another player or round must not be refunded here.
          if (bet.playerId !== call.playerId || bet.reference !== roundRef(call))
            throw new AppError('invalid_transaction');
          if (related.some((op) => op.kind === 'win')) throw new AppError('round_closed');
          const taken = bet.result as BetResult;
          const refundCash = BigInt(taken.cashMinor);
          const refundBonus = BigInt(taken.bonusMinor);
          const contribution = BigInt(taken.contributionMinor ?? '0');
          return {
            legs: [
              { from: game, to: cash, amountMinor: refundCash, kind: 'rollback' },
              { from: game, to: bonus, amountMinor: refundBonus, kind: 'rollback' },
              { from: jackpot, to: game, amountMinor: contribution, kind: 'rollback' },
            ],
            result: {
              isBetFound: true,
              refundedCashMinor: refundCash.toString(),
              refundedBonusMinor: refundBonus.toString(),
              balanceCashMinor: (cashBalance + refundCash).toString(),
              balanceBonusMinor: (bonusBalance + refundBonus).toString(),
            },
          };
        },
      });
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
      const { cash, bonus, game, jackpot } = accountsOf(call.playerId, call.currency);
      const { result, isReplay } = await run<WinResult & { amountMinor: string }>(tx, {
        key: `jackpot:${call.provider}:${call.transactionId}`,
        kind: 'jackpot_win',
        playerId: call.playerId,
        reference: roundRef(call),
        payload: { playerId: call.playerId, roundId: call.roundId, currency: call.currency },
        accounts: [cash, bonus, game, jackpot],
        lockedHouse: [game, jackpot],
        related: { kinds: ['bet', 'rollback'] },
        plan: (balanceOf, related) => {
          if (!related.some((op) => op.kind === 'bet')) throw new AppError('transaction_not_found');
          const pool = balanceOf(jackpot) > 0n ? balanceOf(jackpot) : 0n;
          // A jackpot is a win of the round like any other: a bonus stake's share stays in the bonus.
          const toBonus = bonusShareOfWin(pool, ...stakeSplitOf(related));
          return {
            legs: [
              { from: jackpot, to: cash, amountMinor: pool - toBonus, kind: 'jackpot_win' },
              { from: jackpot, to: bonus, amountMinor: toBonus, kind: 'jackpot_win' },
              {
                from: game,
                to: jackpot,
                amountMinor: call.reseedMinor,
                kind: 'jackpot_contribution',
              },
            ],
            result: {
              amountMinor: pool.toString(),
              balanceCashMinor: (balanceOf(cash) + pool - toBonus).toString(),
              balanceBonusMinor: (balanceOf(bonus) + toBonus).toString(),
            },
          };
        },
      });
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
      assert(call.amountMinor !== 0n, 'an adjustment moves money');
      const { cash } = accountsOf(call.playerId, call.currency);
      const house: AccountRef = { kind: 'house_adjustments', currency: call.currency };
      const { result, isReplay } = await ledger.executeIn<{ balanceCashMinor: string }>(tx, {
        key: `adjustment:${call.id}`,
        kind: 'adjustment',
        playerId: call.playerId,
        reference: call.id,
        payload: {
          playerId: call.playerId,
          currency: call.currency,
          amountMinor: call.amountMinor,
        },
        accounts: [cash, house],
        plan: (balanceOf) => {
          const balance = balanceOf(cash);
          const isCredit = call.amountMinor > 0n;
          const amountMinor = isCredit ? call.amountMinor : -call.amountMinor;
          if (!isCredit && balance < amountMinor) throw new AppError('insufficient_funds');
          return {
            legs: [
              isCredit
                ? { from: house, to: cash, amountMinor, kind: 'adjustment' }
                : { from: cash, to: house, amountMinor, kind: 'adjustment' },
            ],
            result: { balanceCashMinor: (balance + call.amountMinor).toString() },
          };
        },
      });
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
      assert(call.amountMinor > 0n, 'a reward is positive');
      const { cash } = accountsOf(call.playerId, call.currency);
      const house: AccountRef = { kind: 'house_rewards_cost', currency: call.currency };
      const { result, isReplay } = await ledger.executeIn<{ balanceCashMinor: string }>(tx, {
        key: call.key,
        kind: 'reward',
        playerId: call.playerId,
        reference: call.reference,
        payload: {
          playerId: call.playerId,
          currency: call.currency,
          amountMinor: call.amountMinor,
        },
        accounts: [cash, house],
        plan: (balanceOf) => ({
          legs: [{ from: house, to: cash, amountMinor: call.amountMinor, kind: 'reward' }],
          result: { balanceCashMinor: (balanceOf(cash) + call.amountMinor).toString() },
        }),
      });
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
      assert(call.amountMinor > 0n, 'a promotional win is positive');
      const { cash } = accountsOf(call.playerId, call.currency);
      const house: AccountRef = { kind: 'house_provider_promotions', currency: call.currency };
      const { result, isReplay } = await ledger.executeIn<{ balanceCashMinor: string }>(tx, {
        key: call.key,
        kind: 'promo_win',
        playerId: call.playerId,
        reference: call.reference,
        payload: {
          ...call.payload,
          playerId: call.playerId,
          currency: call.currency,
          amountMinor: call.amountMinor,
        },
        accounts: [cash, house],
        plan: (balanceOf) => ({
          legs: [{ from: house, to: cash, amountMinor: call.amountMinor, kind: 'promo_win' }],
          result: { balanceCashMinor: (balanceOf(cash) + call.amountMinor).toString() },
        }),
      });
      return { balanceCashMinor: BigInt(result.balanceCashMinor), isReplay };
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
      assert(call.amountMinor > 0n, 'a deposit is positive');
      const { cash, bonus } = accountsOf(call.playerId, call.currency);
      const clearing: AccountRef = { kind: 'house_payment_clearing', currency: call.currency };
      const { result, isReplay } = await run<WinResult>(tx, {
        key: call.key,
        kind: 'deposit',
        playerId: call.playerId,
        ...(call.reference ? { reference: call.reference } : {}),
        payload: {
          playerId: call.playerId,
          amountMinor: call.amountMinor,
          currency: call.currency,
        },
        accounts: [cash, bonus, clearing],
        plan: (balanceOf) => ({
          legs: [{ from: clearing, to: cash, amountMinor: call.amountMinor, kind: 'deposit' }],
          result: {
            balanceCashMinor: (balanceOf(cash) + call.amountMinor).toString(),
            balanceBonusMinor: balanceOf(bonus).toString(),
          },
        }),
      });
      return { ...toBalance(result), isReplay };
    },
  };
}

export type WalletService = ReturnType<typeof createWalletService>;

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
