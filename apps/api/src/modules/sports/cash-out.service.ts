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
import {
  fairCashOutMinor,
  remainingStakeMinor,
  remainingUnitStakeMinor,
  systemFairCashOutMinor,
} from '@orca/games/sports/cash-out';
import {
  add,
  div,
  floorMinor,
  parseDecimal,
  rational,
  type Rational,
} from '@orca/games/sports/rational';
import { legMultiplier, lineReturnMinor } from '@orca/games/sports/settlement';
import type { Database, Executor } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../platform/errors.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import { legOf, potentialOf, systemOf } from './bet-math.ts';
import * as rules from './cash-out-rules.repository.ts';
import type { EventBook } from './feed.types.ts';
import { blocksOf, type ProducerHealth } from './producer-health.ts';
import * as repo from './sports.repository.ts';

/*
 * Cash-out (Sportsbook II): a bet's offer is what is left to win times the current fair chance of its open
 * legs, less the house's cash-out margin (games/sports/cash-out.ts fairCashOutMinor; a system bet's is the sum
 * over its lines, systemFairCashOutMinor), the fair chance of a leg being its outcome's share of the market's
 * current implied probabilities (the book's margin taken out). An offer lives SPORTS_CASHOUT_OFFER_MS and is
 * taken once, whole or in part (an amount or a share); a part leaves the rest of the stake riding on the same
 * legs (a system bet's every line on a smaller unit stake). Cashing out is refused while a leg is suspended or
 * in a bet stop, in the first seconds after the bet, and once a single or a multiple has a lost leg. An
 * automatic rule (cash-out-rules.service.ts) cashes out through the same `take` as the player does.
 */

const MARGIN = rational(BigInt(Math.round(SPORTS_CASHOUT_MARGIN * 10_000)), 10_000n);

