import {
  EUR_EQUIVALENT,
  formatMinor,
  isCurrency,
  isOutcomeOf,
  LIVE_HISTORY_SIZE,
  LIVE_LAST_RESULTS,
  LiveRoundResultSchema,
  parseMinor,
  type LiveBets,
  type LiveHistory,
  type LivePhase,
  type LiveRoundResult,
  type LiveSeat,
  type LiveTableKind,
  type LiveTableState,
  type LiveTableView,
  type RoundOutcomeOf,
} from '@orca/contracts';
import { LIVE_GAMES } from '@orca/games/catalogue';
import {
  BACCARAT_RTP,
  baccaratBeadPlate,
  baccaratBigRoad,
  BACCARAT_SHOE_CARDS,
  dealBaccaratHand,
  settleBaccaratBet,
  shuffleBaccaratShoe,
  type BaccaratShoe,
} from '@orca/games/live/baccarat';
import { BLACKJACK_RTP } from '@orca/games/live/blackjack.rtp';
import {
  MONEY_WHEEL_RTP,
  settleMoneyWheelBets,
  spinMoneyWheel,
  type MoneyWheelNumber,
} from '@orca/games/live/money-wheel';
import {
  ROULETTE_TABLE_RTP,
  rouletteHotCold,
  rouletteTableSpin,
  settleRouletteTableBets,
  validateRouletteTableBets,
} from '@orca/games/live/roulette-table';
import { FairFloats, hashServerSeed, randomServerSeed } from '@orca/games/rng/fair';
import { ratioToNumber } from '@orca/games/rng/payout';
import { randomBytes } from 'node:crypto';
import type { Database, Executor } from '../../../db/client.ts';
import { lockForTransaction } from '../../../db/locks.ts';
import { AppError, assert } from '../../../platform/errors.ts';
import type { EventBus } from '../../../platform/events.ts';
import type { CatalogueService } from '../../games/catalogue.service.ts';
import type { InhouseService } from '../inhouse/inhouse.service.ts';
import type { GameSessionRow, LaunchService } from '../launch/launch.service.ts';
import type { RoundsService } from '../rounds/rounds.service.ts';
import * as repo from './live.repository.ts';
import {
  LIVE_RESULT_PAUSE_MS,
  LIVE_SETTLE_BATCH,
  LIVE_SETTLE_PARALLEL,
  LIVE_TABLES,
  type LiveTableDef,
} from './live.tables.ts';
import { inTransaction } from '../../../db/transaction.ts';

export const LIVE_TABLE_TOPIC = 'live.table';
const SEATS_PUBLISH_MS = 1_000;
/**
 * With no bet taken here, a table's state is still published this often: the seats another
 * instance took reach this one's lobby (an idle server does not read every table every second).
 */
const SEATS_IDLE_PUBLISH_MS = 10_000;
const STATE_CACHE_MS = 200;

const rateOf = (currency: string): bigint =>
  BigInt(isCurrency(currency) ? EUR_EQUIVALENT[currency] : 1);
const percent = (rtp: number): string => (rtp * 100).toFixed(4);
const seeds = () => randomServerSeed((n) => randomBytes(n));

/** Declared RTP per bet type, as the table view publishes it. */
function rtpOf(kind: LiveTableKind): { bet: string; rtpPercent: string }[] {
  switch (kind) {
    case 'roulette':
      return Object.entries(ROULETTE_TABLE_RTP).map(([bet, r]) => ({
        bet,
        rtpPercent: percent(ratioToNumber(r)),
      }));
    case 'baccarat':
      return Object.entries(BACCARAT_RTP).map(([bet, r]) => ({ bet, rtpPercent: percent(r) }));
    case 'money_wheel':
      return Object.entries(MONEY_WHEEL_RTP).map(([bet, r]) => ({
        bet,
        rtpPercent: percent(ratioToNumber(r)),
      }));
    case 'blackjack':
      return [{ bet: 'main', rtpPercent: percent(BLACKJACK_RTP) }];
  }
}

/** Stakes of a seat's bets in minor units, in bet order. */
function stakesOf(bets: LiveBets): bigint[] {
  const parse = (amount: string): bigint => {
    const minor = parseMinor(amount);
    if (minor === null) throw new AppError('validation_error');
    return minor;
  };
  return bets.kind === 'blackjack' ? [parse(bets.amount)] : bets.bets.map((b) => parse(b.amount));
}

