import { and, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../../../db/client.ts';
import { fairSeeds, gameRounds } from '../../../db/schema/games.ts';
import { lockForTransaction } from '../../../db/locks.ts';
import { dateOf, textArray } from '../sql-arrays.ts';

export type SeedRow = typeof fairSeeds.$inferSelect;

export async function active(db: Executor, playerId: bigint): Promise<SeedRow | undefined> {
  const [row] = await db
    .select()
    .from(fairSeeds)
    .where(and(eq(fairSeeds.playerId, playerId), isNull(fairSeeds.revealedAt)));
  return row;
}

/** Inserts a pair unless the player already has an active one (the partial unique index decides). */
export async function insertActive(
  db: Executor,
  row: { playerId: bigint; serverSeed: string; serverSeedHash: string; clientSeed: string },
): Promise<void> {
  await db
    .insert(fairSeeds)
    .values(row)
    .onConflictDoNothing({
      target: fairSeeds.playerId,
      where: sql`${fairSeeds.revealedAt} is null`,
    });
}

/** Takes the next nonce of the active pair in one statement; the row lock orders a player's bets. */
export async function takeNonce(
  db: Executor,
  playerId: bigint,
): Promise<(SeedRow & { usedNonce: number }) | undefined> {
  const [row] = await db
    .update(fairSeeds)
    .set({ nonce: sql`${fairSeeds.nonce} + 1` })
    .where(and(eq(fairSeeds.playerId, playerId), isNull(fairSeeds.revealedAt)))
    .returning();
  return row ? { ...row, usedNonce: row.nonce - 1 } : undefined;
}

export async function reveal(db: Executor, playerId: bigint): Promise<SeedRow | undefined> {
  const [row] = await db
    .update(fairSeeds)
    .set({ revealedAt: new Date() })
    .where(and(eq(fairSeeds.playerId, playerId), isNull(fairSeeds.revealedAt)))
    .returning();
  return row;
}

export async function lastRevealed(db: Executor, playerId: bigint): Promise<SeedRow | undefined> {
  const [row] = await db
    .select()
    .from(fairSeeds)
    .where(and(eq(fairSeeds.playerId, playerId), isNotNull(fairSeeds.revealedAt)))
    .orderBy(desc(fairSeeds.revealedAt))
    .limit(1);
  return row;
}

export async function byId(db: Executor, id: bigint): Promise<SeedRow | undefined> {
  const [row] = await db.select().from(fairSeeds).where(eq(fairSeeds.id, id));
  return row;
}

/** Whether a round played on this seed pair is still running (mines): its seed must stay secret until it ends. */
export async function hasOpenRound(db: Executor, seedId: bigint): Promise<boolean> {
  const [row] = await db
    .select({ id: gameRounds.id })
    .from(gameRounds)
    .where(and(eq(gameRounds.seedId, seedId), eq(gameRounds.status, 'open')))
    .limit(1);
  return row !== undefined;
}

/**
 * Makes the player's seed rotations take turns until the transaction ends. A row lock on the
 * active pair cannot do it alone: a rotation that waited on it finds the pair revealed and the
 * new one invisible to its statement. Bets never take this lock, so no bet waits on it.
 */
export function lockRotation(db: Executor, playerId: bigint): Promise<void> {
  return lockForTransaction(db, `fair-rotation:${playerId.toString()}`);
}

/** The active pairs of several players, locked in player order (the order every writer of seeds uses). */
export async function lockActive(db: Executor, playerIds: bigint[]): Promise<SeedRow[]> {
  if (playerIds.length === 0) return [];
  const rows = await queryRows<{
    id: string;
    player_id: string;
    server_seed: string;
    server_seed_hash: string;
    client_seed: string;
    nonce: number;
    revealed_at: Date | string | null;
    created_at: Date | string;
  }>(
    db,
    sql`select id::text, player_id::text, server_seed, server_seed_hash, client_seed, nonce, revealed_at, created_at
      from fair_seeds where player_id = any(${textArray(playerIds.map(String))}::bigint[]) and revealed_at is null
      order by player_id for update`,
  );
  return rows.map((row) => ({
    id: BigInt(row.id),
    playerId: BigInt(row.player_id),
    serverSeed: row.server_seed,
    serverSeedHash: row.server_seed_hash,
    clientSeed: row.client_seed,
    nonce: Number(row.nonce),
    revealedAt: row.revealed_at === null ? null : dateOf(row.revealed_at),
    createdAt: dateOf(row.created_at),
  }));
}

/**
 * The statement that moves several locked pairs' nonces on by the number of bets each took, for
 * the caller to run with the rounds that used them (a group of bets writes both in one round
 * trip); null when no pair gave out a nonce.
 */
export function advanceNonces(counts: [bigint, number][]): SQL | null {
  if (counts.length === 0) return null;
  return sql`update fair_seeds s set nonce = s.nonce + c.count
    from unnest(${textArray(counts.map(([id]) => id.toString()))}::bigint[], ${textArray(counts.map(([, count]) => String(count)))}::int[]) as c(id, count)
    where s.id = c.id`;
}
