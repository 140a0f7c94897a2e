import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bonusInstances } from '../../db/schema/bonus.ts';

/** A free-spins bonus as the slot client needs it: what is left, at what bet, and what it has won. */
export interface FreeSpinsRow {
  id: bigint;
  playerId: bigint;
  currency: string;
  gameId: string;
  left: number;
  total: number;
  betMinor: bigint;
  winsTo: 'bonus' | 'cash';
  winningsMinor: bigint;
  wageringMultiplier: number;
}

const columns = {
  id: bonusInstances.id,
  playerId: bonusInstances.playerId,
  currency: bonusInstances.currency,
  gameId: sql<string>`${bonusInstances.fsGameId}`,
  left: sql<number>`${bonusInstances.fsLeft}`,
  total: sql<number>`${bonusInstances.fsTotal}`,
  betMinor: sql<bigint>`${bonusInstances.fsBetMinor}`.mapWith(BigInt),
  winsTo: sql<'bonus' | 'cash'>`${bonusInstances.fsWinsTo}`,
  winningsMinor: bonusInstances.fsWinningsMinor,
  wageringMultiplier: bonusInstances.wageringMultiplier,
};

/** The player's free-spins bonuses with spins left on this game in this currency and still claimable, oldest first. */
const playable = (playerId: bigint, gameId: string, currency: string) =>
  and(
    eq(bonusInstances.playerId, playerId),
    eq(bonusInstances.status, 'free_spins'),
    eq(bonusInstances.fsGameId, gameId),
    eq(bonusInstances.currency, currency),
    gt(bonusInstances.fsLeft, 0),
    gt(bonusInstances.claimExpiresAt, sql`now()`),
  );

/** The oldest free-spins bonus the player may play on this game now, and how many spins all of them hold together. */
export async function playableOn(
  db: Executor,
  playerId: bigint,
  gameId: string,
  currency: string,
): Promise<{ next: FreeSpinsRow | null; leftInAll: number }> {
  const rows = await db
    .select(columns)
    .from(bonusInstances)
    .where(playable(playerId, gameId, currency))
    .orderBy(asc(bonusInstances.createdAt), asc(bonusInstances.id));
  return { next: rows[0] ?? null, leftInAll: rows.reduce((sum, row) => sum + row.left, 0) };
}

/**
 * Takes one spin of the player's oldest playable free-spins bonus on this game. The update's own
 * `fs_left > 0` is checked again on the row's newest version once a concurrent spin's lock is
 * released, so two spins racing for the last one never both get it: the loser gets null.
 * Returns the bonus as it is after the spin was taken.
 */
export async function takeSpin(
  tx: Executor,
  playerId: bigint,
  gameId: string,
  currency: string,
): Promise<FreeSpinsRow | null> {
  const oldest = tx
    .select({ id: bonusInstances.id })
    .from(bonusInstances)
    .where(playable(playerId, gameId, currency))
    .orderBy(asc(bonusInstances.createdAt), asc(bonusInstances.id))
    .limit(1);
  const [row] = await tx
    .update(bonusInstances)
    .set({ fsLeft: sql`${bonusInstances.fsLeft} - 1` })
    .where(
      and(
        eq(bonusInstances.id, sql`(${oldest})`),
        eq(bonusInstances.status, 'free_spins'),
        gt(bonusInstances.fsLeft, 0),
      ),
    )
    .returning(columns);
  return row ?? null;
}

/** Adds a spin's win (nothing for a lost spin) to the bonus's free-spin winnings. Returns the winnings after it. */
export async function addWinnings(tx: Executor, id: bigint, winMinor: bigint): Promise<bigint> {
  const [row] = await tx
    .update(bonusInstances)
    .set({ fsWinningsMinor: sql`${bonusInstances.fsWinningsMinor} + ${winMinor}` })
    .where(eq(bonusInstances.id, id))
    .returning({ winnings: bonusInstances.fsWinningsMinor });
  return row?.winnings ?? 0n;
}
