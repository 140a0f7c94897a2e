import {
  CRASH_BETTING_MS,
  CRASH_COOLDOWN_MS,
  CRASH_HISTORY_SIZE,
  crashFlightMs,
  formatMinor,
  maskUsername,
  type CrashBetView,
  type CrashState,
} from '@orca/contracts';
import { crashPointHundredths, generateHashChain } from '@orca/games/crash/crash';
import { randomBytes } from 'node:crypto';
import type { Database } from '../../../db/client.ts';
import { assert } from '../../../platform/errors.ts';
import * as repo from './crash.repository.ts';

/** Games per hash chain; a new chain (new seed, new salt, new terminating hash) follows the last game. */
const CRASH_CHAIN_LENGTH = 10_000;

export type Phase = 'betting' | 'running' | 'busted';

export function phaseOf(game: repo.CrashGameRow, now: number): Phase {
  if (now < game.startsAt.getTime()) return 'betting';
  if (now < game.bustsAt.getTime()) return 'running';
  return 'busted';
}

export function betView(bet: repo.CrashBetRow): CrashBetView {
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
 * The shared round's timeline in the database: games follow one another along a hash chain (a
 * new chain after its last game), and every instance computes the same phase from the clock.
 */
export function createCrashClock(
  db: Database,
  /** Told of every game the clock reads or creates (the settler learns when it busts). */
  onGame: (game: repo.CrashGameRow) => void = () => undefined,
) {
  let chain: { row: repo.ChainRow; hashes: string[] } | null = null;

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
    if (latest) onGame(latest);
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
    onGame(created);
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

  return {
    current,
    state,

    chainInfo: async () => {
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
    saltOf: async (hash: string): Promise<string | null> => {
      const game = await repo.gameByHash(db, hash);
      return game ? ((await repo.chainById(db, game.chainId))?.salt ?? null) : null;
    },
  };
}
