import {
  formatMinor,
  type AccaBoostRow,
  type PlaceSportsBet,
  type SportsBet,
} from '@orca/contracts';
import { boostedOdds } from '@orca/games/sports/cash-out';
import { compare, ONE, parseDecimal, rational, type Rational } from '@orca/games/sports/rational';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { SportsPromos } from '../bonus/sports-promos.service.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import {
  boostedPotentialOf,
  boostPercentOf,
  decimalText,
  legOf,
  legStatusOf,
  potentialOf,
  totalOddsOf,
} from './bet-math.ts';
import type * as repo from './sports.repository.ts';

/*
 * A bet's free bet or boost (issue 24) from placement to refusal: the token checked against the bet, its
 * columns on the bet, the stake funded by the promotions account for a free bet, and a refused bet's money back
 * to where it came from. Settlement is bet-settlement.ts's (promoStateOf).
 */

export type BetPromoTokens = Pick<SportsPromos, 'usable' | 'take'>;

/** The token a placement names, checked against the bet; its columns for the bet row. */
interface AppliedPromo {
  id: bigint;
  kind: 'free_bet' | 'boost';
  columns: {
    promoTokenId: bigint;
    isFreeBet: boolean;
    boostPercent: number | null;
    boostAcca: AccaBoostRow[] | null;
    promoFundedMinor: bigint;
  };
}

/**
 * The free bet or boost the placement names, if any: the player's own, usable now, in their currency, the total
 * odds at least its minimum, and a free bet's stake exactly its amount (a free bet is one stake, not a balance
 * to split). Produces sports_promo_unavailable, sports_promo_min_odds, free_bet_stake_mismatch.
 */
export async function promoOfPlacement(
  tx: Executor,
  promos: BetPromoTokens,
  p: {
    playerId: bigint;
    input: Pick<PlaceSportsBet, 'freeBetId' | 'boostId' | 'type'>;
    currency: string;
    stakeMinor: bigint;
    totalOdds: Rational;
  },
): Promise<AppliedPromo | null> {
  const named = p.input.freeBetId ?? p.input.boostId;
  if (named === undefined) return null;
  // The schema refuses it first; settlement knows promotions on singles and multiples only.
  if (p.input.type !== 'single' && p.input.type !== 'multiple')
    throw new AppError('validation_error', {
      params: { field: 'type', reason: 'sports_promo_not_for_system' },
    });
  const kind = p.input.freeBetId !== undefined ? 'free_bet' : 'boost';
  const terms = await promos.usable(tx, {
    id: BigInt(named),
    playerId: p.playerId,
    kind,
    currency: p.currency,
  });
  if (terms.minOdds !== null && compare(p.totalOdds, parseDecimal(terms.minOdds)) < 0)
    throw new AppError('sports_promo_min_odds', {
      params: { odds: terms.minOdds },
      data: { field: kind === 'free_bet' ? 'freeBetId' : 'boostId', odds: terms.minOdds },
    });
  if (kind === 'free_bet' && terms.amountMinor !== p.stakeMinor)
    throw new AppError('free_bet_stake_mismatch', {
      params: { amount: formatMinor(terms.amountMinor ?? 0n), currency: p.currency },
      data: { field: 'stake', amount: formatMinor(terms.amountMinor ?? 0n) },
    });
  const isFreeBet = kind === 'free_bet';
  return {
    id: terms.id,
    kind,
    columns: {
      promoTokenId: terms.id,
      isFreeBet,
      boostPercent: isFreeBet ? null : terms.boostPercent,
      boostAcca: isFreeBet || terms.accaBoosts.length === 0 ? null : terms.accaBoosts,
      // A free bet's stake is in the sportsbook from the start, paid by promotions.
      promoFundedMinor: isFreeBet ? p.stakeMinor : 0n,
    },
  };
}

/**
 * A bet's potential return and the odds its exposure counts at, with its boost when it has one (a free bet's
 * potential return is the whole return: the stake kept back is the settlement's).
 */
