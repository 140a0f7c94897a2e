import type { AccountRef, Operation } from './ledger.model.ts';
import { AppError, assert } from '../../platform/errors.ts';
import { accountsOf, type WinResult } from './round-operations.ts';

/** What a credit from the house answers: the player's cash balance after it. */
interface CashResult {
  balanceCashMinor: string;
}

/**
 * An operator's manual adjustment of a player's cash, against the house adjustments account;
 * idempotent by the adjustment's id. A debit never takes the balance below zero: its plan
 * refuses insufficient_funds.
 */
export function adjustmentOperation(call: {
  id: string;
  playerId: bigint;
  currency: string;
  amountMinor: bigint;
}): Operation<CashResult> {
  assert(call.amountMinor !== 0n, 'an adjustment moves money');
  const { cash } = accountsOf(call.playerId, call.currency);
  const house: AccountRef = { kind: 'house_adjustments', currency: call.currency };
  return {
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
  };
}

/** A loyalty reward (a level reward, daily cashback, a challenge prize) from the house rewards-cost account. */
export function rewardOperation(call: {
  key: string;
  playerId: bigint;
  currency: string;
  amountMinor: bigint;
  reference: string;
}): Operation<CashResult> {
  assert(call.amountMinor > 0n, 'a reward is positive');
  const { cash } = accountsOf(call.playerId, call.currency);
  const house: AccountRef = { kind: 'house_rewards_cost', currency: call.currency };
  return {
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
  };
}

/** A provider's network-promotion prize (decision 017) from the house provider-promotions account. */
export function promoWinOperation(call: {
  key: string;
  playerId: bigint;
  currency: string;
  amountMinor: bigint;
  reference: string;
  payload: Record<string, unknown>;
}): Operation<CashResult> {
  assert(call.amountMinor > 0n, 'a promotional win is positive');
  const { cash } = accountsOf(call.playerId, call.currency);
  const house: AccountRef = { kind: 'house_provider_promotions', currency: call.currency };
  return {
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
  };
}

/** A confirmed deposit, credited from the payment clearing account. */
export function depositOperation(call: {
  key: string;
  playerId: bigint;
  currency: string;
  amountMinor: bigint;
  reference?: string;
}): Operation<WinResult> {
  assert(call.amountMinor > 0n, 'a deposit is positive');
  const { cash, bonus } = accountsOf(call.playerId, call.currency);
  const clearing: AccountRef = { kind: 'house_payment_clearing', currency: call.currency };
  return {
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
  };
}
