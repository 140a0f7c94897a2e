import {
  EUR_EQUIVALENT,
  formatMinor,
  isCurrency,
  MARKET_STATUS,
  marketKey,
  parseMarketSpecifiers,
  parseMinor,
  SpecifierError,
  SPORTS_DAILY_PAYOUT_EUR_MINOR,
  SPORTS_LIVE_STAKE_FACTOR,
  SPORTS_MARKET_LIABILITY_EUR_MINOR,
  SPORTS_MAX_ODDS,
  SPORTS_MAX_PAYOUT_EUR_MINOR,
  SPORTS_MIN_ODDS,
  SPORTS_EVENT_LIABILITY_EUR_MINOR,
  SPORTS_SELECTION_LIABILITY_EUR_MINOR,
  SPORTS_SPORT_LIABILITY_EUR_MINOR,
  SPORTS_MIN_STAKE_EUR_MINOR,
  SPORTS_SYSTEMS,
  systemLinesOf,
  type OddsChangePolicy,
  type PlaceSportsBet,
  type SportsBet,
} from '@orca/contracts';
import { compare, floorMinor, mul, parseDecimal, rational } from '@orca/games/sports/rational';
import type { SystemBet } from '@orca/games/sports/system-bets';
import type { Database, Executor } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../platform/errors.ts';
import type { LimitsService } from '../limits/limits.service.ts';
import type { PlayerService } from '../profile/player.service.ts';
import type { SportsPromos } from '../bonus/sports-promos.service.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import { decimalText, potentialOf, type totalOddsOf } from './bet-math.ts';
import { builderPrice } from './builder-quote.ts';
import {
  fundBet,
  promoOfPlacement,
  promoPotentialOf,
  refundBet,
  type BetPromoTokens,
} from './bet-promos.ts';
import type { EventBook } from './feed.types.ts';
import * as cashOutRules from './cash-out-rules.repository.ts';
import * as repo from './sports.repository.ts';
import { blocksOf as producerBlocksOf, type ProducerHealth } from './producer-health.ts';
import { betView } from './sports.views.ts';

/*
 * Taking a sports bet: every selection checked against the event's book under a shared lock (a bet stop
 * waits for the bet or the bet sees the stop), the odds-change policy applied, the stake held within the
 * liability caps and the maximum payout, and the stake taken from cash in the same transaction, idempotent by
 * the client's key. An in-play bet then waits its delay and is checked again: accepted, or refused and refunded.
 */

export interface BetsDeps {
  db: Database;
  wallet: Pick<WalletService, 'sports'>;
  players: Pick<PlayerService, 'get'>;
  limits: Pick<LimitsService, 'assertMayBet'>;
  betDelayMs: number;
  /** Whether a producer is down: its events take no bet (producer-health.ts). */
  producers: Pick<ProducerHealth, 'isDown'>;
  sleep?: (ms: number) => Promise<void>;
  /** Told of a bet's new state after its transaction (the player's socket). */
  onBetChanged: (playerId: bigint, betId: bigint, status: 'open' | 'refused') => void;
  /** The bonus domain's free bets and boosts (sports-promos.service.ts), taken in the bet's transaction. */
  promos: BetPromoTokens & Pick<SportsPromos, 'release'>;
}

interface Checked {
  legNo: number;
  eventId: string;
  marketId: number;
  specifiers: string;
  outcomeId: number;
  odds: string;
}

/** Another request with the same idempotency key inserted its bet first. */
class RacedKey extends Error {}

const scoreOf = (event: repo.SportEventRow) => `${event.homeScore}:${event.awayScore}`;

const rateOf = (currency: string): bigint =>
  isCurrency(currency) ? BigInt(EUR_EQUIVALENT[currency]) : 1n;

const DAY_MS = 86_400_000;
const startOfUtcDay = (at: Date) => new Date(Math.floor(at.getTime() / DAY_MS) * DAY_MS);

/** A rational as the decimal text a player reads in a refusal: two places, rounded down. */
function oddsText(odds: { num: bigint; den: bigint }): string {
  return formatMinor((odds.num * 100n) / odds.den);
}

/**
 * The bet's total odds within the operator's range (a system bet's: its potential return over its cost).
 * Produces sports_odds_too_low, sports_odds_too_high.
 */
