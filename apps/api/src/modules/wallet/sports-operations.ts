import type { TransferKind } from '@orca/contracts';
import { AppError, assert } from '../../platform/errors.ts';
import type { AccountRef, Operation } from './ledger.model.ts';
import { accountsOf } from './round-operations.ts';

/*
 * The sportsbook's money (issue 23): a bet's stake, its payout, a payout taken back by a settlement's rollback,
 * a refused bet's refund. Sports bets are staked from cash only: sports is its own product for bonuses, and
 * no campaign in Orca is wagered on sports, so bonus money never reaches a sports bet. The house side is
 * `house_sports`, so reports see the sportsbook's GGR apart from the casino's.
 */

export interface SportsMoneyCall {
  /** Unique per movement: `sports:stake:<bet>`, `sports:payout:<bet>:<round>`… */
  key: string;
  betId: bigint;
  playerId: bigint;
  currency: string;
  amountMinor: bigint;
}

export interface SportsMoneyResult {
  balanceCashMinor: string;
  /** What moved: a reversal may take less than asked when the player has spent the payout. */
  movedMinor: string;
}

function sportsOperation(
  call: SportsMoneyCall,
  kind: Extract<TransferKind, `sports_${string}`>,
  direction: 'to_house' | 'to_player',
  { partial = false }: { partial?: boolean } = {},
): Operation<SportsMoneyResult> {
  assert(call.amountMinor > 0n, 'a sports money movement is positive');
  const { cash } = accountsOf(call.playerId, call.currency);
  const house: AccountRef = { kind: 'house_sports', currency: call.currency };
  return {
    key: call.key,
    kind,
    playerId: call.playerId,
    reference: `sports:${call.betId}`,
    payload: {
      betId: call.betId,
      playerId: call.playerId,
      currency: call.currency,
      amountMinor: call.amountMinor,
    },
    accounts: [cash, house],
    plan: (balanceOf) => {
      const balance = balanceOf(cash);
      if (direction === 'to_player')
        return {
          legs: [{ from: house, to: cash, amountMinor: call.amountMinor, kind }],
          result: {
            balanceCashMinor: (balance + call.amountMinor).toString(),
            movedMinor: call.amountMinor.toString(),
          },
        };
      if (!partial && balance < call.amountMinor) throw new AppError('insufficient_funds');
      const moved = balance < call.amountMinor ? balance : call.amountMinor;
      return {
        legs: [{ from: cash, to: house, amountMinor: moved, kind }],
        result: { balanceCashMinor: (balance - moved).toString(), movedMinor: moved.toString() },
      };
    },
  };
}

/** The stake, from cash to the sportsbook. Produces insufficient_funds. */
export const sportsStakeOperation = (call: SportsMoneyCall) =>
  sportsOperation(call, 'sports_stake', 'to_house');
/** A settled bet's return (or a void's stake back), to cash. */
export const sportsPayoutOperation = (call: SportsMoneyCall) =>
  sportsOperation(call, 'sports_payout', 'to_player');
/** What a cash-out pays, in part or in full, to cash. */
export const sportsCashOutOperation = (call: SportsMoneyCall) =>
  sportsOperation(call, 'sports_cashout', 'to_player');
/** A refused bet's stake back, to cash. */
export const sportsRefundOperation = (call: SportsMoneyCall) =>
  sportsOperation(call, 'sports_refund', 'to_player');
/**
 * A rolled-back settlement's payout taken back from cash: never below zero, so it takes what is there and the
 * caller records the rest as owed.
 */
export const sportsReversalOperation = (call: SportsMoneyCall) =>
  sportsOperation(call, 'sports_reversal', 'to_house', { partial: true });

/**
 * Promotions money for a sports bet (issue 24), between the house's promotions account (`house_bonus_cost`)
 * and the sportsbook, never the player's: `to_sportsbook` funds a free bet's stake or what a boost adds to a
 * return; `to_promotions` gives it back (a free bet that ended void, a boosted win a rollback reopened). The
 * player's own money moves by the ordinary payout and reversal.
 */
export function sportsPromoOperation(
  call: SportsMoneyCall & { direction: 'to_sportsbook' | 'to_promotions' },
): Operation<{ movedMinor: string }> {
  assert(call.amountMinor > 0n, 'a sports promotion movement is positive');
  const promotions: AccountRef = { kind: 'house_bonus_cost', currency: call.currency };
  const house: AccountRef = { kind: 'house_sports', currency: call.currency };
  const [from, to] = call.direction === 'to_sportsbook' ? [promotions, house] : [house, promotions];
  return {
    key: call.key,
    kind: 'sports_promo',
    playerId: call.playerId,
    reference: `sports:${call.betId}`,
    payload: {
      betId: call.betId,
      playerId: call.playerId,
      currency: call.currency,
      amountMinor: call.amountMinor,
      direction: call.direction,
    },
    accounts: [promotions, house],
    plan: () => ({
      legs: [{ from, to, amountMinor: call.amountMinor, kind: 'sports_promo' }],
      result: { movedMinor: call.amountMinor.toString() },
    }),
  };
}