/** The bet types a cash-out is priced for: lines of independent legs. */
const CASHABLE_TYPES: readonly string[] = ['single', 'multiple', 'system'];

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
    // A free bet's or a boosted bet's return is partly the promotions account's: it is not cashed out (issue 24).
    if (bet.promoTokenId !== null) throw new AppError('cashout_unavailable');
    // A bet builder's joint price is not the product of its legs' prices this offer is built on.
    if (
      bet.status !== 'open' ||
      !CASHABLE_TYPES.includes(bet.type) ||
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
    const system = systemOf(bet);
    // Each leg's current fair chance; null for a settled leg, whose multiplier counts instead.
    const chances: (Rational | null)[] = [];
    for (const leg of legs) {
      const settled = legOf(leg);
      if (settled.settlement !== null) {
        // A lost leg loses a single or a multiple; in a system bet it loses only its lines.
        if (!system && legMultiplier(settled).num === 0n) throw new AppError('cashout_unavailable');
        chances.push(null);
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
    const maxPayoutMinor = SPORTS_MAX_PAYOUT_EUR_MINOR * rateOf(bet.currency);
    const offer = system
      ? systemFairCashOutMinor({
          unitStakeMinor: bet.unitStakeMinor ?? 0n,
          legs: legs.map(legOf),
          system,
          chances,
          margin: MARGIN,
          maxPayoutMinor,
        })
      : fairCashOutMinor({
          potentialReturnMinor: lineReturnMinor(bet.stakeMinor, legs.map(legOf)),
          openLegProbabilities: chances.filter((chance) => chance !== null),
          margin: MARGIN,
          maxPayoutMinor,
        });
    if (offer === null) throw new AppError('cashout_unavailable');
    return offer;
  }

  /**
   * Pays `askedMinor` of an offer of `offerMinor` for the bet (locked by the caller, in its transaction): the
   * money by a sports_cashout transfer keyed by the bet's cash-out count (so a retry of the same cash-out
   * cannot pay twice), the bet cashed out whole or left riding on what is not cashed out, the house's exposure
   * brought in line, and any automatic rule removed (it was set for the whole bet).
   */
  async function take(
    tx: Executor,
    bet: repo.SportBetRow,
    legs: readonly repo.SportBetLegRow[],
    offerMinor: bigint,
    askedMinor: bigint,
  ): Promise<void> {
    const system = systemOf(bet);
    let stakeLeft = 0n;
    let unitLeft: bigint | null = null;
    if (askedMinor < offerMinor) {
      if (system) {
        unitLeft = remainingUnitStakeMinor(
          bet.unitStakeMinor ?? 0n,
          rational(askedMinor, offerMinor),
        );
        stakeLeft = unitLeft * (bet.stakeMinor / (bet.unitStakeMinor ?? 1n));
      } else {
        const returnCashed = (bet.potentialReturnMinor * askedMinor) / offerMinor;
        stakeLeft = remainingStakeMinor(bet.stakeMinor, bet.potentialReturnMinor, returnCashed);
      }
    }
    const count = bet.cashOutCount + 1;
    await deps.wallet.sports.cashOut(tx, {
      key: `sports:cashout:${bet.id}:${count}`,
      betId: bet.id,
      playerId: bet.playerId,
      currency: bet.currency,
      amountMinor: askedMinor,
    });
    await rules.deleteRule(tx, bet.id);
    const winBefore = bet.potentialReturnMinor - bet.stakeMinor;
    if (stakeLeft <= 0n) {
      if (bet.exposureCounted) await repo.addExposure(tx, legs, bet.currency, -winBefore);
      await repo.updateBet(tx, bet.id, {
        status: 'cashed_out',
        cashedOutMinor: bet.cashedOutMinor + askedMinor,
        cashOutCount: count,
        settledAt: now(),
        exposureCounted: false,
      });
      return;
    }
    const left = potentialOf(
      { ...bet, stakeMinor: stakeLeft, unitStakeMinor: unitLeft ?? bet.unitStakeMinor },
      legs.map((leg) => leg.odds),
    );
    if (bet.exposureCounted)
      await repo.addExposure(tx, legs, bet.currency, left.returnMinor - stakeLeft - winBefore);
    await repo.updateBet(tx, bet.id, {
      stakeMinor: stakeLeft,
      ...(unitLeft === null ? {} : { unitStakeMinor: unitLeft }),
      potentialReturnMinor: left.returnMinor,
      cashedOutMinor: bet.cashedOutMinor + askedMinor,
      cashOutCount: count,
    });
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
     * Takes an offer, whole, `amount` of it or a `share` of it: the money to cash in the same transaction, the
     * offer used, the rest of the stake (if any) riding on. Produces sports_bet_not_found, cashout_offer_expired,
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
        const asked =
          input.share !== undefined
            ? floorMinor(offer.amountMinor, parseDecimal(input.share))
            : input.amount === undefined
              ? offer.amountMinor
              : parseMinor(input.amount);
        if (asked === null || asked <= 0n || asked > offer.amountMinor)
          throw new AppError('cashout_amount_invalid', {
            params: { max: formatMinor(offer.amountMinor), currency: bet.currency },
          });
        await repo.useCashOutOffer(tx, offer.id, now());
        await take(tx, bet, legs, offer.amountMinor, asked);
      });
      return deps.viewOf(playerId, betId);
    },

    /**
     * Fires the bet's automatic rule if its offer reaches the threshold now: quote and cash-out of the whole bet
     * in one transaction, the rule deleted in it, so a rule fires once however many callers race (each takes
     * the bet's lock, and only the first finds the rule). A rule whose bet is settled is deleted; an in-play
     * bet inside its delay waits.
     * Answers the player whose bet was cashed out, or null when nothing fired.
     */
    async fireRule(betId: bigint): Promise<{ playerId: bigint; amountMinor: bigint } | null> {
      return inTransaction(db, async (tx) => {
        const legs = await repo.legsOfBets(tx, [betId]);
        const events = await repo.shareEvents(
          tx,
          legs.map((leg) => leg.eventId),
        );
        const [bet] = await repo.lockBets(tx, [betId]);
        const rule = await rules.lockRule(tx, betId);
        if (!rule || bet?.status === 'pending') return null;
        if (!bet || bet.status !== 'open') {
          await rules.deleteRule(tx, betId);
          return null;
        }
        let offerMinor: bigint;
        try {
          offerMinor = await quote(tx, bet, legs, events);
        } catch (error) {
          // Not on offer now (a bet stop, the cooldown, a lost leg): the rule waits for the next change.
          if (error instanceof AppError && error.code === 'cashout_unavailable') return null;
          throw error;
        }
        if (offerMinor < rule.thresholdMinor) return null;
        await take(tx, bet, legs, offerMinor, offerMinor);
        return { playerId: bet.playerId, amountMinor: offerMinor };
      });
    },
  };
}
