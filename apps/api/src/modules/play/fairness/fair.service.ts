import type { FairState } from '@orca/contracts';
import { hashServerSeed, randomClientSeed, randomServerSeed } from '@orca/games/rng/fair';
import { randomBytes } from 'node:crypto';
import type { Database, Executor } from '../../../db/client.ts';
import { AppError, assert } from '../../../platform/errors.ts';
import * as repo from './fair.repository.ts';
import { inTransaction } from '../../../db/transaction.ts';

export interface SeedUse {
  seedId: bigint;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
}

export function newSeedPair(clientSeed?: string) {
  const serverSeed = randomServerSeed(randomBytes);
  return {
    serverSeed,
    serverSeedHash: hashServerSeed(serverSeed),
    clientSeed: clientSeed ?? randomClientSeed(randomBytes),
  };
}

/**
 * Per-player provably-fair seeds: the active server seed's hash is shown before play, a nonce is
 * taken per bet, and rotating reveals the old seed so every past round can be recomputed.
 */
export function createFairService(db: Database) {
  async function ensureActive(tx: Executor, playerId: bigint): Promise<repo.SeedRow> {
    const existing = await repo.active(tx, playerId);
    if (existing) return existing;
    await repo.insertActive(tx, { playerId, ...newSeedPair() });
    const created = await repo.active(tx, playerId);
    assert(created, 'an active seed pair exists after insert');
    return created;
  }

  const toState = (row: repo.SeedRow): FairState => ({
    serverSeedHash: row.serverSeedHash,
    clientSeed: row.clientSeed,
    nonce: row.nonce,
  });

  return {
    async state(playerId: bigint): Promise<FairState> {
      return toState(await ensureActive(db, playerId));
    },

    /** The seeds and nonce for one bet; each call uses a new nonce. */
    async take(playerId: bigint, tx: Executor = db): Promise<SeedUse> {
      let row = await repo.takeNonce(tx, playerId);
      if (!row) {
        await ensureActive(tx, playerId);
        row = await repo.takeNonce(tx, playerId);
      }
      assert(row, 'the active pair can be advanced');
      return {
        seedId: row.id,
        serverSeed: row.serverSeed,
        serverSeedHash: row.serverSeedHash,
        clientSeed: row.clientSeed,
        nonce: row.usedNonce,
      };
    },

    /**
     * Locks several players' active pairs for a group of bets; players without one yet are
     * missing from the answer. Nonces move on with advance, before the transaction commits.
     */
    async lockMany(tx: Executor, playerIds: bigint[]): Promise<Map<bigint, SeedUse>> {
      const rows = await repo.lockActive(tx, playerIds);
      return new Map(
        rows.map((row) => [
          row.playerId,
          {
            seedId: row.id,
            serverSeed: row.serverSeed,
            serverSeedHash: row.serverSeedHash,
            clientSeed: row.clientSeed,
            nonce: row.nonce,
          },
        ]),
      );
    },

    /**
     * The statement recording how many nonces each locked pair gave out, to run in the
     * transaction that holds the pairs, with the rounds that took the nonces (null: none did).
     */
    advanceStatement: (counts: Map<bigint, number>) =>
      repo.advanceNonces([...counts].filter(([, n]) => n > 0)),

    /**
     * Reveals the active server seed and starts a new pair (with the player's client seed, if
     * given). Produces round_in_progress while a round on the pair is still open: revealing its
     * seed would tell where the mines are.
     */
    async rotate(playerId: bigint, clientSeed?: string) {
      return inTransaction(db, async (tx) => {
        await repo.lockRotation(tx, playerId);
        await ensureActive(tx, playerId);
        // Locking the pair waits for a bet that is taking a nonce on it, so a mines round it
        // opens is seen below and its seed is not revealed while the round runs.
        const [current] = await repo.lockActive(tx, [playerId]);
        assert(current, 'rotations take turns, so the active pair stays until this one reveals it');
        if (await repo.hasOpenRound(tx, current.id)) throw new AppError('round_in_progress');
        const revealed = await repo.reveal(tx, playerId);
        assert(revealed, 'the active pair is revealed');
        await repo.insertActive(tx, { playerId, ...newSeedPair(clientSeed ?? current.clientSeed) });
        const next = await repo.active(tx, playerId);
        assert(next, 'a new pair follows a rotation');
        return {
          current: toState(next),
          previous: {
            serverSeed: revealed.serverSeed,
            serverSeedHash: revealed.serverSeedHash,
            clientSeed: revealed.clientSeed,
            nonceCount: revealed.nonce,
          },
        };
      });
    },

    async seeds(playerId: bigint) {
      const [current, previous] = await Promise.all([
        ensureActive(db, playerId),
        repo.lastRevealed(db, playerId),
      ]);
      return {
        current: toState(current),
        previous: previous
          ? {
              serverSeed: previous.serverSeed,
              serverSeedHash: previous.serverSeedHash,
              clientSeed: previous.clientSeed,
              nonceCount: previous.nonce,
            }
          : null,
      };
    },

    /** The server seed behind a round, once the player has rotated past it; null while it is still active. */
    async revealedSeed(seedId: bigint): Promise<string | null> {
      const row = await repo.byId(db, seedId);
      return row?.revealedAt ? row.serverSeed : null;
    },
  };
}

export type FairService = ReturnType<typeof createFairService>;
