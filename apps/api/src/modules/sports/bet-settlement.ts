import type { Executor } from '../../db/client.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import { countsForPoints, promoStateOf } from './bet-math.ts';
import * as repo from './sports.repository.ts';

/*
 * Brings bets' money in line with their legs, in the feed message's transaction (so exactly once, like the
 * message). Whatever the legs say now (settled, rolled back, cancelled, settled again), the bet's paid amount
 * moves to what it should have paid: a payout for more, a reversal for less. A reversal never takes the
 * player's cash below zero: what it could not take stays counted in `paidMinor`, so the next settlement pays
 * only the difference, and the bet shows it as owed.
 */

export interface SettledBet {
  betId: bigint;
  playerId: bigint;
  /** What the bet shows now. */
  status: 'open' | 'won' | 'lost' | 'void';
}

/** The rewards domain's credit of settled sports stakes to CP, in the settlement's transaction. */
export type SportsPoints = (
  tx: Executor,
  wagers: { playerId: bigint; currency: string; stakeMinor: bigint; settledAt: Date }[],
) => Promise<void>;

/** The bonus domain's count of settled sports stakes toward a bonus that includes sports. */
export type SportsWagering = (
  tx: Executor,
  wagers: {
    betId: bigint;
    playerId: bigint;
    currency: string;
    stakeMinor: bigint;
    placedAt: Date;
    settledAt: Date;
  }[],
) => Promise<void>;

/** The bonus domain's free bet tokens (sports-promos.service.ts): given back when their bet ends void. */
interface SportsPromoTokens {
  release: (tx: Executor, tokenId: bigint, betId: bigint) => Promise<boolean>;
  retake: (tx: Executor, tokenId: bigint, betId: bigint) => Promise<boolean>;
}

export function createBetSettlement(deps: {
  wallet: Pick<WalletService, 'sports'>;
  points: SportsPoints;
  wagering: SportsWagering;
  promos: SportsPromoTokens;
}) {
  const { sports } = deps.wallet;

  return async function resettle(tx: Executor, betIds: readonly bigint[]): Promise<SettledBet[]> {
    const bets = (await repo.lockBets(tx, betIds)).filter(
      // A cashed-out bet is final: what its legs do afterwards pays nothing more.
      (bet) => bet.status !== 'pending' && bet.status !== 'refused' && bet.status !== 'cashed_out',
    );
    const legs = await repo.legsOfBets(
      tx,
      bets.map((bet) => bet.id),
    );
    const changed: SettledBet[] = [];
    const wagers: Parameters<SportsWagering>[1] = [];
    for (const bet of bets) {
      const betLegs = legs.filter((leg) => leg.betId === bet.id);
      const state = promoStateOf(bet, betLegs);
      const due = state.returnMinor - bet.paidMinor;
      // A free bet's stake and a boost's extra: the promotions account's share moves first, so the
      // sportsbook holds what it pays out (house accounts only; issue 24).
      const promoDue = state.promoFundedMinor - bet.promoFundedMinor;
      let paidMinor = bet.paidMinor;
      let round = bet.settlementRound;
      const call = {
        betId: bet.id,
        playerId: bet.playerId,
        currency: bet.currency,
      };
      if (due !== 0n || promoDue !== 0n) round += 1;
      if (promoDue !== 0n)
        await sports.promo(tx, {
          ...call,
          key: `sports:promo:${bet.id}:${round}`,
          amountMinor: promoDue > 0n ? promoDue : -promoDue,
          direction: promoDue > 0n ? 'to_sportsbook' : 'to_promotions',
        });
      // A free bet that ended void gives its token back; a rollback that reopens it takes it again (if the
      // player has not used it since: then the house stands the bet's stake).
      if (bet.isFreeBet && bet.promoTokenId !== null && promoDue !== 0n) {
        if (state.promoFundedMinor === 0n) await deps.promos.release(tx, bet.promoTokenId, bet.id);
        else if (bet.promoFundedMinor === 0n)
          await deps.promos.retake(tx, bet.promoTokenId, bet.id);
      }
      if (due !== 0n) {
        if (due > 0n) {
          await sports.payout(tx, {
            ...call,
            key: `sports:payout:${bet.id}:${round}`,
            amountMinor: due,
          });
          paidMinor += due;
        } else {
          const { movedMinor } = await sports.reverse(tx, {
            ...call,
            key: `sports:reversal:${bet.id}:${round}`,
            amountMinor: -due,
          });
          paidMinor -= movedMinor;
        }
      }
      const owedMinor = paidMinor > state.returnMinor ? paidMinor - state.returnMinor : 0n;
      const settledAt = state.isFinal ? (bet.settledAt ?? new Date()) : null;
      // A final bet no longer exposes the house; a rollback that reopens it exposes it again.
      const exposed = !state.isFinal;
      if (exposed !== bet.exposureCounted)
        await repo.addExposure(
          tx,
          betLegs,
          bet.currency,
          (bet.potentialReturnMinor - bet.stakeMinor) * (exposed ? 1n : -1n),
        );
      // CP and bonus wagering count once, at the bet's first settlement; a rollback and resettlement do not
      // count it again. The same eligibility for both: non-void legs at odds of at least 1.2.
      const countsNow = settledAt !== null && bet.pointsCountedAt === null;
      // A free bet's stake was the house's: it earns no CP and wagers no bonus.
      if (countsNow && !bet.isFreeBet && countsForPoints(betLegs, bet.builderOdds))
        wagers.push({
          betId: bet.id,
          playerId: bet.playerId,
          currency: bet.currency,
          stakeMinor: bet.stakeMinor,
          placedAt: bet.placedAt,
          settledAt,
        });
      if (
        due === 0n &&
        promoDue === 0n &&
        state.status === bet.status &&
        owedMinor === bet.owedMinor &&
        (settledAt === null) === (bet.settledAt === null) &&
        !countsNow &&
        exposed === bet.exposureCounted
      )
        continue;
      await repo.updateBet(tx, bet.id, {
        status: state.status,
        paidMinor,
        owedMinor,
        settlementRound: round,
        promoFundedMinor: state.promoFundedMinor,
        settledAt,
        exposureCounted: exposed,
        ...(countsNow ? { pointsCountedAt: settledAt } : {}),
      });
      changed.push({ betId: bet.id, playerId: bet.playerId, status: state.status });
    }
    if (wagers.length > 0) {
      await deps.points(tx, wagers);
      await deps.wagering(tx, wagers);
    }
    return changed;
  };
}

export type BetSettlement = ReturnType<typeof createBetSettlement>;
