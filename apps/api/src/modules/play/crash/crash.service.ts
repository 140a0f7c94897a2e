import {
  CRASH_BETTING_MS,
  CRASH_COOLDOWN_MS,
  CRASH_HISTORY_SIZE,
  crashFlightMs,
  crashMultiplierAt,
  formatMinor,
  maskUsername,
  outcomeOf,
  type CrashBetView,
  type CrashState,
} from '@orca/contracts';
import { crashPointHundredths, generateHashChain } from '@orca/games/crash/crash';
import { randomBytes } from 'node:crypto';
import type { Database, Executor } from '../../../db/client.ts';
import { lockForTransaction } from '../../../db/locks.ts';
import { AppError, assert } from '../../../platform/errors.ts';
import type { EventBus } from '../../../platform/events.ts';
import type { GameRow } from '../../games/catalogue.service.ts';
import type { InhouseService } from '../inhouse/inhouse.service.ts';
import type { GameSessionRow, LaunchService } from '../launch/launch.service.ts';
import type { RoundsService } from '../rounds/rounds.service.ts';
import * as repo from './crash.repository.ts';
import { inTransaction } from '../../../db/transaction.ts';

/** Games per hash chain; a new chain (new seed, new salt, new terminating hash) follows the last game. */
export const CRASH_CHAIN_LENGTH = 10_000;
/** How often busted games are settled and phase changes told to sockets. */
export const CRASH_TICK_MS = 200;
export const CRASH_BET_TOPIC = 'crash.bet';
export const CRASH_CASHOUT_TOPIC = 'crash.cashout';

type Phase = 'betting' | 'running' | 'busted';

function phaseOf(game: repo.CrashGameRow, now: number): Phase {
  if (now < game.startsAt.getTime()) return 'betting';
  if (now < game.bustsAt.getTime()) return 'running';
  return 'busted';
}

function betView(bet: repo.CrashBetRow): CrashBetView {
  return {
    player: maskUsername(bet.username),
    bet: formatMinor(bet.betMinor),
    currency: bet.currency,
    isFun: bet.mode === 'fun',
    autoCashout:
      bet.autoCashoutHundredths === null ? null : formatMinor(BigInt(bet.autoCashoutHundredths)),
    cashout: bet.cashoutHundredths === null ? null : formatMinor(BigInt(bet.cashoutHundredths)),
    win: bet.cashoutHundredths === null ? null : formatMinor(bet.winMinor),
  };
}

/**
 * Crash: one shared round for everybody, its crash point fixed in advance by a hash chain whose
 * terminating hash is published. The timeline lives in the database (betting opens, flight
 * starts, bust), so every instance computes the same phase from the clock; the server alone
 * decides each cash-out from the time it arrives.
 */