function assertOddsInRange(
  totalOdds: ReturnType<typeof totalOddsOf>,
  limits: Partial<Record<repo.BetLimitName, string>>,
): void {
  const min = parseDecimal(limits.min_odds ?? SPORTS_MIN_ODDS);
  const max = parseDecimal(limits.max_odds ?? SPORTS_MAX_ODDS);
  if (compare(totalOdds, min) < 0)
    throw new AppError('sports_odds_too_low', {
      params: { min: oddsText(min) },
      data: { field: 'selections', min: oddsText(min), odds: oddsText(totalOdds) },
    });
  if (compare(totalOdds, max) > 0)
    throw new AppError('sports_odds_too_high', {
      params: { max: oddsText(max) },
      data: { field: 'selections', max: oddsText(max), odds: oddsText(totalOdds) },
    });
}

/** Whether the offered price may replace the one the player saw under their policy. */
function acceptsOdds(policy: OddsChangePolicy, seen: string, offered: string): boolean {
  const order = compare(parseDecimal(offered), parseDecimal(seen));
  if (order === 0) return true;
  if (policy === 'any') return true;
  return policy === 'higher' && order > 0;
}

function specifiersOf(marketId: number, text: string): string {
  try {
    parseMarketSpecifiers(marketId, text, { canonical: true });
    return text;
  } catch (error) {
    if (error instanceof SpecifierError)
      throw new AppError('validation_error', {
        params: { field: 'selections', reason: error.message },
      });
    throw error;
  }
}

/**
 * A bet builder's price now, within the player's odds-change policy against the price they were quoted: at
 * placement, and again at the end of an in-play builder's delay (the grid follows the live book and score).
 * Produces the builder's refusals (builder-quote.ts) and odds_changed with the new price.
 */
function builderOddsOf(
  input: Pick<PlaceSportsBet, 'builderOdds' | 'oddsChange' | 'selections'>,
  events: Map<string, repo.SportEventRow>,
): ReturnType<typeof builderPrice> {
  const event = events.get(input.selections[0]?.eventId ?? '');
  if (!event) throw new AppError('sports_event_not_found');
  const price = builderPrice(event, input.selections);
  const quoted = input.builderOdds ?? '';
  if (!acceptsOdds(input.oddsChange, quoted, decimalText(price)))
    throw new AppError('odds_changed', {
      params: { odds: decimalText(price) },
      data: { field: 'builderOdds', odds: decimalText(price) },
    });
  return price;
}

/** A system bet's lines from what the player asked: a name's sizes, or the sizes given, with the bankers. */
function systemOfInput(input: PlaceSportsBet): SystemBet | null {
  if (input.type !== 'system') return null;
  const sizes = input.name ? SPORTS_SYSTEMS[input.name].sizes : (input.sizes ?? []);
  return { sizes: [...sizes].sort((a, b) => a - b), bankers: input.bankers ?? [] };
}

/**
 * Each selection against its event's book: the event open for betting, the market active, the outcome
 * priced, the odds within the policy. Produces sports_event_not_found, selection_unavailable,
 * market_suspended, odds_changed.
 */
function checkSelections(
  bet: Pick<PlaceSportsBet, 'oddsChange' | 'selections'>,
  events: Map<string, repo.SportEventRow>,
  blocks: Map<string, Set<string>>,
): Checked[] {
  return bet.selections.map((selection, index) => {
    const event = events.get(selection.eventId);
    if (!event) throw new AppError('sports_event_not_found');
    if (event.phase !== 'not_started' && event.phase !== 'live')
      throw new AppError('selection_unavailable');
    const specifiers = specifiersOf(selection.marketId, selection.specifiers);
    const market = (event.book as EventBook).markets[marketKey(selection.marketId, specifiers)];
    const outcome = market?.outcomes[selection.outcomeId];
    if (!market || !outcome || market.status === MARKET_STATUS.deactivated)
      throw new AppError('selection_unavailable');
    const blocked = blocks.get(selection.eventId);
    const key = marketKey(selection.marketId, specifiers);
    if (
      market.status !== MARKET_STATUS.active ||
      !outcome.active ||
      outcome.odds === null ||
      blocked?.has('*') ||
      blocked?.has(key)
    )
      throw new AppError('market_suspended');
    if (!acceptsOdds(bet.oddsChange, selection.odds, outcome.odds))
      throw new AppError('odds_changed', {
        params: { odds: outcome.odds },
        data: { selection: index, odds: outcome.odds },
      });
    return {
      legNo: index + 1,
      eventId: selection.eventId,
      marketId: selection.marketId,
      specifiers,
      outcomeId: selection.outcomeId,
      odds: outcome.odds,
    };
  });
}

