import {
  EUR_EQUIVALENT,
  formatMinor,
  isCurrency,
  MARKET_STATUS,
  marketKey,
  parseMinor,
  SPORTS_CASHOUT_COOLDOWN_MS,
  SPORTS_CASHOUT_MARGIN,
  SPORTS_CASHOUT_OFFER_MS,
  SPORTS_MAX_PAYOUT_EUR_MINOR,
  type SportsBet,
  type SportsCashOut,
  type SportsCashOutOffer,
} from '@orca/contracts';
import { remainingStakeMinor, fairCashOutMinor } from '@orca/games/sports/cash-out';
import { add, div, parseDecimal, rational, type Rational } from '@orca/games/sports/rational';
import { legMultiplier, lineReturnMinor } from '@orca/games/sports/settlement';
import type { Database, Executor } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../platform/errors.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import { legOf, potentialOf } from './bet-math.ts';
import type { EventBook } from './feed.types.ts';
import { blocksOf, type ProducerHealth } from './producer-health.ts';
import * as repo from './sports.repository.ts';

/*
 * Cash-out (Sportsbook II): a bet's offer is what is left to win times the current fair chance of its open
 * legs, less the house's cash-out margin (games/sports/cash-out.ts fairCashOutMinor), the fair chance of a
 * leg being its outcome's share of the market's current implied probabilities (the book's margin taken
 * out). An offer lives SPORTS_CASHOUT_OFFER_MS and is taken once, whole or in part; a part leaves the rest
 * of the stake riding on the same legs. Cashing out is refused while a leg is suspended or in a bet stop, in
 * the first seconds after the bet, for a system bet and once a leg has lost.
 */

const MARGIN = rational(BigInt(Math.round(SPORTS_CASHOUT_MARGIN * 10_000)), 10_000n);

const rateOf = (currency: string): bigint =>
  isCurrency(currency) ? BigInt(EUR_EQUIVALENT[currency]) : 1n;