/** What each bet of a seat returns against the round's result (minor units, bet order). */
export function returnsOf(bets: LiveBets, result: LiveRoundResult): bigint[] {
  const stakes = stakesOf(bets);
  const stake = (i: number): bigint => stakes[i] ?? 0n;
  if (bets.kind === 'roulette' && result.kind === 'roulette') {
    return settleRouletteTableBets(
      result.pocket,
      bets.bets.map((b, i) => ({ bet: b.bet, stakeMinor: stake(i) })),
    ).map((s) => s.returnMinor);
  }
  if (bets.kind === 'baccarat' && result.kind === 'baccarat') {
    return bets.bets.map(
      (b, i) => settleBaccaratBet({ kind: b.kind, stakeMinor: stake(i) }, result).returnMinor,
    );
  }
  if (bets.kind === 'money_wheel' && result.kind === 'money_wheel') {
    return settleMoneyWheelBets(
      { number: result.number as MoneyWheelNumber, multiplier: result.multiplier },
      bets.bets.map((b, i) => ({ number: b.number, stakeMinor: stake(i) })),
    ).map((s) => s.returnMinor);
  }
  throw new Error(`no settlement of ${bets.kind} bets against a ${result.kind} result here`);
}

/** Checks positions (RangeError from the engines becomes invalid_value) and that a position is not bet twice. */
function assertPositions(bets: LiveBets): void {
  try {
    if (bets.kind === 'roulette')
      validateRouletteTableBets(bets.bets.map((b) => ({ bet: b.bet, stakeMinor: 1n })));
  } catch (error) {
    if (error instanceof RangeError) throw new AppError('validation_error');
    throw error;
  }
  if (bets.kind === 'baccarat' && new Set(bets.bets.map((b) => b.kind)).size !== bets.bets.length)
    throw new AppError('validation_error');
  if (
    bets.kind === 'money_wheel' &&
    new Set(bets.bets.map((b) => b.number)).size !== bets.bets.length
  )
    throw new AppError('validation_error');
}

/** Amounts written back as the wallet sees them ("5" → "5.00"), so recall shows what was staked. */
function normalised(bets: LiveBets, stakes: bigint[]): LiveBets {
  const at = (i: number) => formatMinor(stakes[i] ?? 0n);
  switch (bets.kind) {
    case 'blackjack':
      return { kind: 'blackjack', amount: at(0) };
    case 'roulette':
      return { kind: 'roulette', bets: bets.bets.map((b, i) => ({ ...b, amount: at(i) })) };
    case 'baccarat':
      return { kind: 'baccarat', bets: bets.bets.map((b, i) => ({ ...b, amount: at(i) })) };
    case 'money_wheel':
      return { kind: 'money_wheel', bets: bets.bets.map((b, i) => ({ ...b, amount: at(i) })) };
  }
}

/** A seat's returns per bet and the outcome recall keeps, computed when its round is settled. */
export type SeatPayout = (
  bet: repo.LiveBetRow,
  outcome: RoundOutcomeOf<'live'>,
  result: LiveRoundResult,
) => { returns: bigint[]; outcome: RoundOutcomeOf<'live'> };

/**
 * A table kind with a timeline of its own (blackjack's decision window) plugs in here: the
 * service's tick calls `drive` for its tables instead of betting → draw → settle, and its bets
 * are refused until one is registered. `tools` are the shared steps it builds on.
 */
export interface LiveKindDriver {
  drive(def: LiveTableDef, now: Date, options: SettleOptions): Promise<boolean>;
  /** What live_bets.hand starts as for a bet being accepted (inside its transaction): blackjack's seat number. */
  seatAtBet?(tx: Executor, liveRoundId: bigint): Promise<unknown>;
  /** The state's `deal` while the round is played (blackjack's shared cards). */
  dealView?(round: repo.LiveRoundRow): LiveTableState['deal'];
  /** The seat's hands as its own player sees them. */
  seatView?(bet: repo.LiveBetRow, round: repo.LiveRoundRow): LiveSeat['blackjack'];
}

export interface SettleOptions {
  /** Seats per transaction (LIVE_SETTLE_BATCH unless said). */
  batchSize?: number;
  /** Batches settled at once (LIVE_SETTLE_PARALLEL unless said; 1 when batchSize is given). */
  parallel?: number;
  /** Called after each seat is settled inside its batch's transaction (tests interrupt settlement here). */
  afterSeat?: (settledSoFar: number) => void;
}

