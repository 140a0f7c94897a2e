import { EUR_EQUIVALENT, isCurrency } from '@orca/contracts';
import { assert } from '../../../platform/errors.ts';
import type { RoundRow } from '../rounds/rounds.service.ts';
import type { ProviderWalletDeps } from './provider-wallet.service.ts';
import type { ProviderCall } from './provider-wallet.session.ts';
import * as winReviews from './win-review.repository.ts';

export interface WinLimit {
  limitMinor: bigint;
  reason: 'multiplier' | 'absolute_cap';
}

/**
 * The most a round's wins may add up to: a multiple of its bets, and never more than the
 * absolute cap in the round's currency. Aggregators' contracts bound a game's exposure the same
 * way; a win past it is far likelier a fault or a forged call than a real jackpot.
 */
export function winLimitOf(winLimits: ProviderWalletDeps['winLimits'], round: RoundRow): WinLimit {
  const rate = BigInt(isCurrency(round.currency) ? EUR_EQUIVALENT[round.currency] : 1);
  const capMinor = BigInt(winLimits.eurMax) * 100n * rate;
  const multipleMinor = round.betMinor * BigInt(winLimits.betMultiplierMax);
  return capMinor <= multipleMinor
    ? { limitMinor: capMinor, reason: 'absolute_cap' }
    : { limitMinor: multipleMinor, reason: 'multiplier' };
}

/** Keeps a refused win for review (the money transaction rolled back, so this is its own) and says so in the log. */
export async function recordRefusedWin(
  deps: Pick<ProviderWalletDeps, 'db' | 'log'>,
  call: ProviderCall,
  amountMinor: bigint,
  seen: { round: RoundRow; limit: WinLimit },
) {
  const { round, limit } = seen;
  assert(round.playerId !== null, 'provider rounds belong to a player');
  await winReviews.insert(deps.db, {
    providerId: call.providerId,
    transactionId: call.transactionId,
    roundId: round.id,
    playerId: round.playerId,
    currency: round.currency,
    amountMinor,
    roundBetMinor: round.betMinor,
    roundWinMinor: round.winMinor,
    limitMinor: limit.limitMinor,
    reason: limit.reason,
  });
  deps.log.warn(
    {
      providerId: call.providerId,
      transactionId: call.transactionId,
      roundId: round.id,
      playerId: round.playerId.toString(),
      amountMinor: amountMinor.toString(),
      limitMinor: limit.limitMinor.toString(),
      reason: limit.reason,
    },
    'provider win over the round limit refused and recorded for review',
  );
}