export function promoPotentialOf(
  bet: Pick<
    repo.SportBetRow,
    'stakeMinor' | 'unitStakeMinor' | 'systemSizes' | 'systemBankers' | 'currency'
  > & { boostPercent: number | null; boostAcca: unknown },
  odds: readonly string[],
): { returnMinor: bigint; odds: Rational } {
  if (bet.boostPercent === null && bet.boostAcca === null) return potentialOf(bet, odds);
  return boostedPotentialOf(bet, odds);
}

/**
 * Takes the bet's stake in its transaction: from the player's cash, or for a free bet from the promotions
 * account once its token is the bet's (a racing bet that took the token first refuses this one, and the
 * transaction undoes the bet). Produces insufficient_funds, sports_promo_unavailable.
 */
export async function fundBet(
  tx: Executor,
  deps: { wallet: Pick<WalletService, 'sports'>; promos: BetPromoTokens },
  bet: { id: bigint; playerId: bigint; currency: string; stakeMinor: bigint },
  promo: AppliedPromo | null,
): Promise<void> {
  if (promo)
    await deps.promos.take(tx, {
      id: promo.id,
      playerId: bet.playerId,
      kind: promo.kind,
      betId: bet.id,
    });
  const call = {
    betId: bet.id,
    playerId: bet.playerId,
    currency: bet.currency,
    amountMinor: bet.stakeMinor,
  };
  if (promo?.kind === 'free_bet')
    await deps.wallet.sports.promo(tx, {
      ...call,
      key: `sports:promo:${bet.id}:0`,
      direction: 'to_sportsbook',
    });
  else await deps.wallet.sports.stake(tx, { ...call, key: `sports:stake:${bet.id}` });
}

/**
 * A refused in-play bet's stake back where it came from: the player's cash, or a free bet's to promotions; its
 * free bet or boost given back to the player.
 */
export async function refundBet(
  tx: Executor,
  deps: {
    wallet: Pick<WalletService, 'sports'>;
    promos: { release: (tx: Executor, id: bigint, betId: bigint) => Promise<boolean> };
  },
  bet: Pick<
    repo.SportBetRow,
    'id' | 'playerId' | 'currency' | 'stakeMinor' | 'isFreeBet' | 'promoTokenId'
  >,
): Promise<void> {
  const call = {
    betId: bet.id,
    playerId: bet.playerId,
    currency: bet.currency,
    amountMinor: bet.stakeMinor,
  };
  if (bet.isFreeBet)
    await deps.wallet.sports.promo(tx, {
      ...call,
      key: `sports:refund:${bet.id}`,
      direction: 'to_promotions',
    });
  else await deps.wallet.sports.refund(tx, { ...call, key: `sports:refund:${bet.id}` });
  // A refused bet never stood: its free bet or boost is the player's to use again.
  if (bet.promoTokenId !== null) await deps.promos.release(tx, bet.promoTokenId, bet.id);
}

/** The bet's free bet or boost as My bets shows it: the boosted odds over its legs that are not void. */
export function promoViewOf(
  bet: Pick<repo.SportBetRow, 'isFreeBet' | 'boostPercent' | 'boostAcca' | 'promoTokenId'>,
  legs: readonly repo.SportBetLegRow[],
): SportsBet['promo'] {
  if (bet.promoTokenId === null) return null;
  if (bet.isFreeBet) return { kind: 'free_bet', boostPercent: null, boostedOdds: null };
  const counted = legs.filter((leg) => legStatusOf(leg) !== 'void');
  const percent = boostPercentOf(bet, legs.map(legOf));
  const odds = totalOddsOf(counted.map((leg) => leg.odds));
  return {
    kind: 'boost',
    boostPercent: percent,
    boostedOdds: decimalText(
      percent > 0 && compare(odds, ONE) > 0
        ? boostedOdds(odds, rational(BigInt(percent), 100n))
        : odds,
    ),
  };
}

/** What the bet would return to the player: a free bet keeps its stake back. */
export function playerPotentialMinor(
  bet: Pick<repo.SportBetRow, 'isFreeBet' | 'potentialReturnMinor' | 'stakeMinor'>,
): bigint {
  if (!bet.isFreeBet) return bet.potentialReturnMinor;
  return bet.potentialReturnMinor > bet.stakeMinor ? bet.potentialReturnMinor - bet.stakeMinor : 0n;
}