export function createCashOutService(deps: {
  db: Database;
  wallet: Pick<WalletService, 'sports'>;
  producers: Pick<ProducerHealth, 'isDown'>;
  /** The bet as its player sees it, after a cash-out. */
  viewOf: (playerId: bigint, betId: bigint) => Promise<SportsBet>;
  now?: () => Date;
}) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  /**
   * What the bet is worth now, from the events' books read in this transaction. Produces cashout_unavailable.
   */
  async function quote(
    tx: Executor,
    bet: repo.SportBetRow,
    legs: readonly repo.SportBetLegRow[],
    /** The legs' events when the caller already holds them (shared). */
    held?: readonly repo.SportEventRow[],
  ): Promise<bigint> {
    if (
      bet.status !== 'open' ||
      bet.systemSizes !== null ||
      now().getTime() - bet.placedAt.getTime() < SPORTS_CASHOUT_COOLDOWN_MS
    )
      throw new AppError('cashout_unavailable');
    const events =
      held ??
      (await repo.shareEvents(
        tx,
        legs.map((leg) => leg.eventId),
      ));
    const byId = new Map(events.map((event) => [event.id, event]));
    const blocks = await blocksOf(tx, events, deps.producers);
    const chances: Rational[] = [];
    for (const leg of legs) {
      const settled = legOf(leg);
      if (settled.settlement !== null) {
        if (legMultiplier(settled).num === 0n) throw new AppError('cashout_unavailable');
        continue;
      }
      const event = byId.get(leg.eventId);
      const key = marketKey(leg.marketId, leg.specifiers);
      const market = event ? (event.book as EventBook).markets[key] : undefined;
      const blocked = blocks.get(leg.eventId);
      if (
        !event ||
        (event.phase !== 'not_started' && event.phase !== 'live') ||
        !market ||
        market.status !== MARKET_STATUS.active ||
        blocked?.has('*') ||
        blocked?.has(key)
      )
        throw new AppError('cashout_unavailable');
      const priced = Object.entries(market.outcomes).filter(
        ([, outcome]) => outcome.active && outcome.odds !== null,
      );
      const own = priced.find(([id]) => Number(id) === leg.outcomeId);
      if (!own) throw new AppError('cashout_unavailable');
      // The outcome's share of the market's implied probabilities: the book's margin taken out.
      const implied = priced.map(([, outcome]) =>
        div(rational(1n), parseDecimal(outcome.odds ?? '')),
      );
      const total = implied.reduce(add);
      chances.push(div(div(rational(1n), parseDecimal(own[1].odds ?? '')), total));
    }
    const offer = fairCashOutMinor({
      potentialReturnMinor: lineReturnMinor(bet.stakeMinor, legs.map(legOf)),
      openLegProbabilities: chances,
      margin: MARGIN,
      maxPayoutMinor: SPORTS_MAX_PAYOUT_EUR_MINOR * rateOf(bet.currency),
    });
    if (offer === null) throw new AppError('cashout_unavailable');
    return offer;
  }

  const betIdOf = (text: string): bigint => {
    if (!/^\d{1,18}$/.test(text)) throw new AppError('sports_bet_not_found');
    return BigInt(text);
  };

  return {
    /** The offer for one of the player's bets. Produces sports_bet_not_found, cashout_unavailable. */
    async offer(playerId: bigint, betIdText: string): Promise<SportsCashOutOffer> {
      const betId = betIdOf(betIdText);
      return inTransaction(db, async (tx) => {
        const bet = await repo.betOfPlayer(tx, playerId, betId);
        if (!bet) throw new AppError('sports_bet_not_found');
        const amountMinor = await quote(tx, bet, await repo.legsOfBets(tx, [betId]));
        const expiresAt = new Date(now().getTime() + SPORTS_CASHOUT_OFFER_MS);
        const id = await repo.insertCashOutOffer(tx, {
          betId,
          amountMinor,
          returnMinor: bet.potentialReturnMinor,
          expiresAt,
        });
        return {
          offerId: id,
          betId: betId.toString(),
          amount: formatMinor(amountMinor),
          currency: bet.currency,
          expiresAt: expiresAt.toISOString(),
        };
      });
    },

    /**
     * Takes an offer, whole or `amount` of it: the money to cash in the same transaction, the offer used, the
     * rest of the stake (if any) riding on. Produces sports_bet_not_found, cashout_offer_expired,
     * cashout_unavailable, cashout_amount_invalid.
     */
    async cashOut(playerId: bigint, betIdText: string, input: SportsCashOut): Promise<SportsBet> {
      const betId = betIdOf(betIdText);
      await inTransaction(db, async (tx) => {
        const owned = await repo.betOfPlayer(tx, playerId, betId);
        if (!owned) throw new AppError('sports_bet_not_found');
        // Events before the bet, as the feed's settlement takes them: a bet stop waits for this or is seen.
        const legs = await repo.legsOfBets(tx, [betId]);
        const events = await repo.shareEvents(
          tx,
          legs.map((leg) => leg.eventId),
        );
        const [bet] = await repo.lockBets(tx, [betId]);
        const offer = await repo.lockCashOutOffer(tx, input.offerId);
        if (
          !bet ||
          !offer ||
          offer.betId !== betId ||
          offer.usedAt !== null ||
          offer.expiresAt.getTime() <= now().getTime() ||
          offer.returnMinor !== bet.potentialReturnMinor
        )
          throw new AppError('cashout_offer_expired');
        // The market may have stopped since the offer: it must still be on.
        await quote(tx, bet, legs, events);
        const asked = input.amount === undefined ? offer.amountMinor : parseMinor(input.amount);
        if (asked === null || asked <= 0n || asked > offer.amountMinor)
          throw new AppError('cashout_amount_invalid', {
            params: { max: formatMinor(offer.amountMinor), currency: bet.currency },
          });
        const returnCashed = (bet.potentialReturnMinor * asked) / offer.amountMinor;
        const stakeLeft =
          asked === offer.amountMinor
            ? 0n
            : remainingStakeMinor(bet.stakeMinor, bet.potentialReturnMinor, returnCashed);
        await repo.useCashOutOffer(tx, offer.id, now());
        const count = bet.cashOutCount + 1;
        await deps.wallet.sports.cashOut(tx, {
          key: `sports:cashout:${bet.id}:${count}`,
          betId: bet.id,
          playerId,
          currency: bet.currency,
          amountMinor: asked,
        });
        const winBefore = bet.potentialReturnMinor - bet.stakeMinor;
        if (stakeLeft <= 0n) {
          if (bet.exposureCounted) await repo.addExposure(tx, legs, bet.currency, -winBefore);
          await repo.updateBet(tx, bet.id, {
            status: 'cashed_out',
            cashedOutMinor: bet.cashedOutMinor + asked,
            cashOutCount: count,
            settledAt: now(),
            exposureCounted: false,
          });
          return;
        }
        const left = potentialOf(
          { ...bet, stakeMinor: stakeLeft },
          legs.map((leg) => leg.odds),
        );
        if (bet.exposureCounted)
          await repo.addExposure(tx, legs, bet.currency, left.returnMinor - stakeLeft - winBefore);
        await repo.updateBet(tx, bet.id, {
          stakeMinor: stakeLeft,
          potentialReturnMinor: left.returnMinor,
          cashedOutMinor: bet.cashedOutMinor + asked,
          cashOutCount: count,
        });
      });
      return deps.viewOf(playerId, betId);
    },
  };
}