export function createCrashService(deps: {
  db: Database;
  inhouse: InhouseService;
  launch: LaunchService;
  rounds: RoundsService;
  events: EventBus;
  usernameOf: (session: GameSessionRow) => Promise<string>;
  /** The catalogue entry of the crash game. */
  catalogueGame: () => Promise<GameRow>;
}) {
  const { db, inhouse, rounds } = deps;
  let chain: { row: repo.ChainRow; hashes: string[] } | null = null;
  let lastSeen: { id: bigint; phase: Phase } | null = null;
  const stateListeners = new Set<(state: CrashState) => void>();

  async function chainFor(id: bigint): Promise<{ row: repo.ChainRow; hashes: string[] }> {
    if (chain?.row.id === id) return chain;
    const row = await repo.chainById(db, id);
    assert(row, 'games point at an existing chain');
    chain = { row, hashes: generateHashChain(row.seed, row.length).gameHashes };
    return chain;
  }

  async function newChain(): Promise<repo.ChainRow> {
    const seed = randomBytes(32).toString('hex');
    const generated = generateHashChain(seed, CRASH_CHAIN_LENGTH);
    const row = await repo.insertChain(db, {
      seed,
      length: CRASH_CHAIN_LENGTH,
      terminatingHash: generated.terminatingHash,
      salt: randomBytes(16).toString('hex'),
    });
    chain = { row, hashes: generated.gameHashes };
    return row;
  }

  /** The current game; the next one is created once the last bust's pause is over. */
  async function current(now = Date.now()): Promise<repo.CrashGameRow> {
    const latest = await repo.latestGame(db);
    if (latest && now < latest.bustsAt.getTime() + CRASH_COOLDOWN_MS) return latest;
    const latestChain = await repo.latestChain(db);
    let chainRow = latestChain ?? (await newChain());
    let index = latest && latest.chainId === chainRow.id ? latest.chainIndex + 1 : 1;
    if (index > chainRow.length) {
      chainRow = await newChain();
      index = 1;
    }
    const { hashes } = await chainFor(chainRow.id);
    const hash = hashes[index - 1];
    assert(hash, 'the chain has a hash for every game');
    const point = crashPointHundredths(hash, chainRow.salt);
    const opens = latest ? Math.max(now, latest.bustsAt.getTime() + CRASH_COOLDOWN_MS) : now;
    const startsAt = opens + CRASH_BETTING_MS;
    await repo.insertGame(db, {
      chainId: chainRow.id,
      chainIndex: index,
      hash,
      crashPointHundredths: point,
      bettingOpensAt: new Date(opens),
      startsAt: new Date(startsAt),
      bustsAt: new Date(startsAt + crashFlightMs(point)),
    });
    const created = await repo.latestGame(db);
    assert(created, 'a game exists after creating one');
    return created;
  }

  async function state(now = Date.now()): Promise<CrashState> {
    const game = await current(now);
    const phase = phaseOf(game, now);
    const [bets, history] = await Promise.all([
      repo.betsOf(db, game.id),
      repo.history(db, new Date(now), CRASH_HISTORY_SIZE),
    ]);
    return {
      game: {
        id: game.id.toString(),
        phase,
        bettingOpensAt: game.bettingOpensAt.toISOString(),
        startsAt: game.startsAt.toISOString(),
        serverTime: new Date(now).toISOString(),
        crashPoint: phase === 'busted' ? formatMinor(BigInt(game.crashPointHundredths)) : null,
        hash: phase === 'busted' ? game.hash : null,
      },
      bets: bets.map(betView),
      history: history.map((g) => ({
        id: g.id.toString(),
        crashPoint: formatMinor(BigInt(g.crashPointHundredths)),
        hash: g.hash,
        bustedAt: g.bustsAt.toISOString(),
      })),
    };
  }

  /** Pays or closes one bet at `cashoutHundredths` (null: lost), inside `tx`. Returns the balance after. */
  async function settleBet(
    tx: Executor,
    session: GameSessionRow,
    catalogueGame: GameRow,
    bet: repo.CrashBetRow,
    cashoutHundredths: number | null,
    game: repo.CrashGameRow | null,
  ): Promise<bigint> {
    const winMinor =
      cashoutHundredths === null ? 0n : (bet.betMinor * BigInt(cashoutHundredths)) / 100n;
    await repo.setCashout(tx, bet.crashGameId, bet.sessionId, { cashoutHundredths, winMinor });
    const round = await rounds.lock(tx, bet.roundId);
    assert(round, 'every crash bet has its round');
    const outcome = {
      ...outcomeOf(round, 'crash'),
      cashoutHundredths,
      ...(game ? { hash: game.hash, crashPointHundredths: game.crashPointHundredths } : {}),
    };
    return inhouse.settleRound(tx, session, catalogueGame, {
      id: bet.roundId,
      costMinor: bet.betMinor,
      winMinor,
      balanceBeforeMinor: round.balanceBeforeMinor ?? 0n,
      outcome,
    });
  }

  /** Settles every bet of busted games: auto cash-outs at or below the crash point win, the rest lose. */
  async function settleBusted(now = Date.now()): Promise<void> {
    for (const game of await repo.unsettled(db, new Date(now))) {
      // Sessions and the catalogue entry are read before the transaction: an embedded database has one connection.
      const sessions = new Map<string, GameSessionRow>();
      for (const bet of await repo.betsOf(db, game.id)) {
        const session = await deps.launch.byId(bet.sessionId);
        assert(session, 'crash bets keep their game session');
        sessions.set(bet.sessionId, session);
      }
      const catalogueGame = await deps.catalogueGame();
      const settled = await inTransaction(db, async (tx) => {
        const bets = await repo.lockUnsettledBets(tx, game.id);
        await deps.inhouse.holdBalances(tx, [...sessions.values()]);
        const done: repo.CrashBetRow[] = [];
        for (const bet of bets) {
          if (bet.cashoutHundredths !== null) continue;
          const session = sessions.get(bet.sessionId);
          assert(session, 'a bet placed during settling belongs to a later game');
          const isAutoWin =
            bet.autoCashoutHundredths !== null &&
            bet.autoCashoutHundredths <= game.crashPointHundredths;
          await settleBet(
            tx,
            session,
            catalogueGame,
            bet,
            isAutoWin ? bet.autoCashoutHundredths : null,
            game,
          );
          done.push({ ...bet, cashoutHundredths: isAutoWin ? bet.autoCashoutHundredths : null });
        }
        const all = await repo.betsOf(tx, game.id);
        const chainRow = await repo.chainById(tx, game.chainId);
        await rounds.revealCrash(
          tx,
          all.map((b) => b.roundId),
          {
            hash: game.hash,
            salt: chainRow?.salt ?? '',
            crashPointHundredths: game.crashPointHundredths,
          },
        );
        await repo.markSettled(tx, game.id);
        return done;
      });
      for (const bet of settled) {
        if (bet.cashoutHundredths !== null) await rounds.announce(bet.roundId);
      }
    }
  }

  /** Tells this instance's sockets of a phase change (betting, running, busted) of the current game. */
  async function broadcast(): Promise<void> {
    const now = Date.now();
    // Rounds follow one another only while someone watches; a bet asks for the current one itself.
    if (stateListeners.size === 0) return;
    const game = await current(now);
    const phase = phaseOf(game, now);
    if (!lastSeen || lastSeen.id !== game.id || lastSeen.phase !== phase) {
      lastSeen = { id: game.id, phase };
      const snapshot = await state(now);
      for (const listener of stateListeners) listener(snapshot);
    }
  }

  async function sessionAndGame(sessionToken: string) {
    const { session, game } = await inhouse.open(sessionToken);
    if (game.engine !== 'crash') throw new AppError('game_unavailable');
    return { session, game };
  }

  return {
    state: () => state(),
    /** Every phase change of this instance's clock (betting, running, busted), for its sockets. */
    onState(listener: (state: CrashState) => void): () => void {
      stateListeners.add(listener);
      return () => stateListeners.delete(listener);
    },
    /** Every busted game is settled, also one whose bust no instance saw (a restart, a long pause): one instance at a time runs it. */
    settleBusted: () => settleBusted(),
    broadcast,

    async chainInfo() {
      const latest = await repo.latestGame(db);
      const row = latest ? await repo.chainById(db, latest.chainId) : await repo.latestChain(db);
      return row
        ? {
            chainId: row.id.toString(),
            terminatingHash: row.terminatingHash,
            salt: row.salt,
            length: row.length,
            gamesPlayed: latest && latest.chainId === row.id ? latest.chainIndex : 0,
          }
        : null;
    },

    /** The salt of the chain a game hash belongs to (null for a hash Orca never played), for verifying it. */
    async saltOf(hash: string): Promise<string | null> {
      const game = await repo.gameByHash(db, hash);
      return game ? ((await repo.chainById(db, game.chainId))?.salt ?? null) : null;
    },

    /** A bet for the next flight, during betting only. Produces crash_betting_closed, crash_already_bet, bet_out_of_range, insufficient_funds. */
    async bet(sessionToken: string, input: { bet: string; autoCashout: number | null }) {
      const { session, game } = await sessionAndGame(sessionToken);
      const stake = inhouse.stakeOf(session, game, input.bet);
      await inhouse.assertMayPlay(session, game);
      const crashGame = await current();
      if (Date.now() >= crashGame.startsAt.getTime()) throw new AppError('crash_betting_closed');
      const autoCashoutHundredths =
        input.autoCashout === null ? null : Math.round(input.autoCashout * 100);
      const username = await deps.usernameOf(session);
      const { roundId, balanceMinor, bet } = await inTransaction(db, async (tx) => {
        // No bet row exists yet to lock, so racing bets of one session take turns here: the later one
        // then finds the first's bet instead of failing on the round's unique key with a 500.
        await lockForTransaction(tx, `crash-bet:${crashGame.id}:${session.id}`);
        if (await repo.lockBet(tx, crashGame.id, session.id))
          throw new AppError('crash_already_bet');
        // One bet per player and game across their sessions: a reload (a new session) cannot double
        // the stake on one flight. The player's balance is held first, so racing sessions take turns.
        if (session.mode === 'real' && session.playerId !== null) {
          await inhouse.holdBalances(tx, [session]);
          if (await repo.hasRealBetOfPlayer(tx, crashGame.id, session.playerId))
            throw new AppError('crash_already_bet');
        }
        const round = await rounds.insert(tx, {
          providerId: 'orca',
          externalRoundId: `crash:${crashGame.id}:${session.id}`,
          gameId: game.id,
          playerId: session.playerId,
          sessionId: session.id,
          mode: session.mode,
          currency: session.currency,
          betMinor: stake,
          outcome: { kind: 'crash', crashGameId: crashGame.id.toString(), autoCashoutHundredths },
        });
        const taken = await inhouse.takeStake(tx, session, game, round.id, stake);
        await rounds.update(tx, round.id, {
          balanceBeforeMinor: taken.beforeMinor,
          balanceAfterMinor: taken.afterMinor,
        });
        const row = {
          crashGameId: crashGame.id,
          roundId: round.id,
          playerId: session.playerId,
          sessionId: session.id,
          mode: session.mode,
          username,
          betMinor: stake,
          currency: session.currency,
          autoCashoutHundredths,
          cashoutHundredths: null,
          winMinor: 0n,
          createdAt: new Date(),
        };
        if (!(await repo.insertBet(tx, row))) throw new AppError('crash_already_bet');
        // The clock is checked again at the end, so a bet that raced the start is undone with its stake.
        if (Date.now() >= crashGame.startsAt.getTime()) throw new AppError('crash_betting_closed');
        return { roundId: round.id, balanceMinor: taken.afterMinor, bet: row };
      });
      await deps.events.publish(CRASH_BET_TOPIC, {
        gameId: crashGame.id.toString(),
        bet: betView(bet),
      });
      return inhouse.answer(session, roundId, balanceMinor);
    },

    /** Cashes out the running bet at the multiplier of this moment. Produces crash_no_bet, crash_cashout_too_late. */
    async cashout(sessionToken: string) {
      const { session, game: catalogueGame } = await sessionAndGame(sessionToken);
      const now = Date.now();
      const game = await repo.latestGame(db);
      if (!game || now < game.startsAt.getTime()) throw new AppError('crash_no_bet');
      const atHundredths = Math.round(crashMultiplierAt(now - game.startsAt.getTime()) * 100);
      const isTooLate = now >= game.bustsAt.getTime() || atHundredths >= game.crashPointHundredths;
      const { balanceMinor, bet } = await inTransaction(db, async (tx) => {
        // The bet of this session, or the player's bet placed before a reload from an earlier session.
        const own = await repo.lockBet(tx, game.id, session.id);
        const row =
          own ??
          (session.mode === 'real' && session.playerId !== null
            ? await repo.lockRidingBetOfPlayer(tx, game.id, session.playerId, session.currency)
            : undefined);
        if (!row || row.cashoutHundredths !== null) throw new AppError('crash_no_bet');
        // A bet still riding at the bust is too late, whether or not the settler has closed its round yet.
        if (isTooLate) throw new AppError('crash_cashout_too_late');
        if ((await rounds.lock(tx, row.roundId))?.status !== 'open')
          throw new AppError('crash_no_bet');
        // An auto cash-out the multiplier already passed is what the player gets.
        const cashoutHundredths =
          row.autoCashoutHundredths !== null && row.autoCashoutHundredths <= atHundredths
            ? row.autoCashoutHundredths
            : atHundredths;
        const balance = await settleBet(tx, session, catalogueGame, row, cashoutHundredths, null);
        return {
          balanceMinor: balance,
          bet: {
            ...row,
            cashoutHundredths,
            winMinor: (row.betMinor * BigInt(cashoutHundredths)) / 100n,
          },
        };
      });
      await deps.events.publish(CRASH_CASHOUT_TOPIC, {
        gameId: game.id.toString(),
        bet: betView(bet),
      });
      await rounds.announce(bet.roundId);
      return inhouse.answer(session, bet.roundId, balanceMinor);
    },
  };
}

export type CrashService = ReturnType<typeof createCrashService>;