export function createBetsService(deps: BetsDeps) {
  const { db } = deps;
  const sleep =
    deps.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));

  /** Bets as players see them: their legs and their matches' names and seeds in two reads for all. */
  async function viewsOf(bets: readonly repo.SportBetRow[]): Promise<SportsBet[]> {
    const legs = await repo.legsOfBets(
      db,
      bets.map((bet) => bet.id),
    );
    const heads = await repo.eventHeadsOf(
      db,
      legs.map((leg) => leg.eventId),
    );
    const events = new Map(heads.map((head) => [head.id, head]));
    const thresholds = await cashOutRules.thresholdsOf(
      db,
      bets.map((bet) => bet.id),
    );
    return bets.map((bet) =>
      betView(
        bet,
        legs.filter((leg) => leg.betId === bet.id),
        events,
        thresholds.get(bet.id),
      ),
    );
  }
  const blocksOf = (tx: Executor, rows: readonly repo.SportEventRow[]) =>
    producerBlocksOf(tx, rows, deps.producers);
  const viewOf = async (bet: repo.SportBetRow): Promise<SportsBet> => {
    const [view] = await viewsOf([bet]);
    if (!view) throw new Error('a bet has a view');
    return view;
  };

  /**
   * Takes the bet's potential win onto the house's exposure of each selection, market line, event and sport and
   * checks the operator's caps: the most this player may stake is the room the fullest of them had left, over
   * the win per unit staked, scaled by the player's stake factor and, with a leg in play, by the live factor.
   * Produces stake_too_high (the caller's transaction then undoes the exposure).
   */
  async function takeExposure(
    tx: Executor,
    playerId: bigint,
    bet: {
      currency: string;
      stakeMinor: bigint;
      potentialReturnMinor: bigint;
      legs: Checked[];
      /** A system bet's lines: the maximum is told per line, as the player types the stake. */
      lines: bigint;
      /** Whether a leg is on an event in play: its maximum is scaled by the live factor. */
      isLive: boolean;
    },
    totalOdds: ReturnType<typeof totalOddsOf>,
    risk: {
      caps: Partial<Record<repo.CapScope, bigint>>;
      limits: Partial<Record<repo.BetLimitName, string>>;
    },
  ): Promise<void> {
    const { caps, limits } = risk;
    const win = bet.potentialReturnMinor - bet.stakeMinor;
    const after = await repo.addExposure(tx, bet.legs, bet.currency, win);
    const rate = rateOf(bet.currency);
    const roomUnder = (capEurMinor: bigint, exposures: Iterable<bigint>) => {
      let fullest = 0n;
      for (const exposure of exposures) if (exposure > fullest) fullest = exposure;
      const cap = capEurMinor * rate;
      return cap > fullest - win ? cap - (fullest - win) : 0n;
    };
    const selectionRoom = roomUnder(
      caps.selection ?? SPORTS_SELECTION_LIABILITY_EUR_MINOR,
      after.selections,
    );
    const rooms = [
      selectionRoom,
      roomUnder(caps.market ?? SPORTS_MARKET_LIABILITY_EUR_MINOR, after.markets),
      roomUnder(caps.event ?? SPORTS_EVENT_LIABILITY_EUR_MINOR, after.events.values()),
      roomUnder(caps.sport ?? SPORTS_SPORT_LIABILITY_EUR_MINOR, after.sports),
    ];
    const remaining = rooms.reduce((least, room) => (room < least ? room : least));
    const factorText = await repo.stakeFactorOf(tx, playerId);
    const playerFactor = factorText === null ? rational(1n) : parseDecimal(factorText);
    const factor = bet.isLive
      ? mul(playerFactor, parseDecimal(limits.live_factor ?? SPORTS_LIVE_STAKE_FACTOR))
      : playerFactor;
    // stake · (odds − 1) ≤ remaining, scaled by the player's factor.
    const perUnit = rational(totalOdds.num - totalOdds.den, totalOdds.den);
    const maxStake =
      floorMinor(floorMinor(remaining, rational(perUnit.den, perUnit.num)), factor) / bet.lines;
    if (bet.stakeMinor > maxStake * bet.lines)
      throw new AppError('stake_too_high', {
        params: { max: formatMinor(maxStake), currency: bet.currency },
        data: { max: formatMinor(maxStake) },
      });
  }

  /**
   * The player's bets of the UTC day may win at most the daily payout, this one's included: read under the
   * player's lock, so two bets of one player cannot both take the last of it. Produces sports_daily_payout.
   */
  async function assertDailyPayout(
    tx: Executor,
    playerId: bigint,
    bet: { currency: string; winMinor: bigint; placedAt: Date; capEurMinor: bigint | undefined },
  ): Promise<void> {
    await repo.lockPlayerBets(tx, playerId);
    const cap = (bet.capEurMinor ?? SPORTS_DAILY_PAYOUT_EUR_MINOR) * rateOf(bet.currency);
    const today = await repo.potentialWinningsSince(tx, playerId, startOfUtcDay(bet.placedAt));
    if (today + bet.winMinor <= cap) return;
    const remaining = cap > today ? cap - today : 0n;
    throw new AppError('sports_daily_payout', {
      params: { max: formatMinor(cap), remaining: formatMinor(remaining), currency: bet.currency },
      data: { field: 'stake', max: formatMinor(cap), remaining: formatMinor(remaining) },
    });
  }

  /**
   * Places a bet. Produces validation_error, selection_related, bet_out_of_range, stake_too_high,
   * sports_max_payout, sports_daily_payout, sports_odds_too_low, sports_odds_too_high, sports_event_not_found, selection_unavailable, market_suspended, odds_changed,
   * insufficient_funds, sports_promo_unavailable, sports_promo_min_odds, free_bet_stake_mismatch, and the limits'
   * self_excluded, timed_out, loss_limit_reached.
   */
  async function place(playerId: bigint, input: PlaceSportsBet): Promise<SportsBet> {
    const player = await deps.players.get(playerId);
    const currency = player.currency;
    // A system bet's stake is per line: it costs that times its lines.
    const stake = parseMinor(input.stake);
    const system = systemOfInput(input);
    const lines = system ? BigInt(systemLinesOf(input)) : 1n;
    const rate = rateOf(currency);
    const minStake = SPORTS_MIN_STAKE_EUR_MINOR * rate;
    const maxPayout = SPORTS_MAX_PAYOUT_EUR_MINOR * rate;
    if (stake === null || stake < minStake)
      throw new AppError('bet_out_of_range', {
        params: { min: formatMinor(minStake), max: formatMinor(maxPayout), currency },
      });
    const isBuilder = input.type === 'builder';
    // A bet builder's selections are all of one match (the schema holds them to it) and priced together.
    const eventIds = [...new Set(input.selections.map((s) => s.eventId))];
    if (!isBuilder && eventIds.length !== input.selections.length)
      throw new AppError('selection_related');
    await deps.limits.assertMayBet(playerId, { currency, isRealMoney: true });

    const placed = await inTransaction(db, async (tx) => {
      const earlier = await repo.betByKey(tx, playerId, input.idempotencyKey);
      if (earlier) return { bet: earlier, isReplay: true };
      const rows = await repo.shareEvents(tx, eventIds);
      const events = new Map(rows.map((row) => [row.id, row]));
      // A builder's legs keep the prices of the moment for the record; its own price is what the policy judges.
      const legs = checkSelections(
        isBuilder ? { ...input, oddsChange: 'any' } : input,
        events,
        await blocksOf(tx, rows),
      );
      const builder = isBuilder ? builderOddsOf(input, events) : null;
      const shape = {
        stakeMinor: stake * lines,
        unitStakeMinor: system ? stake : null,
        systemSizes: system ? [...system.sizes] : null,
        systemBankers: system ? [...(system.bankers ?? [])] : null,
      };
      const { returnMinor: plainReturn, odds: totalOdds } = builder
        ? { returnMinor: floorMinor(shape.stakeMinor, builder), odds: builder }
        : potentialOf(
            shape,
            legs.map((leg) => leg.odds),
          );
      // A free bet or boost (issue 24): checked against the bet; a boost raises the return and the exposure.
      const promo = await promoOfPlacement(tx, deps.promos, {
        ...{ playerId, input, currency, stakeMinor: shape.stakeMinor, totalOdds },
      });
      const boosted = promo
        ? promoPotentialOf(
            { ...shape, ...promo.columns, currency },
            legs.map((leg) => leg.odds),
          )
        : null;
      const potentialReturn = boosted?.returnMinor ?? plainReturn;
      const [caps, limits] = [await repo.liabilityCaps(tx), await repo.betLimits(tx)];
      assertOddsInRange(totalOdds, limits);
      if (potentialReturn > maxPayout)
        throw new AppError('sports_max_payout', {
          params: { max: formatMinor(maxPayout), currency },
        });
      const now = new Date();
      await assertDailyPayout(tx, playerId, {
        currency,
        winMinor: potentialReturn - shape.stakeMinor,
        placedAt: now,
        capEurMinor: caps.daily_payout,
      });
      const isLive = legs.some((leg) => events.get(leg.eventId)?.phase === 'live');
      await takeExposure(
        tx,
        playerId,
        {
          currency,
          stakeMinor: shape.stakeMinor,
          potentialReturnMinor: potentialReturn,
          legs,
          lines,
          isLive,
        },
        boosted?.odds ?? totalOdds,
        { caps, limits },
      );
      const bet = await repo.insertBet(tx, {
        playerId,
        idempotencyKey: input.idempotencyKey,
        type: input.type,
        ...shape,
        systemName: input.type === 'system' ? (input.name ?? null) : null,
        builderOdds: builder ? decimalText(builder) : null,
        status: isLive ? 'pending' : 'open',
        currency,
        totalOdds: `${totalOdds.num}/${totalOdds.den}`,
        potentialReturnMinor: potentialReturn,
        oddsChange: input.oddsChange,
        placedAt: now,
        acceptAt: isLive ? new Date(now.getTime() + deps.betDelayMs) : null,
        exposureCounted: true,
        ...promo?.columns,
      });
      // A racing request with the same key committed first: this one's writes are undone, and it is
      // answered with that bet below.
      if (!bet) throw new RacedKey();
      await repo.insertLegs(
        tx,
        legs.map((leg) => {
          const event = events.get(leg.eventId);
          return { betId: bet.id, ...leg, scoreAtBet: event ? scoreOf(event) : '0:0' };
        }),
      );
      await fundBet(tx, deps, { ...bet, stakeMinor: shape.stakeMinor }, promo);
      return { bet, isReplay: false };
    }).catch(async (error: unknown) => {
      if (!(error instanceof RacedKey)) throw error;
      const winner = await repo.betByKey(db, playerId, input.idempotencyKey);
      if (!winner) throw error;
      return { bet: winner, isReplay: true };
    });
    if (placed.bet.status === 'pending' && !placed.isReplay) {
      await sleep(Math.max(0, (placed.bet.acceptAt?.getTime() ?? 0) - Date.now()));
      await confirm(placed.bet.id);
    }
    // Only a held bet changed after its transaction (its delay's check); the others are as placed.
    const current =
      placed.bet.status === 'pending'
        ? ((await repo.betOfPlayer(db, playerId, placed.bet.id)) ?? placed.bet)
        : placed.bet;
    if (current.status === 'refused')
      throw new AppError(
        (current.refusedCode as 'odds_changed' | 'market_suspended') ?? 'market_suspended',
      );
    return viewOf(current);
  }

  /**
   * Ends an in-play bet's delay: every leg's market still active at an acceptable price and the event's score
   * unchanged, or the bet is refused and its stake refunded. Idempotent: a bet no longer pending is left.
   */
  async function confirm(betId: bigint): Promise<void> {
    const result = await inTransaction(db, async (tx) => {
      const [bet] = await repo.lockBets(tx, [betId]);
      if (!bet || bet.status !== 'pending') return null;
      const legs = await repo.legsOfBets(tx, [bet.id]);
      const rows = await repo.shareEvents(
        tx,
        legs.map((leg) => leg.eventId),
      );
      const events = new Map(rows.map((row) => [row.id, row]));
      let refusedCode: 'market_suspended' | 'odds_changed' | null = null;
      let accepted: Checked[] = [];
      let builder: ReturnType<typeof builderPrice> | null = null;
      try {
        const selections = legs.map((leg) => ({
          eventId: leg.eventId,
          marketId: leg.marketId,
          specifiers: leg.specifiers,
          outcomeId: leg.outcomeId,
          odds: leg.odds,
        }));
        // A builder's legs keep the prices of the moment; its joint price now is what the policy judges.
        const checked = checkSelections(
          { oddsChange: bet.builderOdds ? 'any' : bet.oddsChange, selections },
          events,
          await blocksOf(tx, [...events.values()]),
        );
        if (bet.builderOdds)
          builder = builderOddsOf(
            { builderOdds: bet.builderOdds, oddsChange: bet.oddsChange, selections },
            events,
          );
        // A goal inside the delay refuses the bet whatever the new price: it was priced on the old score.
        const scored = legs.some((leg) => {
          const event = events.get(leg.eventId);
          return event !== undefined && scoreOf(event) !== leg.scoreAtBet;
        });
        if (scored) refusedCode = 'market_suspended';
        else accepted = checked;
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        refusedCode = error.code === 'odds_changed' ? 'odds_changed' : 'market_suspended';
      }
      if (refusedCode === null) {
        // The policy may have taken a new price: the bet stands at the odds offered now.
        for (const leg of accepted)
          if (legs.find((l) => l.legNo === leg.legNo)?.odds !== leg.odds)
            await repo.updateLegOdds(tx, bet.id, leg.legNo, leg.odds);
        const { returnMinor: potentialReturnMinor, odds: totalOdds } = builder
          ? { returnMinor: floorMinor(bet.stakeMinor, builder), odds: builder }
          : {
              returnMinor: promoPotentialOf(
                bet,
                accepted.map((leg) => leg.odds),
              ).returnMinor,
              odds: potentialOf(
                bet,
                accepted.map((leg) => leg.odds),
              ).odds,
            };
        if (potentialReturnMinor !== bet.potentialReturnMinor)
          await repo.addExposure(
            tx,
            legs,
            bet.currency,
            potentialReturnMinor - bet.potentialReturnMinor,
          );
        await repo.updateBet(tx, bet.id, {
          status: 'open',
          totalOdds: `${totalOdds.num}/${totalOdds.den}`,
          potentialReturnMinor,
          ...(builder ? { builderOdds: decimalText(builder) } : {}),
        });
        return { ...bet, status: 'open' as const, potentialReturnMinor };
      }
      await refundBet(tx, deps, bet);
      if (bet.exposureCounted)
        await repo.addExposure(tx, legs, bet.currency, bet.stakeMinor - bet.potentialReturnMinor);
      await repo.updateBet(tx, bet.id, {
        status: 'refused',
        refusedCode,
        settledAt: new Date(),
        exposureCounted: false,
      });
      return { ...bet, status: 'refused' as const, refusedCode, settledAt: new Date() };
    });
    if (result) deps.onBetChanged(result.playerId, result.id, result.status);
  }

  return {
    place,
    confirm,
    /** Confirms the in-play bets whose delay ended without their request confirming them (a restart). */
    async confirmDue(now = new Date()): Promise<number> {
      const ids = await repo.pendingBetIdsDue(db, now);
      for (const id of ids) await confirm(id);
      return ids.length;
    },
    async list(
      playerId: bigint,
      query: { status?: 'open' | 'settled' | undefined; limit: number; offset: number },
    ) {
      const { rows, total } = await repo.betsOfPlayer(db, playerId, query);
      const bets = await viewsOf(rows);
      return { bets, total, limit: query.limit, offset: query.offset };
    },
    /** One of the player's bets; another player's is not found. Produces sports_bet_not_found. */
    async get(playerId: bigint, betId: string): Promise<SportsBet> {
      const id = /^\d{1,18}$/.test(betId) ? BigInt(betId) : null;
      const bet = id === null ? undefined : await repo.betOfPlayer(db, playerId, id);
      if (!bet) throw new AppError('sports_bet_not_found');
      return viewOf(bet);
    },
  };
}