/**
 * Live tables (decision 018): one driver (the job runner's advisory lock) moves every table's
 * rounds along the clock in the database — close betting, draw, settle each seat with its money,
 * reveal, pause, open the next — and any instance answers any table from the rows. Every step is
 * guarded by the row it changes, so a second driver or a restart in the middle repeats nothing.
 * Tables keep running without players; a round nobody bet on costs a few row writes.
 */
export function createLiveService(deps: {
  db: Database;
  inhouse: InhouseService;
  launch: LaunchService;
  rounds: RoundsService;
  catalogue: CatalogueService;
  events: EventBus;
  usernameOf: (session: GameSessionRow) => Promise<string>;
}) {
  const { db, inhouse, rounds } = deps;
  const defs = new Map(LIVE_TABLES.map((t) => [t.id, t]));
  const shoes = new Map<bigint, BaccaratShoe>();
  const drivers = new Map<LiveTableKind, LiveKindDriver>();
  const published = new Map<string, { roundId: string; players: number; at: number }>();
  /** Tables that took a bet here since their state was last published. */
  const seatsTaken = new Set<string>();
  /**
   * Per table, the clock time before which its round has nothing due (it closes, settles or gives
   * way to the next no earlier), so a pass of the driver in between reads nothing. Due times only
   * grow from round to round, so one left from an older round is never too late.
   */
  const notDueBefore = new Map<string, number>();

  function defOf(tableId: string): LiveTableDef {
    const def = defs.get(tableId);
    if (!def) throw new AppError('live_table_not_found');
    return def;
  }
  const gameEntry = (def: LiveTableDef) => {
    const entry = LIVE_GAMES.find((g) => g.id === def.gameId);
    assert(entry, 'every table has its catalogue entry');
    return entry;
  };

  function shuffled(shoe: repo.LiveShoeRow): BaccaratShoe {
    const cached = shoes.get(shoe.id);
    if (cached) return cached;
    const built = shuffleBaccaratShoe(new FairFloats(shoe.serverSeed, shoe.clientSeed, 0));
    if (shoes.size > 8) shoes.clear();
    shoes.set(shoe.id, built);
    return built;
  }

  /** The next round: its seed fixed and hashed before betting opens; baccarat deals from the table's shoe (a new one when the last finished). */
  async function openRound(
    def: LiveTableDef,
    now: Date,
    previous: repo.LiveRoundRow | undefined,
  ): Promise<void> {
    notDueBefore.delete(def.id);
    const roundNo = (previous?.roundNo ?? 0n) + 1n;
    let shoeId: bigint | null = null;
    if (def.kind === 'baccarat') {
      let shoe = await repo.currentShoe(db, def.id);
      if (!shoe) {
        const serverSeed = seeds();
        const clientSeed = `${def.id}:shoe:${roundNo}`;
        const firstHandPosition = shuffleBaccaratShoe(
          new FairFloats(serverSeed, clientSeed, 0),
        ).firstHandPosition;
        shoe = await repo.insertShoe(db, {
          tableId: def.id,
          serverSeed,
          serverSeedHash: hashServerSeed(serverSeed),
          clientSeed,
          position: firstHandPosition,
        });
      }
      shoeId = shoe.id;
    }
    const serverSeed = seeds();
    await repo.insertRound(db, {
      tableId: def.id,
      roundNo,
      phase: 'betting',
      serverSeed,
      serverSeedHash: hashServerSeed(serverSeed),
      clientSeed: `${def.id}:${roundNo}`,
      nonce: 0,
      shoeId,
      bettingOpensAt: now,
      bettingClosesAt: new Date(now.getTime() + def.bettingMs),
    });
  }

  /** Draws the shared result from the round's (or its shoe's) committed seed. */
  async function draw(
    tx: Executor,
    def: LiveTableDef,
    round: repo.LiveRoundRow,
  ): Promise<{ result: LiveRoundResult; shoePosition: number | null }> {
    const floats = new FairFloats(round.serverSeed, round.clientSeed, round.nonce);
    switch (def.kind) {
      case 'roulette':
        return { result: { kind: 'roulette', ...rouletteTableSpin(floats) }, shoePosition: null };
      case 'money_wheel': {
        const spun = spinMoneyWheel(floats);
        return {
          result: {
            kind: 'money_wheel',
            spins: spun.spins,
            number: spun.number,
            multiplier: spun.multiplier,
          },
          shoePosition: null,
        };
      }
      case 'baccarat': {
        assert(round.shoeId !== null, 'baccarat rounds deal from a shoe');
        const shoe = await repo.lockShoe(tx, round.shoeId);
        assert(shoe, 'the round points at its shoe');
        const dealt = dealBaccaratHand(shuffled(shoe), shoe.position);
        await repo.setShoePosition(tx, shoe.id, dealt.nextPosition, dealt.isLastHand);
        return {
          result: {
            kind: 'baccarat',
            ...dealt.hand,
            shoeId: shoe.id.toString(),
            position: shoe.position,
            isLastHand: dealt.isLastHand,
          },
          shoePosition: shoe.position,
        };
      }
      case 'blackjack':
        throw new Error('blackjack rounds are drawn by the blackjack table');
    }
  }

  async function close(def: LiveTableDef, round: repo.LiveRoundRow): Promise<void> {
    notDueBefore.delete(def.id);
    await inTransaction(db, async (tx) => {
      if (!(await repo.closeBetting(tx, round.id))) return;
      await repo.setResult(tx, round.id, await draw(tx, def, round));
    });
  }

  /** Pays every seat of a closed round, a batch per transaction; each seat is marked settled with its money. */
  const defaultPayout: SeatPayout = (_bet, outcome, result) => {
    const returns = returnsOf(outcome.bets, result);
    return { returns, outcome: { ...outcome, result, returns: returns.map(formatMinor) } };
  };

  async function settleSeats(
    def: LiveTableDef,
    round: repo.LiveRoundRow,
    options: SettleOptions,
    payout: SeatPayout = defaultPayout,
  ): Promise<void> {
    const result = LiveRoundResultSchema.parse(round.result);
    const batchSize = options.batchSize ?? LIVE_SETTLE_BATCH;
    const game = await deps.catalogue.get(def.gameId);
    // A caller that picks its batch size (a test interrupting settlement) gets batch after batch unless it asks for more.
    const parallel =
      options.parallel ?? (options.batchSize === undefined ? LIVE_SETTLE_PARALLEL : 1);
    let settled = 0;
    const settleChunk = async (
      pending: repo.LiveBetRow[],
      sessions: Map<string, GameSessionRow>,
    ): Promise<string[]> =>
      inTransaction(db, async (tx) => {
        const bets = await repo.lockUnsettledBets(
          tx,
          round.id,
          pending.map((b) => b.sessionId),
        );
        await inhouse.holdBalances(
          tx,
          bets.flatMap((b) => sessions.get(b.sessionId) ?? []),
        );
        const gameRounds = new Map(
          (
            await repo.lockGameRounds(
              tx,
              bets.map((b) => b.roundId),
            )
          ).map((r) => [r.id, r]),
        );
        const paid: string[] = [];
        for (const bet of bets) {
          const session = sessions.get(bet.sessionId);
          assert(session, 'the batch read every session');
          const row = gameRounds.get(bet.roundId);
          assert(row && isOutcomeOf(row.outcome, 'live'), 'every live seat has its live round');
          const paidOut = payout(bet, row.outcome, result);
          const winMinor = paidOut.returns.reduce((a, b) => a + b, 0n);
          const outcome: RoundOutcomeOf<'live'> = {
            ...paidOut.outcome,
            serverSeed: round.serverSeed,
          };
          await inhouse.settleRound(tx, session, game, {
            id: bet.roundId,
            costMinor: bet.stakeMinor,
            winMinor,
            balanceBeforeMinor: row.balanceBeforeMinor ?? 0n,
            outcome,
          });
          await repo.markBetSettled(tx, round.id, bet.sessionId, { winMinor, at: new Date() });
          if (winMinor > 0n) paid.push(bet.roundId);
          settled += 1;
          options.afterSeat?.(settled);
        }
        return paid;
      });
    for (;;) {
      const pending = await repo.unsettledBets(db, round.id, batchSize * parallel);
      if (pending.length === 0) return;
      // Sessions are read before the transactions: an embedded database has one connection.
      const sessions = new Map<string, GameSessionRow>();
      for (const session of await Promise.all(
        pending.map((bet) => deps.launch.byId(bet.sessionId)),
      )) {
        assert(session, 'live bets keep their game session');
        sessions.set(session.id, session);
      }
      // Batches of distinct seats run side by side on their own connections; each commits whole.
      // A failed batch leaves its seats for the next pass once the others have finished.
      const chunks = Array.from({ length: Math.ceil(pending.length / batchSize) }, (_, i) =>
        pending.slice(i * batchSize, (i + 1) * batchSize),
      );
      const outcomes = await Promise.allSettled(
        chunks.map((chunk) => settleChunk(chunk, sessions)),
      );
      for (const outcome of outcomes)
        if (outcome.status === 'fulfilled')
          for (const roundId of outcome.value) await rounds.announce(roundId);
      const failed = outcomes.find((o) => o.status === 'rejected');
      if (failed) throw failed.reason;
    }
  }

  async function finish(round: repo.LiveRoundRow, now: Date): Promise<void> {
    notDueBefore.delete(round.tableId);
    const result = LiveRoundResultSchema.parse(round.result);
    // When settlement ended (the result pause counts from it); a driver ahead of the clock (tests) keeps its own time.
    const settledAt = new Date(Math.max(now.getTime(), Date.now()));
    await inTransaction(db, async (tx) => {
      await repo.markRoundSettled(tx, round.id, settledAt);
      // A finished shoe's seed goes into the recall of every seat that bet on one of its hands.
      if (result.kind === 'baccarat' && result.isLastHand && round.shoeId !== null) {
        const shoe = await repo.shoeById(tx, round.shoeId);
        if (shoe)
          await repo.revealShoeToRounds(tx, shoe.id, {
            shoeServerSeed: shoe.serverSeed,
            shoeClientSeed: shoe.clientSeed,
            shoeServerSeedHash: shoe.serverSeedHash,
          });
      }
    });
  }

  /** Moves one table along its clock as far as `now` allows; true when its state changed. */
  async function driveTable(
    def: LiveTableDef,
    now: Date,
    options: SettleOptions,
  ): Promise<boolean> {
    if (now.getTime() < (notDueBefore.get(def.id) ?? 0)) return false;
    notDueBefore.delete(def.id);
    let round = await repo.latestRound(db, def.id);
    if (!round) {
      await openRound(def, now, undefined);
      return true;
    }
    let changed = false;
    if (round.phase === 'betting' && now >= round.bettingClosesAt) {
      await close(def, round);
      round = await repo.roundById(db, round.id);
      assert(round, 'a closed round is still there');
      changed = true;
    }
    // Settled only by a driver whose clock has passed the close: a round closed ahead of the clock
    // (a test driving its own time) is not taken over by the driver on the real one.
    if (round.phase === 'closed' && now >= round.bettingClosesAt) {
      await settleSeats(def, round, options);
      await finish(round, now);
      return true;
    }
    if (
      round.settledAt !== null &&
      now.getTime() >= round.settledAt.getTime() + LIVE_RESULT_PAUSE_MS
    ) {
      await openRound(def, now, round);
      return true;
    }
    if (!changed)
      notDueBefore.set(
        def.id,
        round.settledAt !== null
          ? round.settledAt.getTime() + LIVE_RESULT_PAUSE_MS
          : round.bettingClosesAt.getTime(),
      );
    return changed;
  }

  async function stateOf(
    def: LiveTableDef,
    now: Date,
  ): Promise<{ state: LiveTableState; round: repo.LiveRoundRow }> {
    let round = await repo.latestRound(db, def.id);
    if (!round) {
      await openRound(def, now, undefined);
      round = await repo.latestRound(db, def.id);
    }
    assert(round, 'a table has a round once one is opened');
    const [last, players, shoe] = await Promise.all([
      repo.settledRounds(db, def.id, LIVE_LAST_RESULTS),
      repo.seatCount(db, round.id),
      round.shoeId === null ? Promise.resolve(undefined) : repo.shoeById(db, round.shoeId),
    ]);
    const phase: LivePhase =
      round.settledAt !== null
        ? 'result'
        : round.phase === 'betting' && now < round.bettingClosesAt
          ? 'betting'
          : round.phase === 'decisions'
            ? 'decisions'
            : 'closed';
    const entry = gameEntry(def);
    return {
      round,
      state: {
        id: def.id,
        kind: def.kind,
        name: entry.name,
        gameId: def.gameId,
        gameSlug: entry.slug,
        section: def.kind === 'money_wheel' ? 'game-shows' : 'livecasino',
        bettingMs: def.bettingMs,
        decisionMs: def.decisionMs,
        phase,
        roundId: round.id.toString(),
        roundNo: Number(round.roundNo),
        bettingOpensAt: round.bettingOpensAt.toISOString(),
        bettingClosesAt: round.bettingClosesAt.toISOString(),
        decisionsCloseAt: round.decisionsCloseAt?.toISOString() ?? null,
        serverTime: now.toISOString(),
        serverSeedHash: round.serverSeedHash,
        clientSeed: round.clientSeed,
        nonce: round.nonce,
        shoe: shoe
          ? {
              id: shoe.id.toString(),
              serverSeedHash: shoe.serverSeedHash,
              clientSeed: shoe.clientSeed,
              cardsLeft: BACCARAT_SHOE_CARDS - shoe.position,
            }
          : null,
        deal: drivers.get(def.kind)?.dealView?.(round) ?? null,
        result: phase === 'result' ? LiveRoundResultSchema.parse(round.result) : null,
        lastResults: last.map((r) => ({
          roundId: r.id.toString(),
          roundNo: Number(r.roundNo),
          result: LiveRoundResultSchema.parse(r.result),
          settledAt: r.settledAt?.toISOString() ?? null,
        })),
        players,
      },
    };
  }

  function seatOf(bet: repo.LiveBetRow, round: repo.LiveRoundRow, kind: LiveTableKind): LiveSeat {
    return {
      liveRoundId: bet.liveRoundId.toString(),
      roundId: bet.roundId,
      mode: bet.mode,
      currency: bet.currency,
      bets: bet.bets as LiveBets,
      stake: formatMinor(bet.stakeMinor),
      win: bet.settledAt === null ? null : formatMinor(bet.winMinor),
      isSettled: bet.settledAt !== null,
      blackjack: drivers.get(kind)?.seatView?.(bet, round) ?? null,
    };
  }

  /**
   * The table's state as answers show it: read at most every STATE_CACHE_MS per table, so a crowd
   * betting at once or polling the lobby does not read the last results once per request.
   */
  const cached = new Map<
    string,
    { at: number; value: Promise<{ state: LiveTableState; round: repo.LiveRoundRow }> }
  >();
  function recentStateOf(def: LiveTableDef, now: Date) {
    const hit = cached.get(def.id);
    if (hit && now.getTime() - hit.at >= 0 && now.getTime() - hit.at < STATE_CACHE_MS)
      return hit.value;
    const value = stateOf(def, now);
    cached.set(def.id, { at: now.getTime(), value });
    value.catch(() => cached.delete(def.id));
    return value;
  }

  async function viewOf(
    def: LiveTableDef,
    now: Date,
    currency: string,
    session: GameSessionRow | null,
    balanceMinor: bigint | null = null,
  ): Promise<LiveTableView> {
    const { state: recent, round } = await recentStateOf(def, now);
    // The seat count is read each time: it is what moves while the rest holds still.
    const state = {
      ...recent,
      serverTime: now.toISOString(),
      players: await repo.seatCount(db, round.id),
    };
    const bet = session ? await repo.seatOfSession(db, round.id, session) : undefined;
    return {
      ...state,
      currency,
      minBet: formatMinor(def.minBetEurMinor * rateOf(currency)),
      maxBet: formatMinor(def.maxBetEurMinor * rateOf(currency)),
      rtp: rtpOf(def.kind),
      seat: bet ? seatOf(bet, round, def.kind) : null,
      balance: balanceMinor === null ? null : formatMinor(balanceMinor),
    };
  }

  async function sessionOf(token: string | undefined): Promise<GameSessionRow | null> {
    if (!token) return null;
    try {
      return await deps.launch.resolve(token);
    } catch {
      return null;
    }
  }

  return {
    /** Writes the tables and their catalogue games (every mode: they are the catalogue's live section). */
    async seed(): Promise<void> {
      let position = 0;
      for (const def of LIVE_TABLES) {
        const entry = gameEntry(def);
        position += 1;
        await deps.catalogue.upsertGame({
          id: entry.id,
          providerId: 'orca',
          slug: entry.slug,
          name: entry.name,
          section: entry.category === 'game-shows' ? 'game-shows' : 'livecasino',
          tags: def.kind === 'money_wheel' ? [] : [def.kind],
          description: entry.description,
          rtpBasisPoints: Math.round(entry.rtp * 10_000),
          volatility: entry.volatility,
          layout: entry.layout,
          features: entry.features,
          minBetEurMinor: def.minBetEurMinor,
          maxBetEurMinor: def.maxBetEurMinor,
          art: {
            motif: def.kind,
            colors: def.kind === 'money_wheel' ? ['#f7b733', '#fc4a1a'] : ['#0f9b0f', '#000000'],
          },
          engine: `live:${def.kind}`,
          position,
          releasedAt: '2026-11-20',
        });
        await repo.upsertTable(db, {
          id: def.id,
          gameId: def.gameId,
          kind: def.kind,
          bettingMs: def.bettingMs,
          decisionMs: def.decisionMs,
          minBetEurMinor: def.minBetEurMinor,
          maxBetEurMinor: def.maxBetEurMinor,
        });
      }
    },

    /**
     * One pass of the driver over every table this service draws (blackjack has its own driver).
     * Publishes each changed table's state.
     */
    async tick(now = new Date(), options: SettleOptions = {}): Promise<void> {
      for (const def of LIVE_TABLES) {
        const driver = drivers.get(def.kind);
        if (!driver && def.kind === 'blackjack') continue;
        const changed = await (driver
          ? driver.drive(def, now, options)
          : driveTable(def, now, options));
        if (changed) cached.delete(def.id);
        const last = published.get(def.id);
        const publishEveryMs = seatsTaken.has(def.id) ? SEATS_PUBLISH_MS : SEATS_IDLE_PUBLISH_MS;
        if (!changed && last && Date.now() - last.at < publishEveryMs) continue;
        seatsTaken.delete(def.id);
        const { state } = await stateOf(def, now);
        // Besides phase changes, the lobby's "players seated" follows the bets, at most once a second.
        if (changed || !last || last.roundId !== state.roundId || last.players !== state.players)
          await deps.events.publish(LIVE_TABLE_TOPIC, state);
        published.set(def.id, { roundId: state.roundId, players: state.players, at: Date.now() });
      }
    },

    async states(now = new Date()): Promise<LiveTableState[]> {
      const out: LiveTableState[] = [];
      for (const def of LIVE_TABLES) out.push((await stateOf(def, now)).state);
      return out;
    },

    async tables(currency = 'EUR'): Promise<LiveTableView[]> {
      const now = new Date();
      const out: LiveTableView[] = [];
      for (const def of LIVE_TABLES) out.push(await viewOf(def, now, currency, null));
      return out;
    },

    /** One table; with a game session of this table, in its currency with its seat. */
    async table(tableId: string, sessionToken?: string, currency = 'EUR'): Promise<LiveTableView> {
      const def = defOf(tableId);
      const session = await sessionOf(sessionToken);
      const mine = session && session.gameId === def.gameId ? session : null;
      return viewOf(def, new Date(), mine?.currency ?? currency, mine);
    },

    async history(tableId: string): Promise<LiveHistory> {
      const def = defOf(tableId);
      const settled = await repo.settledRounds(db, def.id, LIVE_HISTORY_SIZE);
      const results = settled.map((r) => ({
        roundId: r.id.toString(),
        roundNo: Number(r.roundNo),
        result: LiveRoundResultSchema.parse(r.result),
        settledAt: r.settledAt?.toISOString() ?? null,
      }));
      const oldestFirst = [...results].reverse().map((r) => r.result);
      const pockets = oldestFirst.flatMap((r) => (r.kind === 'roulette' ? [r.pocket] : []));
      const latestShoe = oldestFirst.findLast((r) => r.kind === 'baccarat');
      const hands = oldestFirst.flatMap((r) =>
        r.kind === 'baccarat' && latestShoe?.kind === 'baccarat' && r.shoeId === latestShoe.shoeId
          ? [r]
          : [],
      );
      const bigRoad = baccaratBigRoad(hands);
      const previousShoe =
        def.kind === 'baccarat' ? await repo.lastFinishedShoe(db, def.id) : undefined;
      return {
        kind: def.kind,
        results,
        hotCold:
          def.kind === 'roulette' && pockets.length > 0
            ? rouletteHotCold(pockets, LIVE_HISTORY_SIZE, 5)
            : null,
        roads:
          def.kind === 'baccarat'
            ? {
                beadPlate: baccaratBeadPlate(hands),
                bigRoad: bigRoad.cells,
                leadingTies: bigRoad.leadingTies,
              }
            : null,
        previousShoe: previousShoe
          ? {
              id: previousShoe.id.toString(),
              serverSeedHash: previousShoe.serverSeedHash,
              serverSeed: previousShoe.serverSeed,
              clientSeed: previousShoe.clientSeed,
            }
          : null,
      };
    },

    /**
     * This round's bets for the session's seat: one bet set per seat and round. Produces
     * live_table_not_found, game_unavailable, validation_error (a position the table has not), bet_out_of_range,
     * live_betting_closed, live_already_bet, insufficient_funds, self_excluded.
     */
    async bet(sessionToken: string, tableId: string, input: LiveBets): Promise<LiveTableView> {
      const def = defOf(tableId);
      const { session, game } = await inhouse.open(sessionToken);
      if (game.id !== def.gameId || input.kind !== def.kind) throw new AppError('game_unavailable');
      if (def.kind === 'blackjack' && !drivers.has('blackjack'))
        throw new AppError('game_unavailable');
      const stakes = stakesOf(input);
      assertPositions(input);
      const rate = rateOf(session.currency);
      const min = def.minBetEurMinor * rate;
      const max = def.maxBetEurMinor * rate;
      const total = stakes.reduce((a, b) => a + b, 0n);
      if (stakes.some((s) => s < min) || total > max)
        throw new AppError('bet_out_of_range', {
          params: { min: formatMinor(min), max: formatMinor(max), currency: session.currency },
        });
      await inhouse.assertMayPlay(session, game);
      const round = await repo.latestRound(db, def.id);
      if (!round || round.phase !== 'betting' || Date.now() >= round.bettingClosesAt.getTime())
        throw new AppError('live_betting_closed');
      const username = await deps.usernameOf(session);
      const bets = normalised(input, stakes);
      const balanceMinor = await inTransaction(db, async (tx) => {
        // The close updates this row: a bet holding it commits first, one behind it sees the round closed.
        const locked = await repo.shareRound(tx, round.id);
        if (!locked || locked.phase !== 'betting' || Date.now() >= locked.bettingClosesAt.getTime())
          throw new AppError('live_betting_closed');
        if (await repo.betOf(tx, round.id, session.id)) throw new AppError('live_already_bet');
        if (session.playerId !== null) {
          // One seat per player: the table's maximum is per bet set, and a second tab's game session
          // would otherwise be a second seat. The lock makes two tabs racing take turns.
          await lockForTransaction(tx, `live-seat:${round.id}:${session.playerId}:${session.mode}`);
          if (await repo.playerSeated(tx, round.id, session.playerId, session.mode))
            throw new AppError('live_already_bet');
        }
        const outcome: RoundOutcomeOf<'live'> = {
          kind: 'live',
          tableKind: def.kind,
          tableId: def.id,
          liveRoundId: round.id.toString(),
          roundNo: Number(round.roundNo),
          bets,
          result: null,
          returns: [],
        };
        const row = await rounds.insert(tx, {
          providerId: 'orca',
          externalRoundId: `live:${round.id}:${session.id}`,
          gameId: game.id,
          playerId: session.playerId,
          sessionId: session.id,
          mode: session.mode,
          currency: session.currency,
          betMinor: total,
          outcome,
          serverSeedHash: round.serverSeedHash,
          clientSeed: round.clientSeed,
          nonce: round.nonce,
        });
        const taken = await inhouse.takeStake(tx, session, game, row.id, total);
        await rounds.update(tx, row.id, {
          balanceBeforeMinor: taken.beforeMinor,
          balanceAfterMinor: taken.afterMinor,
        });
        const inserted = await repo.insertBet(tx, {
          liveRoundId: round.id,
          sessionId: session.id,
          roundId: row.id,
          playerId: session.playerId,
          mode: session.mode,
          username,
          currency: session.currency,
          bets,
          stakeMinor: total,
          hand: (await drivers.get(def.kind)?.seatAtBet?.(tx, round.id)) ?? null,
        });
        if (!inserted) throw new AppError('live_already_bet');
        return taken.afterMinor;
      });
      seatsTaken.add(def.id);
      if (session.playerId !== null) deps.catalogue.touchRecent(session.playerId, session.gameId);
      return viewOf(def, new Date(), session.currency, session, balanceMinor);
    },

    /** Plugs in the driver of a kind with its own timeline (blackjack). */
    registerDriver(kind: LiveTableKind, driver: LiveKindDriver): void {
      drivers.set(kind, driver);
    },
    /** The shared steps a kind driver builds on: open a round, settle its seats with their money, finish it, read its state. */
    tools: { openRound, settleSeats, finish, stateOf, defOf, seatOf },

    /** Subscribes to every table's state changes (the public feed). */
    onState(listener: (state: LiveTableState) => void): () => void {
      return deps.events.subscribe(LIVE_TABLE_TOPIC, (payload) =>
        listener(payload as LiveTableState),
      );
    },
  };
}

export type LiveService = ReturnType<typeof createLiveService>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The live tables' service: tests drive the tables' clock through it. */
    live: LiveService;
  }
}
